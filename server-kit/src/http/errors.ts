import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** SPEC §8: `{ "errors": { "base": ["…"], "<field>": ["…"] } }`. */
export type ErrorMap = Record<string, string[]>;
export interface ErrorBody {
  errors: ErrorMap;
}

/**
 * An empty error map without a prototype: field names come from user input (an unknown key may
 * be `__proto__` or `constructor`) and must never reach Object.prototype.
 */
export function emptyErrorMap(): ErrorMap {
  return Object.create(null) as ErrorMap;
}

/** Appends messages to a field, skipping duplicates. */
export function addError(errors: ErrorMap, field: string, ...messages: string[]): void {
  const list = Object.hasOwn(errors, field) ? (errors[field] as string[]) : (errors[field] = []);
  for (const message of messages) if (!list.includes(message)) list.push(message);
}

/** Builds the error body; `base` may be one message or several. */
export function errorBody(base: string | string[] | null, fields: ErrorMap = {}): ErrorBody {
  const errors = emptyErrorMap();
  if (base !== null) addError(errors, 'base', ...(Array.isArray(base) ? base : [base]));
  for (const [field, messages] of Object.entries(fields)) {
    if (messages.length > 0) addError(errors, field, ...messages);
  }
  return { errors };
}

/**
 * An error a handler throws to answer with the spec's error shape. `app.onError` turns it into
 * the JSON response; anything else thrown becomes a logged 500 with a generic message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(Object.values(body.errors).flat().join(' ') || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** The one way to answer with an error. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  body: ErrorBody,
  headers: Record<string, string> = {},
): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  return c.json(body, status);
}
