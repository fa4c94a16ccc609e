// Issue 2 §5: one copy of React on the page, even when the shell and all five remotes are on it.
//
// What "one copy" means, checked two independent ways on one page session that shows the overview
// (widgets of three remotes) and then, without reloading, a page of every remote:
//
// 1. In what was downloaded. Each copy of React's core defines, once, the export
//    `__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = …` (react-dom only reads
//    it), and each copy of react-dom defines `__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = …`.
//    Minifiers keep property names, so counting those assignments in every JavaScript response
//    counts the copies that reached the browser, whatever bundled them (a remote that bundled its
//    own React instead of taking the shared one would show up as a second definition). This does
//    not depend on Module Federation's internals.
// 2. At run time. Every react-dom renderer that starts registers itself with
//    `window.__REACT_DEVTOOLS_GLOBAL_HOOK__` (what React DevTools uses, production builds included),
//    passing the React internals it renders with. A stub hook installed before any script runs
//    counts them: one renderer, bound to one React.
// Plus: no uncaught error on the page ("Invalid hook call" is what two Reacts usually look like).
/* global window, history, dispatchEvent, PopStateEvent */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { expectSingleText } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { liveRemotes } from '../support/registry.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { prepareSession } from '../support/session.mjs';
import { responseBody } from '../support/response-body.mjs';

const suite = useBrowser(import.meta.url);
const ROUTES = expectedRoutes();

const REACT_CORE_DEFINITION = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g;
const REACT_DOM_DEFINITION = /__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/g;

/**
 * One page of each remote, visited in the same document after the overview, all open to the
 * signed-in member (mfe-home's /coming-soon: its /home* pages redirect a signed-in user to /).
 */
const TOUR = ['/coming-soon', '/profile', '/trainings', '/my_team', '/my_commitments'];

/** @type {import('../support/registry.mjs').LiveRemote[]} */
let remotes = [];
before(async () => {
  remotes = await liveRemotes(await suite.ready());
});

/** Installed before the page's scripts: a minimal stand-in for React DevTools' global hook. */
function installDevtoolsHookStub() {
  /** @type {Array<{ version: unknown, rendererPackageName: unknown, currentDispatcherRef: unknown }>} */
  const injected = [];
  const w = /** @type {any} */ (window);
  w.__e2eReactRenderers = injected;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(/** @type {any} */ renderer) {
      injected.push(renderer);
      this.renderers.set(injected.length, renderer);
      return injected.length;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
}

/** Client-side navigation, as a link click would do it: no new document. */
function navigateInApp(/** @type {string} */ pathname) {
  history.pushState(null, '', pathname);
  dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** @param {string} body */
const count = (body, /** @type {RegExp} */ re) => body.match(re)?.length ?? 0;

test('one copy of React and of react-dom on a page that uses the shell and all five remotes', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const owners = new Set(ROUTES.map((route) => route.ownerDir).filter(Boolean));
    const toured = new Set(
      TOUR.map((pathname) => ROUTES.find((route) => route.example === pathname)?.ownerDir),
    );
    assert.deepEqual(
      [...owners].filter((owner) => !toured.has(owner)),
      [],
      'the tour visits every remote',
    );
    await prepareSession(context, baseUrl, 'signed-in');
    await context.addInitScript(installDevtoolsHookStub);
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    /** @type {string[]} */
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));
    /** @type {Promise<{ url: string, body: string }>[]} */
    const scripts = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isJs = type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js');
      if (isJs && response.status() < 300) {
        scripts.push(
          responseBody(response).then((body) => ({ url: response.url(), body: body.toString('utf8') })),
        );
      }
    });

    const title = (/** @type {string} */ example) => {
      const route = ROUTES.find((r) => r.example === example);
      assert.ok(route, `SPEC §2 has ${example}`);
      return route.title.fr;
    };

    await page.goto('/');
    await expectSingleText(page.locator('h1'), title('/'), 'the overview rendered');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      /** @type {any} */ (window).__e2eSameDocument = true;
    });
    for (const pathname of TOUR) {
      await page.evaluate(navigateInApp, pathname);
      await expectSingleText(page.locator('h1'), title(pathname), `${pathname} rendered`);
    }
    await page.waitForLoadState('networkidle');
    assert.equal(
      await page.evaluate(() => /** @type {any} */ (window).__e2eSameDocument),
      true,
      'the tour stayed in one document',
    );

    // The page really holds every remote: otherwise "one React" would prove little.
    const missing = remotes.filter((remote) => !requests.includes(remote.manifestUrl)).map((r) => r.name);
    assert.deepEqual(missing, [], 'every remote of the registry was loaded on this page');

    // 1. Copies downloaded.
    const bodies = await Promise.all(scripts);
    const definitions = (/** @type {RegExp} */ re) =>
      bodies.flatMap(({ url, body }) => Array(count(body, re)).fill(new URL(url).pathname));
    assert.equal(bodies.length > 0, true, 'JavaScript responses were recorded');
    assert.deepEqual(
      definitions(REACT_CORE_DEFINITION).length,
      1,
      `React's core must be defined exactly once in the JavaScript downloaded; found in: ${JSON.stringify(definitions(REACT_CORE_DEFINITION))} ` +
        '(zero means React renamed its internals export: update REACT_CORE_DEFINITION)',
    );
    assert.deepEqual(
      definitions(REACT_DOM_DEFINITION).length,
      1,
      `react-dom must be defined exactly once in the JavaScript downloaded; found in: ${JSON.stringify(definitions(REACT_DOM_DEFINITION))}`,
    );

    // 2. Renderers running.
    const renderers = await page.evaluate(() => {
      const injected = /** @type {any[]} */ (/** @type {any} */ (window).__e2eReactRenderers ?? []);
      return {
        list: injected.map((r) => `${r.rendererPackageName}@${r.version}`),
        reacts: new Set(injected.map((r) => r.currentDispatcherRef)).size,
      };
    });
    assert.deepEqual(
      renderers.list.length,
      1,
      `exactly one React renderer started: ${JSON.stringify(renderers.list)}`,
    );
    assert.match(renderers.list[0] ?? '', /^react-dom@/, 'the renderer is react-dom');
    assert.equal(renderers.reacts, 1, 'the renderer is bound to one React');

    assert.deepEqual(errors, [], 'no uncaught error on the page');
  }));
