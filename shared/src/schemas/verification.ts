import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import { objectMessage, requiredText } from './fields';

/** Tokens in links are base64url, 43 characters for 256 bits. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Body of `POST /api/dashboard/verification/confirm`: the `token` from the e-mailed link. */
export function createVerificationConfirmSchema(t: TranslateFn) {
  return v.strictObject(
    {
      token: requiredText(
        () => t('token.required'),
        v.regex(LINK_TOKEN_PATTERN, () => t('token.invalid')),
      ),
    },
    objectMessage(t),
  );
}
export type VerificationConfirmPayload = v.InferInput<ReturnType<typeof createVerificationConfirmSchema>>;
