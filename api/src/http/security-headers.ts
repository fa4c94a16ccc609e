import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

export interface SecurityHeadersOptions {
  /** The current Content-Security-Policy (follows the remote registry). */
  csp: () => Promise<string>;
}

/**
 * On every response: nosniff, a strict referrer policy, no framing (CSP `frame-ancestors 'none'`
 * and the legacy X-Frame-Options), and a CSP whose script/connect sources are `'self'` plus
 * exactly the origins of the remote registry's absolute manifest URLs.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', await options.csp());
  };
}
