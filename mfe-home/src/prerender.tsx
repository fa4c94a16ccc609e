// The signed-out pages drawn at build time (docs/adr/0012-prerendered-first-paint.md): bundled for
// Node by tooling/webpack/create-prerender-config.cjs and run by tooling/prerender/write-prerender.mjs,
// which ships the markup in dist/prerender.json. The server puts it into the HTML of a visitor
// without a session, so the page paints before any script has run; the shell then draws the live
// page in its place. Only pages whose first render depends on nothing but the language are listed.
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { LANGUAGES, i18n, initI18n } from '@coach/shared/i18n';
import type { PrerenderModule, RenderedEntry } from '@coach/shared/prerender';
import { routes } from './exposes/routes.ts';

/** The paths drawn ahead: the doors of the product (landing, login). */
export const PRERENDERED_PATHS = ['/home', '/home/login', '/home/start-freemium', '/coming-soon'] as const;

async function renderPath(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} at prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

export const prerender: PrerenderModule['prerender'] = async () => {
  initI18n();
  const entries: Record<string, RenderedEntry> = {};
  for (const pathname of PRERENDERED_PATHS) {
    const route = routes.find((candidate) => candidate.path === pathname);
    if (!route) throw new Error(`${pathname} is not a route of mfe-home`);
    const html = {} as RenderedEntry['html'];
    for (const lng of LANGUAGES) {
      await i18n.changeLanguage(lng);
      html[lng] = await renderPath(pathname);
    }
    entries[pathname] = { layout: route.handle.layout, html };
  }
  return entries;
};
