import * as v from 'valibot';
import type { ErrorResponse } from '@coach/shared/schemas';

/** SPEC §8's error shape: `errors.base` for the whole request, `errors.<field>` per field. */
export type ApiErrors = Record<string, string[]>;

/** Every failed call surfaces as this one error type, whatever went wrong underneath. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errors: ApiErrors,
    options?: { cause?: unknown; retryAfterSeconds?: number | null },
  ) {
    super(Object.values(errors).flat().join('\n') || `HTTP ${status}`, options);
    this.retryAfterSeconds = options?.retryAfterSeconds ?? null;
  }

  /** From a throttled answer's `Retry-After` (seconds or an HTTP date), when it had one. */
  readonly retryAfterSeconds: number | null;

  /** Messages under `errors.base`, joined by newlines as SPEC §8 shows them. */
  get baseMessage(): string {
    return (this.errors.base ?? []).join('\n');
  }

  /** Per-field messages, without `base`. */
  get fieldErrors(): ApiErrors {
    const { base: _base, ...fields } = this.errors;
    return fields;
  }
}

export function parseRetryAfter(raw: string | null, now = Date.now()): number | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** ky's HTTPError, told by its shape: importing ky here would load it with the page (client.ts). */
interface HttpErrorShape {
  response: Response;
  data: unknown;
}

const isHttpError = (error: unknown): error is Error & HttpErrorShape =>
  error instanceof Error &&
  error.name === 'HTTPError' &&
  'response' in error &&
  error.response instanceof Response;

type ErrorBodyReader = (data: unknown) => ErrorResponse | null;
let readErrorBody: ErrorBodyReader | null = null;

/**
 * Loads what reads an error's body (SPEC §8's schema). The client loads it with ky (client.ts),
 * so that it is there before any HTTP error can be, and not with the page.
 */
export async function loadErrorBodyReader(): Promise<void> {
  const { errorResponseSchema } = await import('@coach/shared/schemas');
  readErrorBody = (data) => {
    const parsed = v.safeParse(errorResponseSchema, data);
    return parsed.success ? parsed.output : null;
  };
}

/**
 * Turns anything a call can throw into an ApiError. `fallback` is the translated message used
 * when the server said nothing usable (network down, HTML from a proxy, timeout).
 */
export function toApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isHttpError(error)) {
    const body = readErrorBody?.(error.data) ?? null;
    const errors = body && Object.keys(body.errors).length > 0 ? body.errors : { base: [fallback] };
    return new ApiError(error.response.status, errors, {
      cause: error,
      retryAfterSeconds: parseRetryAfter(error.response.headers.get('Retry-After')),
    });
  }
  if (error instanceof Error && error.name === 'TimeoutError')
    return new ApiError(408, { base: [fallback] }, { cause: error });
  return new ApiError(0, { base: [fallback] }, { cause: error });
}
