import type { RouteObject } from 'react-router';
import { remoteRouteId, type RemoteName, type RemoteRoutesModule } from '@coach/shared/contract';
import type { ServerRouteData } from '../../features/prerender/server-route-data.ts';
import { withRemoteRoutes } from './remote-route-patcher.ts';

/**
 * The route tree to start the router with on a drawn page: the drawn page's remote routes already
 * mounted (as the patcher would at the first navigation) and its route's module loaded, and the
 * server's data as the router's hydration data. Null (start as usual, the loader reads the api)
 * when there is no data or the remote's routes do not load or do not have that route.
 */
export async function startingRoutes(
  data: ServerRouteData | null,
  loadRoutes: (remote: RemoteName) => Promise<RemoteRoutesModule>,
  createTree: () => RouteObject[],
): Promise<{ routes: RouteObject[]; loaderData: Record<string, unknown> } | null> {
  if (!data) return null;
  const mod = await loadRoutes(data.remote).catch(() => null);
  const drawnRoute = mod?.routes.find(
    (route) => remoteRouteId(data.remote, route.handle.name) === data.route,
  );
  if (!mod || !drawnRoute) return null;
  // react-router runs a lazy route's loader even with its data at hand: the drawn page's module is
  // loaded now (it is needed to draw it anyway) and the route starts without `lazy`.
  const resolved = typeof drawnRoute.lazy === 'function' ? await drawnRoute.lazy().catch(() => null) : {};
  if (!resolved) return null;
  const routes = mod.routes.map((route) =>
    route === drawnRoute ? { ...route, ...resolved, lazy: undefined } : route,
  );
  return { routes: withRemoteRoutes(createTree(), data.remote, routes), loaderData: data.loaderData };
}
