import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { createLoginPayloadSchema, tokenResponseSchema, whoamiResponseSchema } from '@coach/shared/schemas';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import { BEARER, LOCALE_PARAMETER, errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import type { AuthDeps } from '../../session/deps';
import { requireSession, requireVerified, unauthenticated } from '../../session/middleware';
import { bearerToken } from '../../session/tokens';
import { throttleGate } from '../../throttle/throttle-gate';
import { isUsableInvitationToken } from '../../accounts/invitations';
import { answerAuthError } from './errors';
import { normalizeInvitedId, registerBody } from './register-input';
import { logIn, registerAccount, registerCheck } from './service';
import { toWhoami } from './whoami';

// The login screen shows errors.base only (docs/product.md): field messages are repeated there.
const loginBody = jsonBody(localized(createLoginPayloadSchema), {
  repeatInBase: true,
  invalid: 'Invalid body: messages in errors.base and per field',
});

/** The auth contract (docs/api.md): register, login, whoami, logout and the verified gate. */
export function authRoutes(deps: AuthDeps) {
  const { sessions, clock } = deps;
  const session = requireSession(sessions, clock);
  const registerGate = throttleGate(deps, (c) => [registerCheck(c.var.clientIp)]);
  return (
    new Hono<AppEnv>()
      .post(
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
          const { token } = await registerAccount(deps, input, requestClient(c)).catch(
            answerAuthError(c.var.t),
          );
          return c.json({ token }, 201);
        },
      )
      .post(
        '/api/dashboard/login',
        loginBody,
        describeRoute({
          summary: 'Log in; a new token at every login',
          tags: ['auth'],
          parameters: [LOCALE_PARAMETER],
          responses: {
            200: jsonDoc('The token to store in the `token` cookie', tokenResponseSchema),
            401: errorDoc('Wrong e-mail or password: one generic message in errors.base'),
            429: errorDoc('Too many failures for this account or address (Retry-After)'),
          },
        }),
        async (c) => {
          const { token } = await logIn(deps, c.req.valid('json'), requestClient(c)).catch(
            answerAuthError(c.var.t),
          );
          return c.json({ token });
        },
      )
      .get(
        '/api/dashboard/whoami',
        session,
        describeRoute({
          summary: 'The signed-in identity and user (allowed before verification)',
          tags: ['auth'],
          security: BEARER,
          responses: { 200: jsonDoc('Session', whoamiResponseSchema), 401: errorDoc('No valid token') },
        }),
        (c) => c.json(toWhoami(c.var.auth.sessionId, c.var.auth.user)),
      )
      .post(
        '/api/dashboard/logout',
        describeRoute({
          summary: 'Revoke the token on the server',
          tags: ['auth'],
          security: BEARER,
          responses: {
            204: { description: 'Revoked (also when it already was)' },
            401: errorDoc('No well-formed Bearer token'),
          },
        }),
        async (c) => {
          const token = bearerToken(c.req.header('Authorization'));
          if (!token) throw unauthenticated(c.var.t);
          const revoked = await sessions.revoke(token, clock.now());
          if (revoked) c.var.log.info({ event: 'logout' }, 'session revoked');
          return c.body(null, 204);
        },
      )
      .get(
        '/api/dashboard/me/ping',
        session,
        requireVerified,
        describeRoute({
          summary: 'A signed-in call behind the verified gate',
          tags: ['auth'],
          security: BEARER,
          responses: {
            200: jsonDoc('Verified session', {
              type: 'object',
              required: ['ok', 'user_id'],
              properties: { ok: { const: true }, user_id: { type: 'string' } },
            }),
            401: errorDoc('No valid token'),
            403: errorDoc('E-mail address not verified yet'),
          },
        }),
        (c) => c.json({ ok: true, user_id: c.var.auth.user.id }),
      )
      // Other methods on whoami answer 404 like an unknown path (not the router's 404 text).
      .all('/api/dashboard/whoami', (c) => {
        throw new ApiError(404, errorBody(c.var.t('errors.notFound', { path: c.req.path })));
      })
  );
}
