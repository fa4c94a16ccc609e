import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { addNamespace, initI18n } from '@coach/shared/i18n';
import { authStore, readToken } from '@coach/shared/auth';
import type { RegistryDocument } from '@coach/shared/registry';
import { OVERVIEW_DATA_ID, ROUTE_DATA_ID } from '@coach/shared/prerender';
import { isRemoteName } from '@coach/shared/contract';
import fr from './i18n/fr.json';
import en from './i18n/en.json';
import './styles/global.css';
import { startRegistry } from './lib/federation/registry.ts';
import {
  currentRegistry,
  loadRemoteRoutes,
  loadRemoteWidgets,
  registerFromRegistry,
} from './lib/federation/remotes.ts';
import { WIDGET_REMOTES } from './lib/federation/prefixes.ts';
import { createReleaseIntegrity, installIntegrityHook } from './lib/federation/release-integrity.ts';
import { platformRuntimePlugin } from './lib/federation/runtime-plugin.ts';
import { createRouteTree } from './app/routing/route-tree.ts';
import { createRemoteRoutePatcher, toRouteObject } from './app/routing/remote-route-patcher.ts';
import { LAYOUT_ROUTE_ID } from './app/routing/layout-ids.ts';
import { readInlineJson } from './lib/inline-json.ts';
import { reloadOnNextNavigation } from './app/routing/reload-on-next-navigation.ts';
import { checkFrontVersion } from './features/versioning/front-version.ts';
import { clearSiteData } from './features/versioning/clear-site-data.ts';
import { createOutdatedProbe, startBuildCheck } from './features/versioning/build-check.ts';
import { reportClientError } from './features/errors/report-client-error.ts';
import { LiveMark, TAKE_OVER_WAIT_MS, isPrerendered } from './features/prerender/LiveMark.tsx';
import { whenRouterReady, whenTrue } from './features/prerender/when-router-ready.ts';
import { watchPrerenderedFields } from './features/prerender/form-handover.ts';
import {
  LanguageTransition,
  renderLanguageChangesAsTransitions,
} from './features/language/LanguageTransition.tsx';

const EMPTY_REGISTRY: RegistryDocument = { revision: 0, remotes: {} };

function buildId(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? 'unknown';
}

/** Tests (and curious operators) shorten the hourly check with `?build-check-ms=`, 1 s at least. */
function buildCheckInterval(): number | undefined {
  const value = Number(new URLSearchParams(window.location.search).get('build-check-ms'));
  return value >= 1000 ? value : undefined;
}

/** docs/product.md §4: version check, then registry and whoami in parallel, then guards and render. */
async function start(): Promise<void> {
  initI18n();
  renderLanguageChangesAsTransitions();
  addNamespace('shell', { fr, en });
  window.addEventListener('error', (event) => reportClientError({ kind: 'uncaught', error: event.error }));
  window.addEventListener('unhandledrejection', (event) =>
    reportClientError({ kind: 'uncaught', error: event.reason }),
  );

  await checkFrontVersion({
    location: window.location,
    storage: localStorage,
    fetchImpl: (...args) => fetch(...args),
    clearSiteData,
    replacePath: (path) => window.history.replaceState(null, '', path),
  });

  if (readToken())
    authStore
      .getState()
      .fetchUser()
      .catch(() => undefined);
  // A registry that cannot be read must not stop the shell: every remote area then shows
  // its "unavailable" panel and the shell's own pages keep working.
  const registry = await startRegistry().catch((error: unknown) => {
    console.error(error);
    return EMPTY_REGISTRY;
  });
  // Every script, style and manifest of a remote is checked against the registry's hashes.
  const integrity = createReleaseIntegrity({
    registry: currentRegistry,
    enforce: process.env.NODE_ENV === 'production',
  });
  installIntegrityHook(integrity);
  registerPlugins([
    platformRuntimePlugin({
      integrity,
      onLoadError: (remote, error) =>
        reportClientError({ kind: 'remote-load', error, remote: isRemoteName(remote) ? remote : null }),
    }),
  ]);
  registerFromRegistry(registry);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A signed-in page the server drew with its remote, or whose data it read when the drawing
  // failed: the router starts from that page's route and data, so the live page draws the same
  // content at once instead of reading it again.
  const drawn =
    document.getElementById(ROUTE_DATA_ID) || document.getElementById(OVERVIEW_DATA_ID)
      ? await import('./app/routing/drawn-page-routes.ts')
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

  startBuildCheck({
    intervalMs: buildCheckInterval(),
    isOutdated: createOutdatedProbe({
      buildId: buildId(),
      registryRevision: () => currentRegistry()?.revision ?? null,
    }),
    onOutdated: () => reloadOnNextNavigation(router),
  });

  // A page the server drew ahead stays until the live one is ready to replace it, in one commit;
  // what the visitor types into it meanwhile goes over to the live page.
  const handover = isPrerendered(container) ? watchPrerenderedFields(container) : null;
  if (handover)
    await Promise.all([
      whenRouterReady(router, TAKE_OVER_WAIT_MS),
      drawn?.whenMemberKnown(TAKE_OVER_WAIT_MS),
    ]);
  const root = createRoot(container);
  // A transition: React renders the first page in slices that leave the main thread free between
  // them (a phone's taps and scrolls answer meanwhile), then shows it in one commit.
  startTransition(() =>
    root.render(
      <StrictMode>
        <LanguageTransition>
          <RouterProvider router={router} />
        </LanguageTransition>
        <LiveMark container={container} handover={handover} />
      </StrictMode>,
    ),
  );
}

void start();
