import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '@coach/server-kit/http/types';
import { deliveryCookie } from './delivery-cookies';
import type { DeliveryCounter } from './delivery-counter';
import { engineFamily } from './engine-family';
import type { DeliveryMetrics } from './metrics';
import { DeliveryHolder, VISITOR_COOKIE, runWithDelivery, type RequestDelivery } from './request-delivery';
import { PREVIEW_COOKIE, PREVIEW_NOTICE_COOKIE, encodePreviewCookie } from './preview-cookie';

export interface DeliveryMiddlewareDeps {
  resolve: (c: Context<AppEnv>) => Promise<RequestDelivery>;
  counter: DeliveryCounter;
  metrics: DeliveryMetrics;
  previewKey: () => Promise<Buffer>;
  /** The remotes a page runs (registry/first-paint.ts's remotesForPath): its load counts for each. */
  remotesOfPage: (pathname: string) => readonly string[];
}

/** The route template that answered (`/registry/integrity/:remote/:file`, `*` for pages), never the raw path. */
function routeTemplate(c: Context<AppEnv>): string {
  // After the answer, the route index is the last handler that ran: the one that answered.
  return routePath(c) || 'unmatched';
}

const isPage = (c: Context<AppEnv>) =>
  c.req.method === 'GET' &&
  (c.res.status === 200 || c.res.status === 304) &&
  !c.req.path.startsWith('/api/') &&
  (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');

const YEAR_SECONDS = 365 * 24 * 3600;

const cookie = deliveryCookie;

/**
 * Every request runs with its delivery at hand (request-delivery.ts), resolved only if a part of
 * the answer asks for it; then: its duration by route template, and for a page, its load counted
 * per remote and version, a new visitor's cookie, and a previewing browser's page kept by no cache
 * and no index (docs/adr/0016). Those headers go on the answer's own headers: `c.header` after the
 * handler would turn Hono's light answer into a full web Response, read back as a stream
 * (docs/adr/0019-cpu-per-request.md).
 */
export function deliveryMiddleware(deps: DeliveryMiddlewareDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const startedAt = performance.now();
    const holder = new DeliveryHolder(() => deps.resolve(c));
    await runWithDelivery(holder, next);
    deps.metrics.observeRequest(
      c.req.method,
      routeTemplate(c),
      c.res.status,
      (performance.now() - startedAt) / 1000,
    );
    if (!isPage(c)) return;
    const delivery = await holder.get().catch(() => null);
    if (!delivery) return;
    const headers = c.res.headers;
    const engine = engineFamily(c.req.header('User-Agent'));
    for (const remote of deps.remotesOfPage(c.req.path)) {
      const assigned = delivery.versions.get(remote);
      if (assigned) deps.counter.count('loads', remote, assigned.version, engine);
    }
    if (delivery.newVisitor)
      headers.append('Set-Cookie', cookie(c, VISITOR_COOKIE, delivery.newVisitor, YEAR_SECONDS));
    if (delivery.droppedPreviews > 0) {
      const value = encodePreviewCookie(await deps.previewKey(), delivery.previews);
      const maxAge = value
        ? Math.ceil((Math.max(...delivery.previews.map((g) => g.expiresAt)) - Date.now()) / 1000)
        : 0;
      headers.append('Set-Cookie', cookie(c, PREVIEW_COOKIE, value, maxAge));
    }
    if (delivery.linkRefused)
      headers.append('Set-Cookie', deliveryCookie(c, PREVIEW_NOTICE_COOKIE, '', 0, { httpOnly: false }));
    if (delivery.previews.length > 0 || delivery.droppedPreviews > 0 || delivery.linkRefused) {
      headers.set('Cache-Control', 'private, no-store');
      headers.set('X-Robots-Tag', 'noindex');
    }
  };
}
