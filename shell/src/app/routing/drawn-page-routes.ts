// Loaded on its own chunk by the shell's start, and only on a page the server drew with its remote
// (docs/adr/0013-signed-in-first-paint.md). What it needs of the start's own modules comes as
// arguments, not imports: a module both chunks import stops being folded into the start's code,
// which then grows for every visitor (measured: ~550 B gzip on /home/login).
import type { RouteObject } from 'react-router';
import { authStore, readToken } from '@coach/shared/auth';
import {
  remoteRouteId,
  type LayoutName,
  type RemoteName,
  type RemoteRoute,
  type RemoteRoutesModule,
  type RemoteWidgetsModule,
} from '@coach/shared/contract';
import { OVERVIEW_DATA_ID, ROUTE_DATA_ID, type InlineOverviewData } from '@coach/shared/prerender';
import { handOverDrawnOverview } from '../../features/overview/drawn-overview.ts';
import type { SourceState } from '../../features/overview/overview-layout.ts';
import {
  readServerRouteDataValue,
  type ServerRouteData,
} from '../../features/prerender/server-route-data.ts';
import type { whenTrue } from '../../features/prerender/when-router-ready.ts';
import type { readInlineJson } from '../../lib/inline-json.ts';
import type { toRouteObject } from './remote-route-patcher.ts';

/** The start's modules the drawn page's start uses. */
export interface DrawnPageDeps {
  loadRoutes: (remote: RemoteName) => Promise<RemoteRoutesModule>;
  loadWidgets: (remote: RemoteName) => Promise<RemoteWidgetsModule>;
  /** The remotes that fill the overview, in order (lib/federation/prefixes.ts). */
  widgetRemotes: readonly RemoteName[];
  createTree: () => RouteObject[];
  /** remote-route-patcher.ts: a remote's route as the patcher mounts it. */
  toRouteObject: typeof toRouteObject;
  /** layout-ids.ts */
  layoutRouteIds: Record<LayoutName, string>;
  readInlineJson: typeof readInlineJson;
  /** when-router-ready.ts */
  whenTrue: typeof whenTrue;
}

/**
 * The route tree to start the router with on a drawn page: the drawn page's remote routes already
 * mounted (as the patcher would at the first navigation) and its route's module loaded, and the
 * server's data as the router's hydration data. Null (start as usual, the loader reads the api)
 * when there is no data or the remote's routes do not load or do not have that route.
 */
export async function startingRoutes(
  data: ServerRouteData | null,
  deps: Pick<DrawnPageDeps, 'loadRoutes' | 'createTree' | 'toRouteObject' | 'layoutRouteIds'>,
): Promise<{ routes: RouteObject[]; loaderData: Record<string, unknown> } | null> {
  if (!data) return null;
  const mod = await deps.loadRoutes(data.remote).catch(() => null);
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
  return { routes: withRemoteRoutes(deps, data.remote, routes), loaderData: data.loaderData };
}

/**
 * The route tree with a remote's routes already under their layouts, as the patcher would put them
 * at the first navigation: for a page the server drew, whose route must exist before the router
 * starts so that it starts from the server's data (hydrationData) instead of loading it again.
 */
function withRemoteRoutes(
  deps: Pick<DrawnPageDeps, 'createTree' | 'toRouteObject' | 'layoutRouteIds'>,
  remote: RemoteName,
  routes: readonly RemoteRoute[],
): RouteObject[] {
  const mount = (route: RouteObject): RouteObject => {
    const mine = routes.filter((remoteRoute) => deps.layoutRouteIds[remoteRoute.handle.layout] === route.id);
    const children = route.children?.map(mount);
    const added = mine.map((remoteRoute) => deps.toRouteObject(remote, remoteRoute));
    if (!children && added.length === 0) return route;
    return { ...route, children: [...(children ?? []), ...added] } as RouteObject;
  };
  return deps.createTree().map(mount);
}

/** The overview's inlined widget data, checked; null when it is not that. */
export function readOverviewDataValue(value: unknown): InlineOverviewData | null {
  const widgets = (value as { widgets?: unknown } | null)?.widgets;
  return typeof widgets === 'object' && widgets !== null && !Array.isArray(widgets)
    ? { widgets: widgets as Record<string, unknown> }
    : null;
}

/**
 * On an overview the server drew: the widget remotes that drew it, loaded now (their widgets are
 * in the page already), handed to the live overview with their data (features/overview/drawn-overview.ts).
 * A remote that does not load stays loading there, and fails there as it would have.
 */
export async function handOverOverview(
  overview: InlineOverviewData,
  deps: Pick<DrawnPageDeps, 'loadWidgets' | 'widgetRemotes'>,
): Promise<void> {
  const drawnBy = new Set(Object.keys(overview.widgets).map((id) => id.slice(0, id.indexOf(':'))));
  const sources = await Promise.all(
    deps.widgetRemotes.map(async (remote): Promise<SourceState> => {
      const mod = drawnBy.has(remote) ? await deps.loadWidgets(remote).catch(() => null) : null;
      return mod ? { remote, status: 'ready', widgets: mod.widgets } : { remote, status: 'loading' };
    }),
  );
  handOverDrawnOverview({ sources, data: overview.widgets });
}

/**
 * A page the server drew or read for: `startingRoutes` for its route (null for the overview, the
 * shell's own page, or when the route cannot start from the data), the overview's widgets handed
 * over, and the takeover's wait.
 */
export async function startFromDrawnPage(deps: DrawnPageDeps) {
  const data = deps.readInlineJson(ROUTE_DATA_ID, readServerRouteDataValue);
  const overview = deps.readInlineJson(OVERVIEW_DATA_ID, readOverviewDataValue);
  const [start] = await Promise.all([
    startingRoutes(data, deps),
    overview ? handOverOverview(overview, deps) : undefined,
  ]);
  return { start, whenMemberKnown: (timeoutMs: number) => whenMemberKnown(deps, timeoutMs) };
}

/**
 * With a session, the guards draw the startup placeholder until whoami answers (AuthGate): a drawn
 * signed-in page is replaced only once the member is known, or after `timeoutMs`.
 */
function whenMemberKnown({ whenTrue }: Pick<DrawnPageDeps, 'whenTrue'>, timeoutMs: number): Promise<void> {
  const known = () => !readToken() || authStore.getState().app_user !== null || !authStore.getState().loading;
  return whenTrue(known, (listener) => authStore.subscribe(listener), timeoutMs);
}
