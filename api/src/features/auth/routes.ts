import { Hono } from 'hono';
import { errorBody, ApiError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import type { AuthDeps } from '../../session/deps';
import { login } from './login';
import { requireSession, requireVerified, unauthenticated } from '../../session/middleware';
import { register } from './register';
import { bearerToken } from '../../session/tokens';
import { toWhoami } from '../../accounts/users';

/** The auth contract of SPEC §7 (docs/api.md). */
export function authRoutes(deps: AuthDeps) {
  const { sessions, clock } = deps;
  const session = requireSession(sessions, clock);
  return new Hono<AppEnv>()
    .post('/api/dashboard/register', (c) => register(c, deps))
    .post('/api/dashboard/login', (c) => login(c, deps))
    .get('/api/dashboard/whoami', session, (c) => c.json(toWhoami(c.var.auth.sessionId, c.var.auth.user)))
    .post('/api/dashboard/logout', async (c) => {
      const token = bearerToken(c.req.header('Authorization'));
      if (!token) throw unauthenticated(c.var.t);
      const revoked = await sessions.revoke(token, clock.now());
      if (revoked) c.var.log.info({ event: 'logout' }, 'session revoked');
      return c.body(null, 204);
    })
    .get('/api/dashboard/me/ping', session, requireVerified, (c) => c.json({ ok: true, user_id: c.var.auth.user.id }))
    .all('/api/dashboard/whoami', (c) => {
      throw new ApiError(404, errorBody(c.var.t('errors.notFound', { path: c.req.path })));
    });
}
