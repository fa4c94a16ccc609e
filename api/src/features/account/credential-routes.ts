import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  createEmailChangePayloadSchema,
  createPasswordChangePayloadSchema,
  emailChangeResponseSchema,
} from '@coach/shared/profile';
import { isWeakPassword } from '../../accounts/passwords';
import { addError, type ErrorMap } from '@coach/server-kit/http/errors';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireSession, requireVerifiedSession, type AuthedEnv } from '../../session/middleware';
import { answerAccountError } from './errors';
import { changePassword, requestEmailChange, type AccountDeps } from './service';
import { COMMON, SIGNED_IN, VERIFIED, sessionOf } from './route-docs';

/** Registration's common-password rule (the list lives in the api), with its message. */
function newPasswordChecks(c: Context<AppEnv>, body: Record<string, unknown>, errors: ErrorMap): void {
  if (errors.new_password || typeof body.new_password !== 'string') return;
  // The session middleware runs before the body: the account is known here.
  const email = (c as unknown as Context<AuthedEnv>).var.auth.user.email;
  if (isWeakPassword(body.new_password, email)) addError(errors, 'new_password', c.var.tv('password.common'));
}

const emailBody = jsonBody(localized(createEmailChangePayloadSchema), {
  invalid:
    'Field errors; a wrong password under errors.password; a taken or unchanged address under errors.email',
});
const passwordBody = jsonBody(localized(createPasswordChangePayloadSchema), {
  alsoCheck: newPasswordChecks,
  invalid:
    'Field errors; a wrong current password under errors.current_password; a common password under errors.new_password',
});

/** My e-mail address and my password: each change proves who asks (the password). */
export function credentialRoutes(deps: AccountDeps) {
  const session = requireSession(deps.sessions, deps.clock);
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .post(
      '/api/dashboard/profile/email',
      // Not gated on verification: an unverified person may fix a mistyped address.
      session,
      emailBody,
      describeRoute({
        summary: 'Change my e-mail address: a link goes to the new one, which replaces the old once opened',
        ...COMMON,
        responses: {
          202: jsonDoc('Link sent to the new address', emailChangeResponseSchema),
          ...SIGNED_IN,
          429: errorDoc('Too many changes or wrong passwords (Retry-After)'),
        },
      }),
      async (c) => {
        const pending = await requestEmailChange(
          deps,
          c.var.auth.user.id,
          c.req.valid('json'),
          requestClient(c),
        ).catch(answerAccountError(c.var.t));
        return c.json(pending, 202);
      },
    )
    .post(
      '/api/dashboard/profile/password',
      verified,
      passwordBody,
      describeRoute({
        summary: 'Change my password; my other sessions end',
        ...COMMON,
        responses: {
          204: { description: 'Changed; every other session is revoked' },
          ...VERIFIED,
          429: errorDoc('Too many wrong passwords (Retry-After)'),
        },
      }),
      async (c) => {
        await changePassword(deps, sessionOf(c), c.req.valid('json'), requestClient(c)).catch(
          answerAccountError(c.var.t),
        );
        return c.body(null, 204);
      },
    );
}
