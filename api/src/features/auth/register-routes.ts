import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { tokenResponseSchema } from '@coach/shared/schemas';
import { LOCALE_PARAMETER, errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import type { AuthDeps } from '../../session/deps';
import { throttleGate } from '../../throttle/throttle-gate';
import { isUsableInvitationToken } from '../../accounts/invitations';
import { answerAuthError } from './errors';
import { normalizeInvitedId, registerBody } from './register-input';
import { registerAccount, registerCheck } from './service';

/** Registration: throttled per address before the body is read, unless a valid invitation comes with it. */
export function registerRoutes(deps: AuthDeps) {
  const { clock } = deps;
  const registerGate = throttleGate(deps, (c) => [registerCheck(c.var.clientIp)]);
  return new Hono<AppEnv>().post(
    '/api/dashboard/register',
    // Before the body is read: a throttled client gets 429 whatever it sends. A valid
    // invitation is proof enough (a workshop registers from one address): it is not counted.
    async (c, next) => {
      const invitedId = normalizeInvitedId(c.req.query('invited_id'));
      if (invitedId && (await isUsableInvitationToken(deps.db, invitedId, clock.now()))) return next();
      return registerGate(c, next);
    },
    registerBody,
    describeRoute({
      summary: 'Create an account; answers the session token and e-mails a verification link',
      tags: ['auth'],
      parameters: [
        {
          in: 'query',
          name: 'invited_id',
          required: false,
          description:
            'Invitation link token (43 base64url characters). Empty, "null" and "undefined" mean no invitation.',
          schema: { type: 'string' },
        },
        LOCALE_PARAMETER,
      ],
      responses: {
        201: jsonDoc('Created: the token to store in the `token` cookie', tokenResponseSchema),
        429: errorDoc('Too many registrations from this address (Retry-After)'),
      },
    }),
    async (c) => {
      const input = {
        user: c.req.valid('json').user,
        invitedId: normalizeInvitedId(c.req.query('invited_id')),
      };
      const { token } = await registerAccount(deps, input, requestClient(c)).catch(answerAuthError(c.var.t));
      return c.json({ token }, 201);
    },
  );
}
