import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './types';

/**
 * CORS for an explicit allowlist of origins (`CORS_ORIGINS`); none by default (same origin).
 * Requests from other origins get no CORS header at all. No credentials: the api reads the
 * token from the Authorization header only.
 */
export function corsAllowlist(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(origins);
  const handler = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Request-Id'],
    exposeHeaders: ['Retry-After', 'X-Request-Id', 'ETag'],
    maxAge: 600,
    credentials: false,
  });
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (!origin || !allowed.has(origin)) return next();
    return handler(c, next);
  };
}
