import type { TFunction } from 'i18next';
import { errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers, type CodeOf } from '@coach/server-kit/http/feature-errors';

/** Why a team or invitation use case refused, by the status it answers; only this file knows HTTP. */
const BY_STATUS = {
  403: ['not_leader'],
  // What a person may not see answers 404, so its existence is not revealed (docs/product.md §7.3).
  404: ['not_found'],
  409: [
    'not_pending',
    'invitation_used',
    'invitation_expired',
    'invitation_revoked',
    'already_answered',
    'survey_closed',
  ],
  422: ['already_member', 'self'],
} as const;

export type TeamErrorCode = CodeOf<typeof BY_STATUS>;

export class TeamError extends FeatureError<TeamErrorCode> {}

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
export const { answer: answerTeamError } = featureErrorAnswers(TeamError, BY_STATUS, (error, t) =>
  body(error.code, t),
);
