import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * The Content-Security-Policy: `'self'` plus extra origins (the platform passes the remote
 * registry's; the api, which serves JSON, none) and, for scripts, the hashes of the inline
 * scripts the server itself writes into its pages (`'sha256-…'`: exactly those texts, nothing else).
 */
export function buildCsp(remoteOrigins: readonly string[], inlineScripts: readonly string[] = []): string {
  const extra = remoteOrigins.length > 0 ? ` ${remoteOrigins.join(' ')}` : '';
  const hashes = inlineScripts.length > 0 ? ` ${inlineScripts.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}${extra}`,
    `connect-src 'self'${extra}`,
    `style-src 'self'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self' data:${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

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
