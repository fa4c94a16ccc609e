import { createBrowserRouter } from 'react-router';
import { OVERVIEW_DATA_ID, ROUTE_DATA_ID } from '@coach/shared/prerender';
import { loadRemoteRoutes, loadRemoteWidgets } from '../../lib/federation/remotes.ts';
import { WIDGET_REMOTES } from '../../lib/federation/prefixes.ts';
import { readInlineJson } from '../../lib/inline-json.ts';
import { whenTrue } from '../../features/prerender/when-router-ready.ts';
import { createRouteTree } from '../routing/route-tree.ts';
import { createRemoteRoutePatcher, toRouteObject } from '../routing/remote-route-patcher.ts';
import { LAYOUT_ROUTE_ID } from '../routing/layout-ids.ts';

/**
 * The start's router step (bootstrap.tsx), a module of its own so that react-router and the route
 * tree are evaluated in a task of their own. On a signed-in page the server drew with its remote,
 * or whose data it read when the drawing failed, the router starts from that page's route and
 * data, so the live page draws the same content at once instead of reading it again.
 */
export async function createAppRouter() {
  const drawn =
    document.getElementById(ROUTE_DATA_ID) || document.getElementById(OVERVIEW_DATA_ID)
      ? await import('../routing/drawn-page-routes.ts')
          .then(({ startFromDrawnPage }) =>
            startFromDrawnPage({
              loadRoutes: loadRemoteRoutes,
              loadWidgets: loadRemoteWidgets,
              widgetRemotes: WIDGET_REMOTES,
              createTree: createRouteTree,
              toRouteObject,
              layoutRouteIds: LAYOUT_ROUTE_ID,
              readInlineJson,
              whenTrue,
            }),
          )
          .catch(() => null)
      : null;
  const router = createBrowserRouter(drawn?.start?.routes ?? createRouteTree(), {
    patchRoutesOnNavigation: createRemoteRoutePatcher(loadRemoteRoutes),
    ...(drawn?.start ? { hydrationData: { loaderData: drawn.start.loaderData } } : {}),
  });
  return { router, drawn };
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>['router'];
