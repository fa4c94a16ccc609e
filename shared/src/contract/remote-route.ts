// A remote's route objects for its `./routes`, from one helper. Bundled into each remote
// (create-config.cjs, BUNDLED_SHARED_ENTRIES), not provided by the shell: a remote using it runs
// on any shell of the contract's major, and the signed-out pages' first load does not carry it.
import type { RouteObject } from 'react-router';
import { lazyPage, type RemoteRoute, type RouteHandle } from '@coach/shared/contract';

/**
 * A route as a remote declares it: its path and handle and, when its page reads data, the browser
 * route's loader and when it reads again (a route's data, `declareRouteData`: docs/server-render.md).
 * A route both bundles draw is declared once in the remote's `src/app/<name>-route.ts`.
 */
export interface RouteDeclaration {
  path: string;
  handle: RouteHandle;
  data?: Pick<RouteObject, 'loader' | 'shouldRevalidate'>;
}

/**
 * A remote's route for its `./routes`: the declaration's path, handle and data (the reads start at
 * navigation, beside the page's download) and its lazy page. The one shape the shell mounts.
 */
export function remoteRoute(
  { path, handle, data }: RouteDeclaration,
  page: Parameters<typeof lazyPage>[0],
): RemoteRoute {
  const reads = data ? { loader: data.loader, shouldRevalidate: data.shouldRevalidate } : {};
  return { path, handle, ...reads, lazy: lazyPage(page) };
}
