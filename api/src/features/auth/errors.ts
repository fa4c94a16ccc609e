import type { TFunction } from 'i18next';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import type { InvitationProblem } from '../../accounts/invitations';

/** Why an auth use case refused; the service knows the code, only this file knows HTTP. */
export type AuthErrorCode = 'email_taken' | 'invalid_credentials' | `invitation_${InvitationProblem}`;

export class AuthError extends Error {
  constructor(readonly code: AuthErrorCode) {
    super(code);
    this.name = 'AuthError';
  }
}

const STATUS: Record<AuthErrorCode, ContentfulStatusCode> = {
  email_taken: 422,
  invalid_credentials: 401,
  invitation_invalid: 422,
  invitation_unknown: 422,
  invitation_used: 422,
  invitation_expired: 422,
  invitation_revoked: 422,
  invitation_emailMismatch: 422,
};

function body(code: AuthErrorCode, t: TFunction): ErrorBody {
  if (code === 'email_taken') return errorBody(null, { email: [t('auth.emailTaken')] });
  // One generic message whether or not the account exists (docs/api.md, login).
  if (code === 'invalid_credentials') return errorBody(t('auth.invalidCredentials'));
  // The register form shows invitation problems both at the top and by the invitation.
  const message = t(`auth.invitation.${code.slice('invitation_'.length)}`);
  return errorBody(message, { invited_id: [message] });
}

/** An AuthError as the api answers it, in the request's language; anything else unchanged. */
export function toApiError(error: unknown, t: TFunction): unknown {
  if (!(error instanceof AuthError)) return error;
  return new ApiError(STATUS[error.code], body(error.code, t));
}

/** For `.catch(...)` in a route: rethrows the error as the api answers it. */
export const answerAuthError =
  (t: TFunction) =>
  (error: unknown): never => {
    throw toApiError(error, t);
  };
