import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { createLoginPayloadSchema, tokenResponseSchema } from '@coach/shared/schemas';
import { BEARER, LOCALE_PARAMETER, errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import type { AuthDeps } from '../../session/deps';
import { unauthenticated } from '../../session/middleware';
import { bearerToken } from '../../session/tokens';
import { answerAuthError } from './errors';
import { logIn } from './service';

// The login screen shows errors.base only (docs/product.md): field messages are repeated there.
const loginBody = jsonBody(localized(createLoginPayloadSchema), {
  repeatInBase: true,
  invalid: 'Invalid body: messages in errors.base and per field',
});

/** Log in (a new token each time) and log out (the token revoked on the server). */
export function loginRoutes(deps: AuthDeps) {
  const { sessions, clock } = deps;
  return new Hono<AppEnv>()
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
    );
}
