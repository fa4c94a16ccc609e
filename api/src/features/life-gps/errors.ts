import type { TFunction } from 'i18next';
import { GOAL_STEPS_MAX } from '@coach/shared/life-gps';
import { errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers, type CodeOf } from '@coach/server-kit/http/feature-errors';

/** Why a life GPS use case refused, by the status it answers; only this file knows HTTP. */
const BY_STATUS = {
  // Another person's item is answered exactly like a missing one: ids reveal nothing.
  404: ['not_found', 'feed_not_found'],
  409: ['no_goal', 'member_not_active'],
  422: ['step_not_found', 'too_many_steps', 'weather_day'],
  // The person sees a session a leader planned, so 404 would lie: they may read it, not change it.
  403: ['not_leader', 'session_read_only', 'session_from_team'],
} as const;

export type LifeGpsErrorCode = CodeOf<typeof BY_STATUS>;

export class LifeGpsError extends FeatureError<LifeGpsErrorCode> {}

/** Each code's message in `lifeGps.*` (the code in camel case), with the field it stands by, if any. */
const FIELD: Partial<Record<LifeGpsErrorCode, string>> = { step_not_found: 'step_id', weather_day: 'day' };
const camelCase = (code: string) => code.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

function body(code: LifeGpsErrorCode, t: TFunction): ErrorBody {
  // The very message of the other leader calls (docs/api.md "Team").
  if (code === 'not_leader') return errorBody(t('team.errors.not_leader'));
  const message = t(`lifeGps.${camelCase(code)}`, code === 'too_many_steps' ? { max: GOAL_STEPS_MAX } : {});
  const field = FIELD[code];
  return field ? errorBody(null, { [field]: [message] }) : errorBody(message);
}

/** A LifeGpsError as the api answers it, in the request's language; `answerLifeGpsError(t)` for a route's `.catch`. */
export const { answer: answerLifeGpsError } = featureErrorAnswers(LifeGpsError, BY_STATUS, (error, t) =>
  body(error.code, t),
);
