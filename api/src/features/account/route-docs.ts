import type { Context } from 'hono';
import { BEARER, errorDoc } from '@coach/server-kit/http/openapi';
import type { AuthedEnv } from '../../session/middleware';

/** What every account route's description shares (routes.ts composes them). */
export const COMMON = { tags: ['account'], security: BEARER };
export const SIGNED_IN = { 401: errorDoc('No valid token') };
export const VERIFIED = { ...SIGNED_IN, 403: errorDoc('Not verified') };

/** The signed-in session, as the session services take it. */
export const sessionOf = (c: Context<AuthedEnv>) => ({
  sessionId: c.var.auth.sessionId,
  userId: c.var.auth.user.id,
});
