import './styles/global.css';
import { currentRegistry } from './lib/federation/remotes.ts';
import { reloadOnNextNavigation } from './app/routing/reload-on-next-navigation.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { createOutdatedProbe, startBuildCheck } from './features/versioning/build-check.ts';
import { TAKE_OVER_WAIT_MS, isPrerendered } from './features/prerender/LiveMark.tsx';
import { whenRouterReady } from './features/prerender/when-router-ready.ts';
import { watchPrerenderedFields } from './features/prerender/form-handover.ts';

function buildId(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? 'unknown';
}

/** Tests (and curious operators) shorten the hourly check with `?build-check-ms=`, 1 s at least. */
function buildCheckInterval(): number | undefined {
  const value = Number(new URLSearchParams(window.location.search).get('build-check-ms'));
  return value >= 1000 ? value : undefined;
}

/**
 * A start step's module, once evaluated, handed over in the next task: evaluating a step's modules
 * (i18next and the strings, the router, react-dom) and running the step were one task each time.
 */
async function evaluated<T>(module: Promise<T>): Promise<T> {
  const loaded = await module;
  await yieldToMain();
  return loaded;
}

/**
 * docs/product.md §4: version check, then registry and whoami in parallel, then guards and render.
 *
 * Each step is a module of its own, evaluated in one task and run in the next (`evaluated`): on a
 * phone one task for the whole start holds every tap back for a third of a second
 * (docs/adr/0006-size-budget.md, "Start-up in short tasks"). Their modules are in this chunk
 * (`eager`: no request), only evaluated when their step comes.
 */
async function start(): Promise<void> {
  const { startLanguage } = await evaluated(
    import(/* webpackMode: "eager" */ './app/start/start-language.ts'),
  );
  startLanguage();
  await yieldToMain();
  const { startSession } = await evaluated(import(/* webpackMode: "eager" */ './app/start/start-session.ts'));
  await startSession();
  await yieldToMain();
  const { startFederation } = await evaluated(
    import(/* webpackMode: "eager" */ './app/start/start-federation.ts'),
  );
  await startFederation();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  await yieldToMain();
  const { createAppRouter } = await evaluated(
    import(/* webpackMode: "eager" */ './app/start/create-app-router.ts'),
  );
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
  const { renderApp } = await evaluated(import(/* webpackMode: "eager" */ './app/start/RenderApp.tsx'));
  renderApp(container, router, handover);
}

void start();
