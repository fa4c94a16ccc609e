import type { Context } from 'hono';
import { createRegisterPayloadSchema } from '@coach/shared/schemas';
import { addError, type ErrorMap } from '@coach/server-kit/http/errors';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { isWeakPassword } from '../../accounts/passwords';
import { TOKEN_PATTERN } from '../../session/tokens';

/** `?invited_id=` values that mean "no invitation" (a front may send them for a missing id). */
export function normalizeInvitedId(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const value = raw.trim();
  if (value === '' || value === 'null' || value === 'undefined') return null;
  return value;
}

/**
 * What the shared schema cannot check (the common-password list lives in the api; the invitation
 * id is in the query), added to the schema's errors so the form gets every problem at once.
 */
function registerChecks(c: Context<AppEnv>, body: Record<string, unknown>, errors: ErrorMap): void {
  const rawUser = body.user && typeof body.user === 'object' ? (body.user as Record<string, unknown>) : {};
  if (!errors.password && typeof rawUser.password === 'string') {
    const email = typeof rawUser.email === 'string' ? rawUser.email.trim() : undefined;
    if (isWeakPassword(rawUser.password, email)) addError(errors, 'password', c.var.tv('password.common'));
  }
  const invitedId = normalizeInvitedId(c.req.query('invited_id'));
  if (invitedId !== null && !TOKEN_PATTERN.test(invitedId)) {
    const message = c.var.t('auth.invitation.invalid');
    addError(errors, 'base', message);
    addError(errors, 'invited_id', message);
  }
}

/** The body of `POST /api/dashboard/register`, with the api's own checks. */
export const registerBody = jsonBody<ReturnType<typeof createRegisterPayloadSchema>, AppEnv>(
  localized(createRegisterPayloadSchema),
  {
    alsoCheck: registerChecks,
    invalid:
      'Field errors under errors.<field> (snake_case); taken address under errors.email; invitation problems under errors.base and errors.invited_id',
  },
);
