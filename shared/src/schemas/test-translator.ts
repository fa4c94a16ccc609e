// For the schemas' tests: the `validation` messages as the api and the areas see them (the sign-in
// forms' messages and the areas' own, merged), a translate function over them, and a schema's
// messages by field.
import * as v from 'valibot';
import coreEn from '../i18n/locales/en/validation.json';
import coreFr from '../i18n/locales/fr/validation.json';
import { areaValidationResources } from '../i18n/area-validation-resources';
import type { TranslateFn } from '../i18n/resources';

export const fr = { ...coreFr, ...areaValidationResources.fr };
export const en = { ...coreEn, ...areaValidationResources.en };

/** A translate function over one set of messages (dotted keys, `{{name}}` values), like i18next's. */
export function translator(messages: Record<string, unknown>): TranslateFn {
  return (key, options) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    if (typeof value !== 'string') throw new Error(`missing message ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]));
  };
}

export const tFr = translator(fr);
export const tEn = translator(en);

/** A schema's messages for an input, by the key of the field they are on (`base`: the object's). */
export function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = String(issue.path?.[issue.path.length - 1]?.key ?? 'base');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
