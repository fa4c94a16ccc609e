import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers } from '@coach/server-kit/http/feature-errors';

/** Why a results use case refused; only this file knows the status and the message. */
export type ResultErrorCode = 'result_not_found' | 'no_result_yet';

export class ResultError extends FeatureError<ResultErrorCode> {}

const STATUS: Record<ResultErrorCode, ContentfulStatusCode> = {
  result_not_found: 404,
  no_result_yet: 404,
};

const MESSAGE_KEYS: Record<ResultErrorCode, string> = {
  result_not_found: 'results.notFound',
  no_result_yet: 'results.noResultYet',
};

/** A ResultError as the api answers it; `answerResultError(t)` for a route's `.catch`. */
export const { answer: answerResultError } = featureErrorAnswers(ResultError, STATUS, (error, t) =>
  // `code` lets the page tell "no result yet" (take the test) from a wrong link.
  errorBody(t(MESSAGE_KEYS[error.code]), { code: [error.code] }),
);
