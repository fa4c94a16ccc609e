import type { TFunction } from 'i18next';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, errorBody, type ErrorBody } from '../../http/errors';

/** Why a life GPS use case refused; the service knows the code, only this file knows HTTP. */
export type LifeGpsErrorCode = 'not_found' | 'feed_not_found' | 'no_goal' | 'step_not_found' | 'weather_day';

export class LifeGpsError extends Error {
  constructor(readonly code: LifeGpsErrorCode) {
    super(code);
    this.name = 'LifeGpsError';
  }
}

const STATUS: Record<LifeGpsErrorCode, ContentfulStatusCode> = {
  // Another person's item is answered exactly like a missing one: ids reveal nothing.
  not_found: 404,
  feed_not_found: 404,
  no_goal: 409,
  step_not_found: 422,
  weather_day: 422,
};

function body(code: LifeGpsErrorCode, t: TFunction): ErrorBody {
  switch (code) {
    case 'not_found':
      return errorBody(t('lifeGps.notFound'));
    case 'feed_not_found':
      return errorBody(t('lifeGps.feedNotFound'));
    case 'no_goal':
      return errorBody(t('lifeGps.noGoal'));
    case 'step_not_found':
      return errorBody(null, { step_id: [t('lifeGps.stepNotFound')] });
    case 'weather_day':
      return errorBody(null, { day: [t('lifeGps.weatherDay')] });
  }
}

export function toApiError(error: unknown, t: TFunction): unknown {
  if (!(error instanceof LifeGpsError)) return error;
  return new ApiError(STATUS[error.code], body(error.code, t));
}

/** For `.catch(...)` in a route: rethrows the error as the api answers it. */
export const answerLifeGpsError =
  (t: TFunction) =>
  (error: unknown): never => {
    throw toApiError(error, t);
  };
