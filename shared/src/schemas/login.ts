import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import { currentPasswordField, emailField, objectMessage } from './fields';

/** Body of `POST /api/dashboard/login?locale=fr|en`: `{ email, password }`; also the login form. */
export function createLoginPayloadSchema(t: TranslateFn) {
  return v.strictObject({ email: emailField(t), password: currentPasswordField(t) }, objectMessage(t));
}
export type LoginPayload = v.InferInput<ReturnType<typeof createLoginPayloadSchema>>;
