import { registerPlugins } from '@module-federation/enhanced/runtime';
import { addNamespace, initI18n } from '@coach/shared/i18n';
import { authStore, readToken } from '@coach/shared/auth';
import type { RegistryDocument } from '@coach/shared/registry';
import { isRemoteName } from '@coach/shared/contract';
import fr from './i18n/fr.json';
import en from './i18n/en.json';
import './styles/global.css';
import { startRegistry } from './lib/federation/registry.ts';
import { currentRegistry, registerFromRegistry } from './lib/federation/remotes.ts';
import { createReleaseIntegrity, installIntegrityHook } from './lib/federation/release-integrity.ts';
import { platformRuntimePlugin } from './lib/federation/runtime-plugin.ts';
import { yieldingRuntimePlugin } from './lib/federation/yielding-plugin.ts';
import { reloadOnNextNavigation } from './app/routing/reload-on-next-navigation.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { checkFrontVersion } from './features/versioning/front-version.ts';
import { clearSiteData } from './features/versioning/clear-site-data.ts';
import { createOutdatedProbe, startBuildCheck } from './features/versioning/build-check.ts';
import { reportClientError } from './features/errors/report-client-error.ts';
import { TAKE_OVER_WAIT_MS, isPrerendered } from './features/prerender/LiveMark.tsx';
import { whenRouterReady } from './features/prerender/when-router-ready.ts';
import { watchPrerenderedFields } from './features/prerender/form-handover.ts';
import { renderLanguageChangesAsTransitions } from './features/language/LanguageTransition.tsx';

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
    yieldingRuntimePlugin(),
  ]);
  registerFromRegistry(registry);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // The router and then React are evaluated and started each in a task of their own: on a phone
  // one task for the whole start holds every tap back for a third of a second (ADR 0006). Their
  // modules are in this chunk (`eager`: no request), only run later.
  await yieldToMain();
  const { createAppRouter } = await import(/* webpackMode: "eager" */ './app/start/create-app-router.ts');
  const { router, drawn } = await createAppRouter();

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
  await yieldToMain();
  const { renderApp } = await import(/* webpackMode: "eager" */ './app/start/RenderApp.tsx');
  renderApp(container, router, handover);
}

void start();
