import type { TFunction } from 'i18next';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { GOAL_STEPS_MAX } from '@coach/shared/life-gps';
import { errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers } from '@coach/server-kit/http/feature-errors';

/** Why a life GPS use case refused; the service knows the code, only this file knows HTTP. */
export type LifeGpsErrorCode =
  | 'not_found'
  | 'feed_not_found'
  | 'no_goal'
  | 'step_not_found'
  | 'too_many_steps'
  | 'weather_day'
  | 'not_leader'
  | 'member_not_active'
  | 'session_read_only'
  | 'session_from_team';

export class LifeGpsError extends FeatureError<LifeGpsErrorCode> {}

const STATUS: Record<LifeGpsErrorCode, ContentfulStatusCode> = {
  // Another person's item is answered exactly like a missing one: ids reveal nothing.
  not_found: 404,
  feed_not_found: 404,
  no_goal: 409,
  step_not_found: 422,
  too_many_steps: 422,
  weather_day: 422,
  not_leader: 403,
  member_not_active: 409,
  // The person sees the session, so 404 would lie: they may read it, not change it.
  session_read_only: 403,
  session_from_team: 403,
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
    case 'too_many_steps':
      return errorBody(t('lifeGps.tooManySteps', { max: GOAL_STEPS_MAX }));
    case 'weather_day':
      return errorBody(null, { day: [t('lifeGps.weatherDay')] });
    case 'not_leader':
      // The very message of the other leader calls (docs/api.md "Team").
      return errorBody(t('team.errors.not_leader'));
    case 'member_not_active':
      return errorBody(t('lifeGps.memberNotActive'));
    case 'session_read_only':
      return errorBody(t('lifeGps.sessionReadOnly'));
    case 'session_from_team':
      return errorBody(t('lifeGps.sessionFromTeam'));
  }
}

/** A LifeGpsError as the api answers it, in the request's language; `answerLifeGpsError(t)` for a route's `.catch`. */
export const { answer: answerLifeGpsError } = featureErrorAnswers(LifeGpsError, STATUS, (error, t) =>
  body(error.code, t),
);
