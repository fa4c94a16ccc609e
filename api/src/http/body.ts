import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, addError, emptyErrorMap, errorBody, type ErrorMap } from './errors';
import type { AppEnv } from './types';

/**
 * Valibot issues → `{ <field>: [messages] }`. The field is the last key of the issue's path
 * (`user.firstname` → `firstname`, as the register form expects); issues without a path go to
 * `base`. Messages are de-duplicated, order kept.
 */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): ErrorMap {
  const errors = emptyErrorMap();
  for (const issue of issues) {
    const path = issue.path ?? [];
    let field = 'base';
    for (let index = path.length - 1; index >= 0; index -= 1) {
      const key = path[index]?.key;
      if (typeof key === 'string') {
        field = key;
        break;
      }
    }
    addError(errors, field, issue.message);
  }
  return errors;
}

function isJsonContentType(value: string | undefined): boolean {
  if (!value) return true; // a missing Content-Type is tolerated: the body is still parsed as JSON
  const type = value.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Reads the body as a JSON object: 415 for another media type, 400 when it is not a JSON object. */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const t = c.var.t;
  if (!isJsonContentType(c.req.header('Content-Type'))) {
    throw new ApiError(415, errorBody(t('errors.unsupportedMediaType')));
  }
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError(400, errorBody(t('errors.bodyRequired')));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, errorBody(t('errors.malformedJson')));
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, errorBody(t('errors.invalidBody')));
  }
  return parsed as Record<string, unknown>;
}

/** Reads and validates a JSON body: 422 with field errors when the schema refuses it. */
export async function readBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  const input = await readJsonObject(c);
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiError(422, { errors: issuesToErrors(result.issues) });
  return result.output;
}
