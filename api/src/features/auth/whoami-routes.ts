import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { whoamiResponseSchema } from '@coach/shared/schemas';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import { BEARER, errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import type { AuthDeps } from '../../session/deps';
import { requireSession, requireVerifiedSession } from '../../session/middleware';
import { toWhoami } from './whoami';

/** Who is signed in, and the verified gate: what a session token gives. */
export function whoamiRoutes(deps: AuthDeps) {
  const session = requireSession(deps.sessions, deps.clock);
  const verified = requireVerifiedSession(deps);
  return (
    new Hono<AppEnv>()
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
      .get(
        '/api/dashboard/me/ping',
        verified,
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
