import type { TFunction } from 'i18next';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, type ErrorBody } from './errors';

/**
 * Why a use case refused, by code. A feature's service throws it knowing nothing of HTTP; only
 * the feature's `errors.ts` maps each code to a status and a translated body (docs/adr/0008).
 */
export class FeatureError<Code extends string> extends Error {
  constructor(readonly code: Code) {
    super(code);
    this.name = new.target.name;
  }
}

/**
 * A feature's answers for its refusals: `toApiError` turns one of its errors into the api's error
 * shape in the request's language (anything else passes unchanged), and `answer(t)` is the same for
 * a route's `.catch(...)`, rethrowing. `status` is a full table so a new code cannot go unmapped.
 */
export function featureErrorAnswers<Error extends FeatureError<string>>(
  errorClass: abstract new (...args: never[]) => Error,
  status: Record<Error['code'], ContentfulStatusCode>,
  body: (error: Error, t: TFunction) => ErrorBody,
) {
  const toApiError = (error: unknown, t: TFunction): unknown =>
    error instanceof errorClass ? new ApiError(status[error.code as Error['code']], body(error, t)) : error;
  const answer =
    (t: TFunction) =>
    (error: unknown): never => {
      throw toApiError(error, t);
    };
  return { toApiError, answer };
}
