import type { TFunction } from 'i18next';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers } from '@coach/server-kit/http/feature-errors';

/** Why a verification use case refused; the service knows the code, only this file knows HTTP. */
export type VerificationErrorCode = 'already_verified' | 'invalid_token' | 'email_taken';

export class VerificationError extends FeatureError<VerificationErrorCode> {}

const STATUS: Record<VerificationErrorCode, ContentfulStatusCode> = {
  already_verified: 409,
  invalid_token: 422,
  email_taken: 409,
};

function body(code: VerificationErrorCode, t: TFunction): ErrorBody {
  if (code === 'already_verified') return errorBody(t('verification.alreadyVerified'));
  if (code === 'email_taken') return errorBody(t('account.emailChangeTaken'));
  // The page shows the message at the top; the field key tells a client which input was wrong.
  const message = t('verification.invalidToken');
  return errorBody(message, { token: [message] });
}

/** A VerificationError as the api answers it, in the request's language; `answerVerificationError(t)` for a route's `.catch`. */
export const { answer: answerVerificationError } = featureErrorAnswers(
  VerificationError,
  STATUS,
  (error, t) => body(error.code, t),
);
