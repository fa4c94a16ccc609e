import type { MiddlewareHandler } from 'hono';
import { findRedirect, type RedirectRule } from '@coach/shared/redirects';
import { RESERVED_SEGMENTS } from '@coach/shared/redirects/validate';
import type { AppEnv } from '@coach/server-kit/http/types';

/**
 * How long a browser or a CDN may remember a permanent redirect. Short on purpose: an operator's
 * mistake at 3 a.m. must not outlive its removal by days (docs/operating.md, "Redirects").
 */
export const PERMANENT_REDIRECT_CACHE = 'public, max-age=3600';
/** A temporary redirect is asked again every time. */
export const TEMPORARY_REDIRECT_CACHE = 'no-store';

export interface PageRedirectsDeps {
  /** The rules as they apply now (the registry's, already filtered by the allowlist). */
  rules: () => Promise<RedirectRule[]>;
}

/**
 * A full page load of a path an operator's rule redirects: 308 (permanent) or 307 (temporary)
 * before any HTML is served. Only page paths (no extension in the last segment, outside what the
 * server owns) are looked up. A registry that cannot be read serves the page: redirects are a
 * convenience, the page is not.
 */
export function pageRedirects(deps: PageRedirectsDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const segments = url.pathname.split('/');
    const first = segments[1] ?? '';
    const last = segments[segments.length - 1] ?? '';
    if (first === '' || RESERVED_SEGMENTS.includes(first.toLowerCase()) || last.includes('.')) return next();
    let rules: RedirectRule[];
    try {
      rules = await deps.rules();
    } catch (error) {
      c.var.log.error({ err: error }, 'could not read the redirect rules');
      return next();
    }
    const match = findRedirect(rules, url.pathname, url.search);
    if (!match) return next();
    c.header('Cache-Control', match.permanent ? PERMANENT_REDIRECT_CACHE : TEMPORARY_REDIRECT_CACHE);
    return c.redirect(match.location, match.permanent ? 308 : 307);
  };
}
