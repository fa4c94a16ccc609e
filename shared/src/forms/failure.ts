// By package name: the one API client's error reading, not a copy in each app that bundles this.
import { toApiError } from '@coach/shared/api';

export interface Failure {
  /** The message that belongs to no field (or every message, when no field is shown). */
  base: string | null;
  /** The first message of each field, by the api's field name (`due_date`, `ends_at`…). */
  fields: Record<string, string>;
}

/** A failed call as a form shows it: field messages beside their fields, the rest on top. */
export function failureOf(error: unknown, networkMessage: string, shownFields: readonly string[]): Failure {
  const apiError = toApiError(error, networkMessage);
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [...(apiError.errors.base ?? [])];
  for (const [field, messages] of Object.entries(apiError.fieldErrors)) {
    if (shownFields.includes(field) && messages[0]) fields[field] = messages[0];
    else elsewhere.push(...messages);
  }
  return { base: elsewhere.length > 0 ? elsewhere.join('\n') : null, fields };
}

export const noFailure: Failure = { base: null, fields: {} };
