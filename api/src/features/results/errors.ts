import { errorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers, type CodeOf } from '@coach/server-kit/http/feature-errors';

/** Why a results use case refused, by the status it answers; only this file knows the message. */
const BY_STATUS = { 404: ['result_not_found', 'no_result_yet'] } as const;

export type ResultErrorCode = CodeOf<typeof BY_STATUS>;

export class ResultError extends FeatureError<ResultErrorCode> {}

const MESSAGE_KEYS: Record<ResultErrorCode, string> = {
  result_not_found: 'results.notFound',
  no_result_yet: 'results.noResultYet',
};

/** A ResultError as the api answers it; `answerResultError(t)` for a route's `.catch`. */
export const { answer: answerResultError } = featureErrorAnswers(ResultError, BY_STATUS, (error, t) =>
  // `code` lets the page tell "no result yet" (take the test) from a wrong link.
  errorBody(t(MESSAGE_KEYS[error.code]), { code: [error.code] }),
);
