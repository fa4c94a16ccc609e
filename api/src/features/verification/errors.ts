import type { TFunction } from 'i18next';
import { errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers, type CodeOf } from '@coach/server-kit/http/feature-errors';

/** Why a verification use case refused, by the status it answers; only this file knows HTTP. */
const BY_STATUS = { 409: ['already_verified', 'email_taken'], 422: ['invalid_token'] } as const;

export type VerificationErrorCode = CodeOf<typeof BY_STATUS>;

export class VerificationError extends FeatureError<VerificationErrorCode> {}

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
  BY_STATUS,
  (error, t) => body(error.code, t),
);
