import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import {
  remoteRouteId,
  type RemoteName,
  type RemoteRoute,
  type RemoteRoutesModule,
} from '@coach/shared/contract';
import { LAYOUT_ROUTE_ID } from './layout-ids.ts';
import { ownerOf } from '../../lib/federation/prefixes.ts';
import { RemoteRouteError } from '../../features/errors/RouteErrorPage.tsx';

type LoadRoutes = (remote: RemoteName) => Promise<RemoteRoutesModule>;

export function toRouteObject(remote: RemoteName, route: RemoteRoute): RouteObject {
  return {
    // A failing area stays inside its layout unless the remote brings its own boundary.
    ErrorBoundary: RemoteRouteError,
    ...route,
    id: remoteRouteId(remote, route.handle.name),
    handle: { ...route.handle, remote },
  };
}

/**
 * Route discovery on navigation: the first time a path under a remote's prefix is visited, the
 * remote's `./routes` module is loaded and its routes are mounted under the layouts they
 * declare. Patching is idempotent (react-router ignores routes it already has), so every call
 * may patch; only the download is cached, and a failed one is forgotten so Retry can try again.
 */
export function createRemoteRoutePatcher(loadRoutes: LoadRoutes): PatchRoutesOnNavigationFunction {
  const loads = new Map<RemoteName, Promise<RemoteRoutesModule>>();
  return async ({ path, patch }) => {
    const remote = ownerOf(path);
    if (!remote) return;
    let pending = loads.get(remote);
    if (!pending) {
      pending = loadRoutes(remote);
      loads.set(remote, pending);
      pending.catch(() => loads.delete(remote));
    }
    const mod = await pending;
    for (const route of mod.routes) {
      patch(LAYOUT_ROUTE_ID[route.handle.layout], [toRouteObject(remote, route)]);
    }
  };
}
