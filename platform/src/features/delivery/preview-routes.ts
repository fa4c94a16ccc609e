import { Hono, type Context } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { AppEnv } from '@coach/server-kit/http/types';
import { deliveryCookie } from './delivery-cookies';
import type { DeliveryState } from './delivery-state';
import {
  PREVIEW_COOKIE,
  PREVIEW_NOTICE_COOKIE,
  encodePreviewCookie,
  readPreviewCookie,
  type PreviewGrant,
} from './preview-cookie';

export interface PreviewRoutesDeps {
  /** The grant a link's token opens, once (registry/preview-grants.ts's openPreviewLink). */
  openLink: (
    token: string,
  ) => Promise<{ id: string; remote: string; version: string; expiresAt: Date } | undefined>;
  previewKey: () => Promise<Buffer>;
  state: () => Promise<DeliveryState>;
  now: () => number;
  /** Where a preview of the remote lands: its first page (`/my_team`). */
  landing: (remote: string) => string;
}

function away(c: Context<AppEnv>, location: string): Response {
  // A link is a secret: never kept, never indexed, never sent on as a referrer.
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(location, 303);
}

/**
 * `GET /preview/<token>`: the operator's link (docs/adr/0016-progressive-delivery.md) becomes the
 * browser's grant, an HttpOnly signed cookie beside its other previews (one per remote), and the
 * browser lands on the remote's page. A link already used, revoked or expired sends to the
 * overview with a message. `GET /preview/leave`: every preview of this browser ends.
 */
export function previewRoutes(deps: PreviewRoutesDeps) {
  const app = new Hono<AppEnv>();
  app.get('/preview/leave', (c) => {
    c.header('Set-Cookie', deliveryCookie(c, PREVIEW_COOKIE, '', 0), { append: true });
    return away(c, '/');
  });
  app.get('/preview/:token', async (c) => {
    const opened = await deps.openLink(c.req.param('token'));
    if (!opened) {
      c.header('Set-Cookie', deliveryCookie(c, PREVIEW_NOTICE_COOKIE, 'link', 300, { httpOnly: false }), {
        append: true,
      });
      return away(c, '/');
    }
    const [key, state] = await Promise.all([deps.previewKey(), deps.state()]);
    const now = deps.now();
    const held = readPreviewCookie(
      key,
      parseCookies(c.req.header('Cookie') ?? '')[PREVIEW_COOKIE],
      now,
      state.revokedGrants,
    );
    const grant: PreviewGrant = {
      id: opened.id,
      remote: opened.remote,
      version: opened.version,
      expiresAt: opened.expiresAt.getTime(),
    };
    const grants = [...held.valid.filter((other) => other.remote !== grant.remote), grant];
    const maxAge = Math.ceil((Math.max(...grants.map((g) => g.expiresAt)) - now) / 1000);
    c.header('Set-Cookie', deliveryCookie(c, PREVIEW_COOKIE, encodePreviewCookie(key, grants), maxAge), {
      append: true,
    });
    return away(c, deps.landing(grant.remote));
  });
  return app;
}
