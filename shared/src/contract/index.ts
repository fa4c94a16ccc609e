import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RemoteName } from './remotes.ts';

export * from './remotes.ts';

/**
 * The typed surface between the shell and its remotes. Bump CONTRACT_VERSION's major when a
 * change would break a remote built against the previous one; the shell refuses remotes whose
 * major it does not support.
 */
export const CONTRACT_VERSION = '1.0.0';

export const LAYOUTS = ['home', 'main', 'default', 'sidebar', 'next-page'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export interface RouteHandle {
  /**
   * The route name of docs/product.md §2. The guards read it and nothing else: a name starting
   * with "home" is the home area, every other route needs a session (docs/product.md §3).
   */
  name: string;
  layout: LayoutName;
  /** i18n key (in the remote's namespace) of the page title, used for document.title. */
  titleKey: string;
  /** Filled in by the shell when it mounts the route. */
  remote?: RemoteName;
}

/**
 * The id of a remote's route in the shell's router, and in the remote's server render
 * (docs/adr/0013-signed-in-first-paint.md): the route data the server renders with is keyed by it,
 * and the browser's router will start from the same data, so both must name a route alike.
 */
export function remoteRouteId(remote: RemoteName, name: RouteHandle['name']): string {
  return `${remote}:${name}`;
}

/** A react-router route object whose handle carries the contract's tags. */
export type RemoteRoute = Omit<RouteObject, 'handle' | 'children' | 'index'> & {
  path: string;
  handle: RouteHandle;
};

export interface RemoteRoutesModule {
  contractVersion: string;
  /** i18next namespace the remote registers its strings under. */
  namespace: string;
  routes: RemoteRoute[];
}

export const WIDGET_SLOTS = ['main-goal', 'interior-weather', 'my-training', 'my-schedule'] as const;
export type WidgetSlot = (typeof WIDGET_SLOTS)[number];

/**
 * What the shell gives a widget. `data`: the widget's reads as its declaration names them
 * (docs/server-render.md), when the shell has them — the server read them for a page it drew; a
 * widget given none reads them itself. Opaque to the shell: it passes on what the server inlined.
 */
export interface WidgetProps {
  data?: unknown;
}

export interface OverviewWidget {
  slot: WidgetSlot;
  /** Lower comes first on the overview page. */
  order: number;
  titleKey: string;
  Component: ComponentType<WidgetProps>;
}

/**
 * The id of a remote's widget in its server render and in the overview's inlined data, as
 * `remoteRouteId` is for a route (no route name holds a `/`).
 */
export function widgetRenderId(remote: RemoteName, slot: WidgetSlot): string {
  return `${remote}:widget/${slot}`;
}

export interface RemoteWidgetsModule {
  contractVersion: string;
  namespace: string;
  widgets: OverviewWidget[];
}

export function isContractCompatible(remoteVersion: string, hostVersion = CONTRACT_VERSION): boolean {
  const major = (v: string) => v.split('.')[0];
  return major(remoteVersion) === major(hostVersion);
}

type PageModule = { default: ComponentType };

/** A route's lazy page: the component's code downloads on first visit, not with `./routes`. */
export function lazyPage(load: () => Promise<PageModule>): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load()).default });
}

/** Compile-time check that an exposed module matches the contract: `AssertRoutesModule<typeof import('./routes.ts')>`. */
export type AssertRoutesModule<T extends RemoteRoutesModule> = T;
export type AssertWidgetsModule<T extends RemoteWidgetsModule> = T;
