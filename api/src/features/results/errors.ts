import type { TFunction } from 'i18next';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';

/** Why a results use case refused; only this file knows the status and the message. */
export type ResultErrorCode = 'result_not_found' | 'no_result_yet';

export class ResultError extends Error {
  constructor(readonly code: ResultErrorCode) {
    super(code);
    this.name = 'ResultError';
  }
}

const STATUS: Record<ResultErrorCode, ContentfulStatusCode> = {
  result_not_found: 404,
  no_result_yet: 404,
};

const MESSAGE_KEYS: Record<ResultErrorCode, string> = {
  result_not_found: 'results.notFound',
  no_result_yet: 'results.noResultYet',
};

/** For `.catch(...)` in a route: a ResultError as the api answers it, anything else unchanged. */
export const answerResultError =
  (t: TFunction) =>
  (error: unknown): never => {
    if (!(error instanceof ResultError)) throw error;
    // `code` lets the page tell "no result yet" (take the test) from a wrong link.
    throw new ApiError(STATUS[error.code], errorBody(t(MESSAGE_KEYS[error.code]), { code: [error.code] }));
  };
