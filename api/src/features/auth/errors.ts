import type { TFunction } from 'i18next';
import { errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers } from '@coach/server-kit/http/feature-errors';
import type { InvitationProblem } from '../../accounts/invitations';

/** Why an auth use case refused; the service knows the code, only this file knows HTTP. */
export type AuthErrorCode = 'email_taken' | 'invalid_credentials' | `invitation_${InvitationProblem}`;

export class AuthError extends FeatureError<AuthErrorCode> {}

const INVITATION_PROBLEMS = ['invalid', 'unknown', 'used', 'expired', 'revoked', 'emailMismatch'] as const;

const BY_STATUS = {
  401: ['invalid_credentials'],
  422: ['email_taken', ...INVITATION_PROBLEMS.map((problem) => `invitation_${problem}` as const)],
};

function body(code: AuthErrorCode, t: TFunction): ErrorBody {
  if (code === 'email_taken') return errorBody(null, { email: [t('auth.emailTaken')] });
  // One generic message whether or not the account exists (docs/api.md, login).
  if (code === 'invalid_credentials') return errorBody(t('auth.invalidCredentials'));
  // The register form shows invitation problems both at the top and by the invitation.
  const message = t(`auth.invitation.${code.slice('invitation_'.length)}`);
  return errorBody(message, { invited_id: [message] });
}

/** A AuthError as the api answers it, in the request's language; `answerAuthError(t)` for a route's `.catch`. */
export const { answer: answerAuthError } = featureErrorAnswers(AuthError, BY_STATUS, (error, t) =>
  body(error.code, t),
);
