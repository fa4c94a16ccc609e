import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import { RegistryError, type RegistryErrorCode } from './registry-error';

/**
 * A refused registry operation as the operator api answers it, with the spec's error shape: 409
 * for a state that forbids the change, 422 for a build the gate or the checks refuse, 404 for an
 * unknown release.
 */
const STATUS: Record<RegistryErrorCode, ContentfulStatusCode> = {
  unknown_release: 404,
  release_conflict: 409,
  stale_revision: 409,
  locked: 409,
  not_live: 409,
  no_previous_version: 409,
  pruned: 409,
  incompatible: 422,
  invalid_release: 422,
  invalid_redirect: 422,
  redirect_exists: 409,
  unknown_redirect: 404,
  invalid_canary: 422,
  already_live: 409,
  canary_running: 409,
  invalid_preview: 422,
};

/** A RegistryError as the api answers it; anything else unchanged. */
export function toApiError(error: unknown): unknown {
  if (!(error instanceof RegistryError)) return error;
  return new ApiError(STATUS[error.code], errorBody(error.message, error.fields), {
    'X-Refusal-Code': error.code,
  });
}

export async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error);
  }
}
