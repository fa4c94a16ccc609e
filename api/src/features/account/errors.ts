import type { TFunction } from 'i18next';
import { errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers, type CodeOf } from '@coach/server-kit/http/feature-errors';

/** Why a profile or account use case refused, by the status it answers; only this file knows HTTP. */
const BY_STATUS = {
  404: ['session_not_found'],
  422: ['wrong_current_password', 'wrong_password', 'same_email', 'email_taken', 'delete_email_mismatch'],
} as const;

export type AccountErrorCode = CodeOf<typeof BY_STATUS>;

export class AccountError extends FeatureError<AccountErrorCode> {}

/** The field a refused form shows its message by, and the message's key. */
const FIELD_MESSAGES: Record<Exclude<AccountErrorCode, 'session_not_found'>, [string, string]> = {
  wrong_current_password: ['current_password', 'account.wrongPassword'],
  wrong_password: ['password', 'account.wrongPassword'],
  same_email: ['email', 'account.sameEmail'],
  email_taken: ['email', 'auth.emailTaken'],
  delete_email_mismatch: ['email', 'account.deleteEmailMismatch'],
};

function body(code: AccountErrorCode, t: TFunction): ErrorBody {
  if (code === 'session_not_found') return errorBody(t('account.sessionNotFound'));
  const [field, key] = FIELD_MESSAGES[code];
  return errorBody(null, { [field]: [t(key)] });
}

/** A AccountError as the api answers it, in the request's language; `answerAccountError(t)` for a route's `.catch`. */
export const { answer: answerAccountError } = featureErrorAnswers(AccountError, BY_STATUS, (error, t) =>
  body(error.code, t),
);
