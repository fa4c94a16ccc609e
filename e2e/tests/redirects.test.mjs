// Issue 18: operators' redirect rules, added and removed through `pnpm platform redirect` while
// people use the product (docs/operating.md, "Redirects"):
// - a rule added while a signed-in user has the dashboard open is followed at their next
//   navigation once the build check saw the new registry revision, then by the shell itself
//   (no page load), and by the server on a new page load (307);
// - an external rule to an allowed host sends the browser there (the host is intercepted);
// - an unsafe target is refused with one line; a removed rule stops applying at once.
// Every rule added here is removed at the end (other test files share the platform).
/* global location, history */ // used in the page
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { shellText } from '../support/catalogues.mjs';
import { poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { describeCli, operatedPlatform, platformCli } from '../support/operator.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { signIn } from '../support/session.mjs';
import { countPageLoads } from '../support/page-loads.mjs';
import { waitForLivePage } from '../support/live-page.mjs';

const operated = await operatedPlatform();
const suite = useBrowser(import.meta.url);
const skip = operated.canOperate
  ? false
  : 'no operator token: set DATA_DIR (the platform data folder) or PLATFORM_OPERATOR_TOKEN';

const ROUTES = expectedRoutes();
const titleOf = (/** @type {string} */ example) => {
  const route = ROUTES.find((r) => r.example === example);
  assert.ok(route, `SPEC route ${example}`);
  return route.title.fr;
};
/** The allowlist of the test platform (scripts/lib/platform.mjs). */
const ALLOWED_HOST = 'launch.coach.test';
const SOURCE = '/my_commitments';
const EXTERNAL_SOURCE = `/e2e-launch-${Date.now()}`;
/** @type {Set<string>} */
const added = new Set();

const cli = (/** @type {string[]} */ args) => platformCli(args, { ...operated, operator: 'e2e redirects' });

async function cliOk(/** @type {string[]} */ args) {
  const result = await cli(args);
  assert.equal(result.code, 0, `pnpm platform ${args.join(' ')}\n${describeCli(result)}`);
  return result;
}

async function addRule(/** @type {string[]} */ args) {
  const result = await cliOk(['redirect', 'add', ...args, '--reason', 'e2e redirects']);
  added.add(/** @type {string} */ (args[0]));
  return result;
}

async function removeRule(/** @type {string} */ from) {
  await cliOk(['redirect', 'remove', from, '--reason', 'e2e redirects: clean up']);
  added.delete(from);
}

const registryRevision = async () =>
  /** @type {{ revision: number }} */ (await (await fetch(`${operated.baseUrl}/registry.json`)).json())
    .revision;

/** Waits until the page shows the SPEC route `example` (its path, then its title). */
async function landsOn(/** @type {import('playwright-core').Page} */ page, /** @type {string} */ example) {
  await poll(
    async () => new URL(page.url()).pathname,
    (pathname) => pathname === example,
    20_000,
  );
  await page.locator('h1', { hasText: titleOf(example) }).waitFor();
}

after(async () => {
  try {
    for (const from of added) await cli(['redirect', 'remove', from, '--reason', 'e2e: clean up']);
  } finally {
    await operated.stop();
  }
});

test('an unsafe target is refused with one line, and nothing is added', { skip }, async () => {
  for (const target of ['//evil.example', 'https://launch.coach.test.evil.example/', 'javascript:alert(1)']) {
    const result = await cli(['redirect', 'add', EXTERNAL_SOURCE, target]);
    assert.equal(result.code, 1, describeCli(result));
    assert.match(result.stderr.trim(), /^✗ refused: to: /);
    assert.equal(result.stderr.trim().split('\n').length, 1, describeCli(result));
  }
  const list = await cliOk(['redirect', 'list']);
  assert.doesNotMatch(list.stdout, new RegExp(EXTERNAL_SOURCE));
});

test(
  'a rule added while the dashboard is open is followed after the build check, in the shell and on a page load',
  { skip },
  (t) =>
    suite.withPage(t, async ({ context, page, baseUrl }) => {
      await signIn(context, baseUrl);
      await page.addInitScript(() => {
        // The hourly build check, shortened to a second as the tests do.
        const url = new URL(location.href);
        if (!url.searchParams.has('build-check-ms')) {
          url.searchParams.set('build-check-ms', '1000');
          history.replaceState(history.state, '', url);
        }
      });
      const documentLoads = countPageLoads(page);
      const sidebarLink = (/** @type {string} */ key) =>
        page.locator('nav.app-frame__sidebar').getByRole('link', { name: shellText('fr', key), exact: true });

      await page.goto('/');
      await page.locator('h1', { hasText: titleOf('/') }).waitFor();
      const before = await registryRevision();
      const seen = page.waitForResponse(
        async (response) =>
          new URL(response.url()).pathname === '/registry.json' &&
          response.status() === 200 &&
          /** @type {{ revision: number }} */ (await response.json()).revision > before,
        { timeout: 20_000 },
      );
      await addRule([SOURCE, '/profile']);
      await seen;
      // The page has read that answer and acted on it: outdated, its next link is a full load.
      await page.locator('html[data-outdated]').waitFor({ state: 'attached' });

      // The next navigation: a full load of /my_commitments, which the server redirects.
      const loadsBefore = documentLoads();
      await sidebarLink('nav.commitments').click();
      await landsOn(page, '/profile');
      assert.ok(documentLoads() > loadsBefore, 'the navigation after the build check is a page load');

      // Now the shell knows the rule: the next navigation follows it without a page load. (A link
      // clicked on the page the server drew, before the shell has taken it over, is a page load.)
      await waitForLivePage(page);
      await sidebarLink('nav.overview').click();
      await page.locator('h1', { hasText: titleOf('/') }).waitFor();
      await waitForLivePage(page);
      const loadsNow = documentLoads();
      await sidebarLink('nav.commitments').click();
      await landsOn(page, '/profile');
      assert.equal(documentLoads(), loadsNow, 'the shell followed the rule itself');

      // A new page load: a temporary rule is a 307 that nothing caches.
      const response = await page.goto(`${SOURCE}?from=e2e`);
      const first = response?.request().redirectedFrom();
      assert.ok(first, 'the page load was redirected');
      const redirect = await first.response();
      assert.equal(redirect?.status(), 307);
      assert.equal(redirect?.headers()['cache-control'], 'no-store');
      assert.equal(new URL(page.url()).pathname, '/profile');
      assert.equal(new URL(page.url()).searchParams.get('from'), 'e2e', 'the query follows');

      // Removed: it stops applying at once to page loads.
      await removeRule(SOURCE);
      await page.goto(SOURCE);
      assert.equal(new URL(page.url()).pathname, SOURCE);
      await page.locator('h1', { hasText: titleOf(SOURCE) }).waitFor();
    }),
);

/** Answers for the allowed external host, so that the browser never leaves the test machine. */
async function fakeExternalHost(/** @type {import('playwright-core').BrowserContext} */ context) {
  /** @type {string[]} */
  const reached = [];
  await context.route(`https://${ALLOWED_HOST}/**`, (route) => {
    reached.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="fr"><title>Lancement</title><h1>Bientôt</h1></html>',
    });
  });
  return reached;
}

test(
  'an external rule sends the browser to the allowed host, from the shell and on a page load',
  { skip },
  (t) =>
    suite.withPage(t, async ({ context, page, baseUrl }) => {
      await signIn(context, baseUrl);
      const reached = await fakeExternalHost(context);
      await addRule([SOURCE, `https://${ALLOWED_HOST}/soon`]);
      await addRule([EXTERNAL_SOURCE, `https://${ALLOWED_HOST}/launch`, '--permanent']);
      const list = await cliOk(['redirect', 'list']);
      assert.match(
        list.stdout,
        new RegExp(`${EXTERNAL_SOURCE}\\s+https://${ALLOWED_HOST}/launch\\s+308 permanent`),
      );

      /** Every request the browser makes to the external host, whether or not it is intercepted. */
      /** @type {string[]} */
      const asked = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`https://${ALLOWED_HOST}/`)) asked.push(request.url());
      });
      const sentTo = (/** @type {string} */ url) =>
        poll(
          async () => [...asked],
          (urls) => urls.includes(url),
          20_000,
        );

      // A navigation inside the shell, which loaded the rules with the registry.
      await page.goto('/');
      await page.locator('h1', { hasText: titleOf('/') }).waitFor();
      await page
        .locator('nav.app-frame__sidebar')
        .getByRole('link', { name: shellText('fr', 'nav.commitments'), exact: true })
        .click();
      await sentTo(`https://${ALLOWED_HOST}/soon`);
      await page.waitForURL(`https://${ALLOWED_HOST}/soon`, { waitUntil: 'commit' });
      assert.deepEqual(reached, [`https://${ALLOWED_HOST}/soon`], 'the test answered for the external host');

      // A page load: the server's 308, and the query (a token here) never follows to another site.
      const answer = await fetch(`${baseUrl}${EXTERNAL_SOURCE}?token=secret`, { redirect: 'manual' });
      assert.equal(answer.status, 308);
      assert.equal(answer.headers.get('location'), `https://${ALLOWED_HOST}/launch`);
      assert.equal(answer.headers.get('cache-control'), 'public, max-age=3600');
      // Chromium follows a server redirect inside its network stack, where the interception may
      // not see it: what matters is where the browser asked to go.
      await page.goto(`${baseUrl}${EXTERNAL_SOURCE}?token=secret`, { waitUntil: 'commit' }).catch(() => null);
      await sentTo(`https://${ALLOWED_HOST}/launch`);
      assert.ok(!asked.some((url) => url.includes('token')), 'the query stays on the platform');
      await removeRule(SOURCE);
      await removeRule(EXTERNAL_SOURCE);
    }),
);
