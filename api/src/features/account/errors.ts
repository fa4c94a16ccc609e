import type { TFunction } from 'i18next';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody, type ErrorBody } from '@coach/server-kit/http/errors';
import { FeatureError, featureErrorAnswers } from '@coach/server-kit/http/feature-errors';

/** Why a profile or account use case refused; the service knows the code, only this file knows HTTP. */
export type AccountErrorCode =
  | 'wrong_current_password'
  | 'wrong_password'
  | 'same_email'
  | 'email_taken'
  | 'delete_email_mismatch'
  | 'session_not_found';

export class AccountError extends FeatureError<AccountErrorCode> {}

const STATUS: Record<AccountErrorCode, ContentfulStatusCode> = {
  wrong_current_password: 422,
  wrong_password: 422,
  same_email: 422,
  email_taken: 422,
  delete_email_mismatch: 422,
  session_not_found: 404,
};

function body(code: AccountErrorCode, t: TFunction): ErrorBody {
  switch (code) {
    case 'wrong_current_password':
      return errorBody(null, { current_password: [t('account.wrongPassword')] });
    case 'wrong_password':
      return errorBody(null, { password: [t('account.wrongPassword')] });
    case 'same_email':
      return errorBody(null, { email: [t('account.sameEmail')] });
    case 'email_taken':
      return errorBody(null, { email: [t('auth.emailTaken')] });
    case 'delete_email_mismatch':
      return errorBody(null, { email: [t('account.deleteEmailMismatch')] });
    case 'session_not_found':
      return errorBody(t('account.sessionNotFound'));
  }
}

/** A AccountError as the api answers it, in the request's language; `answerAccountError(t)` for a route's `.catch`. */
export const { answer: answerAccountError } = featureErrorAnswers(AccountError, STATUS, (error, t) =>
  body(error.code, t),
);
