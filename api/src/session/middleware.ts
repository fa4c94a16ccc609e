import type { MiddlewareHandler } from 'hono';
import type { TFunction } from 'i18next';
import type { Clock } from '@coach/server-kit/clock';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import type { RequestVariables } from '@coach/server-kit/http/types';
import type { ActiveSession, SessionStore } from './sessions';
import { bearerToken } from './tokens';

export interface AuthedEnv {
  Variables: RequestVariables & { auth: ActiveSession; token: string };
}

export function unauthenticated(t: TFunction): ApiError {
  return new ApiError(401, errorBody(t('auth.unauthenticated')), {
    'WWW-Authenticate': 'Bearer realm="coach", error="invalid_token"',
  });
}

/**
 * 401 unless `Authorization: Bearer <token>` names a live session. The token is accepted from
 * that header only (never from a cookie or the query): no CSRF surface.
 */
export function requireSession(sessions: SessionStore, clock: Clock): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw unauthenticated(c.var.t);
    const session = await sessions.resolve(token, clock.now());
    if (!session) throw unauthenticated(c.var.t);
    c.set('auth', session);
    c.set('token', token);
    await next();
  };
}

/**
 * The verified gate (SPEC §6): every signed-in call other than whoami, verification and logout
 * refuses an account whose e-mail address is not verified yet.
 */
export const requireVerified: MiddlewareHandler<AuthedEnv> = async (c, next) => {
  if (!c.var.auth.user.emailVerifiedAt) {
    throw new ApiError(403, errorBody(c.var.t('auth.unverified')));
  }
  await next();
};

/** The gate of every signed-in call but the few SPEC §6 lets through unverified: a live session, then a verified address. */
export function requireVerifiedSession(deps: {
  sessions: SessionStore;
  clock: Clock;
}): MiddlewareHandler<AuthedEnv> {
  const session = requireSession(deps.sessions, deps.clock);
  return (c, next) =>
    session(c, async () => {
      await requireVerified(c, next);
    });
}
