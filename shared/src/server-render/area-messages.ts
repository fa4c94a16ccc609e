// The i18n resources a signed-in area's pages use on the server, composed the way the browser
// registers them (docs/server-render.md): the shared namespaces, `validation` with the areas'
// messages merged in (`registerAreaValidation`), and the remote's own namespace.
import { LANGUAGES, type Language } from '@coach/shared/i18n/languages';
import { sharedResources } from '@coach/shared/i18n/resources';
import { areaValidationResources } from '@coach/shared/i18n/area-validation-resources';
import type { Messages } from './contract.ts';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `added`'s keys that it lacks, deeply: i18next's `addResourceBundle(…, deep, no overwrite)`. */
function mergeWithoutOverwriting(base: Tree, added: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const existing = merged[key];
    if (existing === undefined) merged[key] = value;
    else if (isTree(existing) && isTree(value)) merged[key] = mergeWithoutOverwriting(existing, value);
  }
  return merged;
}

/** `{ fr, en }` messages of a signed-in area: `signedInAreaMessages('profile', { fr, en })`. */
export function signedInAreaMessages(
  namespace: string,
  resources: Readonly<Record<Language, Tree>>,
): Record<Language, Messages> {
  const byLanguage = (lng: Language): Messages => ({
    common: sharedResources[lng].common,
    validation: mergeWithoutOverwriting(sharedResources[lng].validation, areaValidationResources[lng]),
    [namespace]: resources[lng],
  });
  return Object.fromEntries(LANGUAGES.map((lng) => [lng, byLanguage(lng)])) as Record<Language, Messages>;
}
