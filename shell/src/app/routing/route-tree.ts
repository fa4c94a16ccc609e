import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@coach/shared/contract';
import { RootShell } from '../RootShell.tsx';
import { StartupFallback } from '../../components/StartupFallback.tsx';
import { LAYOUT_ROUTE_ID } from './layout-ids.ts';
import { LAYOUTS } from '../../layouts/Layouts.tsx';
import { RouteErrorPage } from '../../features/errors/RouteErrorPage.tsx';
import { NotFoundPage } from '../../features/errors/NotFoundPage.tsx';
import { ClearCachePage } from '../../features/versioning/ClearCachePage.tsx';
import { CLEAR_CACHE_PATH } from '../../features/versioning/front-version.ts';
import { alwaysRevalidate, createRedirectLoader } from '../../features/redirects/redirect-loader.ts';
import { currentRegistry } from '../../lib/federation/remotes.ts';

const overviewHandle: RouteHandle = {
  name: 'index',
  layout: 'default',
  titleKey: 'overview.title',
};

/**
 * The shell's own routes: the layouts (empty until remotes are discovered), the overview page it
 * owns, and the catch-all 404. Everything else is patched in from the remotes at navigation.
 */
export function createRouteTree(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: StartupFallback,
      // The operators' redirect rules, before any route renders (docs/operating.md, "Redirects").
      loader: createRedirectLoader(() => currentRegistry()?.redirects ?? []),
      shouldRevalidate: alwaysRevalidate,
      children: [
        { id: LAYOUT_ROUTE_ID.home, Component: LAYOUTS.home, children: [] },
        { id: LAYOUT_ROUTE_ID.main, Component: LAYOUTS.main, children: [] },
        {
          id: LAYOUT_ROUTE_ID.default,
          Component: LAYOUTS.default,
          children: [
            {
              id: 'index',
              index: true,
              handle: overviewHandle,
              lazy: async () => ({
                Component: (await import('../../features/overview/OverviewPage.tsx')).OverviewPage,
              }),
            },
          ],
        },
        { id: LAYOUT_ROUTE_ID.sidebar, Component: LAYOUTS.sidebar, children: [] },
        { id: LAYOUT_ROUTE_ID['next-page'], Component: LAYOUTS['next-page'], children: [] },
        // Unguarded (no route name): it runs right after the site's data, token included, was cleared.
        { id: 'clear-cache', path: CLEAR_CACHE_PATH, Component: ClearCachePage },
        { id: 'not-found', path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
