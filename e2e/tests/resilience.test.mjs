// Issue 5: staying up and staying current, in a real browser with request interception.
// - each remote made unreachable in turn: the shell and the other areas work, the affected area
//   shows the "unavailable" panel, its overview widgets an inline fallback, Retry recovers;
// - a chunk answered 404 after a release: exactly one reload of the path, then no loop;
// - builds/latest.json naming a new build: the next navigation is a full page load;
// - a changed front version clears the site's data and shows the clear-cache page; with
//   invited_id in the query no check is made.
/* global window, document */ // used inside page.evaluate, which runs in the page
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { expectSingleText, poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { ROOT } from '../support/repo.mjs';
import { REMOTE_NAMES, hasWidgets, remoteDir } from '../support/remotes.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { prepareSession } from '../support/session.mjs';

const suite = useBrowser(import.meta.url);
const ROUTES = expectedRoutes();
/** The home area's remote: its plain page is public, so it is left out of the signed-in checks. */
const HOME_REMOTE = ROUTES.find((r) => r.name === 'home')?.owner;
/** The remote whose chunks go missing in the reload test. */
const CHUNK_REMOTE = 'mfe_profile';
const shellText = (/** @type {string} */ key) =>
  key
    .split('.')
    .reduce(
      (node, part) => node[part],
      JSON.parse(readFileSync(path.join(ROOT, 'shell/src/i18n/fr.json'), 'utf8')),
    );
const UNAVAILABLE_TITLE = shellText('unavailable.title');
const WIDGET_FALLBACK = shellText('widgets.unavailable');
const GUARD_KEY = 'coach:reload-guard';

/** Waits until the shell's start-up check has stored the front version it saw. */
const storedFrontVersion = (/** @type {import('playwright-core').Page} */ page) =>
  page.waitForFunction(() => localStorage.getItem('last_front_version') !== null);

/** One page per remote, opened with the session its route needs. */
const pageOf = (/** @type {string} */ remote) => {
  const route = ROUTES.find((r) => r.owner === remote && !r.pattern.includes(':'));
  assert.ok(route, `a plain route of ${remote}`);
  return route;
};

/** Makes every file of a remote unreachable (connection refused) until the returned function is called. */
async function takeDown(
  /** @type {import('playwright-core').BrowserContext} */ context,
  /** @type {string} */ remote,
) {
  const pattern = `**/remotes/${remoteDir(remote)}/**`;
  const refuse = (/** @type {import('playwright-core').Route} */ route) => route.abort('connectionrefused');
  await context.route(pattern, refuse);
  return () => context.unroute(pattern, refuse);
}

for (const remote of REMOTE_NAMES) {
  test(`${remote} down: its area shows the fallback, the others work, Retry recovers`, (t) =>
    suite.withPage(t, async ({ context, page, baseUrl }) => {
      const target = pageOf(remote);
      await prepareSession(context, baseUrl, target.session);
      const bringBack = await takeDown(context, remote);

      await page.goto(target.example);
      await expectSingleText(
        page.locator('h1'),
        UNAVAILABLE_TITLE,
        `${target.example} shows the unavailable panel`,
      );

      if (target.session === 'signed-in') {
        // The shell and every other signed-in area keep working in the same session.
        for (const other of REMOTE_NAMES.filter((r) => r !== remote && r !== HOME_REMOTE)) {
          const route = pageOf(other);
          await page.goto(route.example);
          await expectSingleText(
            page.locator('h1'),
            route.title.fr,
            `${other} still works while ${remote} is down`,
          );
        }
        await page.goto('/');
        await expectSingleText(
          page.locator('h1'),
          ROUTES.find((r) => r.example === '/')?.title.fr ?? '',
          'the overview renders',
        );
        const fallbacks = page.locator(`.widget--failed[data-remote="${remote}"]`);
        const withWidgets = hasWidgets(remote);
        await poll(
          () => fallbacks.count(),
          (n) => n === (withWidgets ? 1 : 0),
        );
        assert.equal(
          await fallbacks.count(),
          withWidgets ? 1 : 0,
          `${remote}'s widgets show the inline fallback`,
        );
        if (withWidgets) assert.match((await fallbacks.textContent()) ?? '', new RegExp(WIDGET_FALLBACK));
        // The other remotes' widgets arrive on their own time: wait for them, do not sample once.
        const working = await poll(
          () => page.locator('article.widget').count(),
          (n) => n >= 1,
        );
        assert.ok(working >= 1, "the other remotes' widgets render");
        await page.goto(target.example);
        await expectSingleText(page.locator('h1'), UNAVAILABLE_TITLE, 'still unavailable');
      }

      await bringBack();
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await expectSingleText(
        page.locator('h1'),
        target.title.fr,
        'Retry loads the area once the remote is back',
      );
    }));
}

test('a chunk answered 404 after a release: exactly one reload, then the error page, no loop', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const target = pageOf(CHUNK_REMOTE);
    await prepareSession(context, baseUrl, target.session);
    // The remote's entry and manifest load; every chunk it then asks for is gone.
    const chunks = new RegExp(
      `/remotes/${remoteDir(CHUNK_REMOTE)}/[^/]+/(?!remoteEntry|mf-manifest)[^/]+\\.js$`,
    );
    await context.route(chunks, (route) => route.fulfill({ status: 404, body: 'gone' }));
    let documentLoads = 0;
    page.on('load', () => {
      documentLoads += 1;
    });

    await page.goto(target.example);
    await expectSingleText(page.locator('h1'), UNAVAILABLE_TITLE, 'the error page shows after the reload');
    await page.waitForTimeout(1500);
    assert.equal(documentLoads, 2, 'the first load and exactly one reload');
    const guard = JSON.parse(
      (await page.evaluate((key) => sessionStorage.getItem(key), GUARD_KEY)) ?? 'null',
    );
    assert.equal(guard?.path, target.example, 'the guard names the path');
    assert.ok(guard.expires > Date.now() && guard.expires <= Date.now() + 10_000, 'within the 10 s window');
  }));

test('builds/latest.json naming a new build: the next navigation is a full page load', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    await prepareSession(context, baseUrl, 'signed-in');
    await page.goto('/?build-check-ms=1000');
    const overview = ROUTES.find((r) => r.example === '/');
    await expectSingleText(page.locator('h1'), overview?.title.fr ?? '', 'the overview renders');
    // The overview arrives drawn on the server: its links are plain ones until the live page takes over.
    await page.locator('#root:not([data-prerendered])').waitFor();

    // Client-side navigation first: no full load while the build is current.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'Mon profil' }).click();
    await expectSingleText(page.locator('h1'), pageOf(CHUNK_REMOTE).title.fr, 'profile page');
    assert.equal(await page.evaluate(() => '__sameDocument' in window), true, 'still the same document');

    await context.route('**/builds/latest.json*', (route) =>
      route.fulfill({
        json: { id: 'a-newer-build', timestamp: Date.now() },
        headers: { 'Cache-Control': 'no-store' },
      }),
    );
    // The next check has seen the new build: the page marks itself outdated once it has read the
    // answer (the response alone can come before the page has acted on it).
    await page.locator('html[data-outdated]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Mes engagements' }).click();
    const commitments = ROUTES.find((r) => r.example === '/my_commitments');
    await expectSingleText(page.locator('h1'), commitments?.title.fr ?? '', 'commitments page');
    assert.equal(
      await page.evaluate(() => '__sameDocument' in window),
      false,
      'the navigation was a full page load',
    );
    assert.equal(new URL(page.url()).pathname, '/my_commitments');
  }));

test('a changed front version clears cookies and localStorage, shows the clear-cache page, stores the version', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const { version } = await (await fetch(`${baseUrl}/api/debug/data_page/front-version`)).json();
    await page.goto('/home');
    // /home is prerendered (ADR 0012): its h1 is there before any script, so wait for the check's own write.
    await storedFrontVersion(page);
    await page.evaluate(() => {
      localStorage.setItem('last_front_version', 'an-older-version');
      localStorage.setItem('firstName', 'Ada');
      document.cookie = 'leftover=1; Path=/';
    });
    await page.reload();
    await expectSingleText(
      page.locator('h1'),
      shellText('clearCache.title'),
      'the clear-cache page says what happened',
    );
    assert.equal(new URL(page.url()).pathname, '/clear-cache');
    const state = await page.evaluate(() => ({
      stored: localStorage.getItem('last_front_version'),
      draft: localStorage.getItem('firstName'),
      cookie: document.cookie,
    }));
    assert.equal(state.stored, String(version), 'the new version is stored');
    assert.equal(state.draft, null, 'localStorage was cleared');
    assert.doesNotMatch(state.cookie, /leftover/, 'cookies were cleared');
    assert.deepEqual(
      (await context.cookies()).filter((c) => c.name === 'leftover'),
      [],
      'the browser holds no such cookie any more',
    );
    // It then continues where the user was going.
    await page.getByRole('link', { name: shellText('clearCache.continue') }).click();
    await poll(
      async () => new URL(page.url()).pathname,
      (p) => p === '/home',
    );
  }));

test('with invited_id in the query no front-version check is made', (t) =>
  suite.withPage(t, async ({ page }) => {
    await page.goto('/home');
    // /home is prerendered (ADR 0012): its h1 is there before any script, so wait for the check's own write.
    await storedFrontVersion(page);
    await page.evaluate(() => localStorage.setItem('last_front_version', 'an-older-version'));
    /** @type {string[]} */
    const calls = [];
    page.on('request', (request) => {
      if (request.url().includes('/front-version')) calls.push(request.url());
    });
    await page.goto('/home/register?invited_id=00000000-0000-4000-8000-000000000000');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(calls, [], 'no front-version call');
    assert.equal(await page.evaluate(() => localStorage.getItem('last_front_version')), 'an-older-version');
    assert.notEqual(new URL(page.url()).pathname, '/clear-cache');
  }));
