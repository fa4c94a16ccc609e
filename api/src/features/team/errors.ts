import type { TFunction } from 'i18next';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers } from '@coach/server-kit/http/feature-errors';

/** Why a team or invitation use case refused; only this file knows HTTP. */
export type TeamErrorCode =
  | 'not_leader'
  | 'not_found'
  | 'already_member'
  | 'self'
  | 'not_pending'
  | 'invitation_used'
  | 'invitation_expired'
  | 'invitation_revoked'
  | 'already_answered'
  | 'survey_closed';

export class TeamError extends FeatureError<TeamErrorCode> {}

const STATUS: Record<TeamErrorCode, ContentfulStatusCode> = {
  not_leader: 403,
  // What a person may not see answers 404, so its existence is not revealed (docs/product.md §7.3).
  not_found: 404,
  already_member: 422,
  self: 422,
  not_pending: 409,
  invitation_used: 409,
  invitation_expired: 409,
  invitation_revoked: 409,
  already_answered: 409,
  survey_closed: 409,
};

function body(code: TeamErrorCode, t: TFunction): ErrorBody {
  switch (code) {
    case 'already_member':
    case 'self':
      return errorBody(null, { email: [t(`team.errors.${code}`)] });
    case 'invitation_used':
    case 'invitation_expired':
    case 'invitation_revoked':
      return errorBody(t(`auth.invitation.${code.slice('invitation_'.length)}`));
    default:
      return errorBody(t(`team.errors.${code}`));
  }
}

/** A TeamError as the api answers it, in the request's language; `answerTeamError(t)` for a route's `.catch`. */
export const { answer: answerTeamError } = featureErrorAnswers(TeamError, STATUS, (error, t) =>
  body(error.code, t),
);
