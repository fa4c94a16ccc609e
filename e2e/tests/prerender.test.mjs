// Issue 15, docs/adr/0012-prerendered-first-paint.md: a signed-out page of mfe-home arrives drawn
// in its HTML (frame, page, styles, in the visitor's language) and paints before any script ran;
// the shell then draws the live page in its place without moving anything, and the form works.
// A visitor with a session, or a release whose prerendered file was changed after its release,
// gets the page drawn by the scripts only, as before.
/* global document, getComputedStyle, HTMLLinkElement -- used inside functions the browser runs */
import assert from 'node:assert/strict';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { expectSingleText } from '../support/expect.mjs';
import { SHELL_ENTRY, holdShellEntry, waitForLivePage } from '../support/live-page.mjs';
import { useBrowser } from '../support/harness.mjs';
import { operatedPlatform } from '../support/operator.mjs';
import { liveRemotes } from '../support/registry.mjs';
import { liveBuildFolder } from '../support/release-build.mjs';
import { ROOT } from '../support/repo.mjs';
import { expectedRoutes } from '../support/routes.mjs';

const operated = await operatedPlatform();
const suite = useBrowser(import.meta.url);
after(() => operated.stop());

/** The shell's build the platform under test serves (SHELL_DIST's default). */
const SHELL_INDEX = path.join(ROOT, 'shell', 'dist', 'index.html');
const LOGIN = expectedRoutes().find((route) => route.example === '/home/login');
const LANDING = expectedRoutes().find((route) => route.example === '/home');
const FREEMIUM = expectedRoutes().find((route) => route.example === '/home/start-freemium');

/** @type {{ homeVersion: string }} */
const state = { homeVersion: '' };
before(async () => {
  const remotes = await liveRemotes(await suite.ready());
  state.homeVersion = remotes.find((remote) => remote.name === 'mfe_home')?.version ?? '';
});

/** @param {string} baseUrl @param {string} cookie */
async function pageHtml(baseUrl, cookie = '') {
  const response = await fetch(new URL('/home/login', baseUrl), {
    headers: cookie ? { Cookie: cookie } : {},
  });
  assert.equal(response.status, 200);
  return response.text();
}

test('without any script, /home/login, /home and /home/start-freemium show their page, styled, in French then English', (t) =>
  suite.withPage(
    t,
    async ({ context, page, baseUrl }) => {
      assert.ok(LOGIN && LANDING, 'SPEC §2 has /home/login and /home');
      await page.goto('/home/login');
      assert.equal(await page.getAttribute('#root', 'data-prerendered'), `mfe_home@${state.homeVersion}`);
      await expectSingleText(page.locator('h1'), LOGIN.title.fr, 'the prerendered login page');
      assert.equal(await page.getAttribute('html', 'lang'), 'fr');
      // Styled: the frame's header lays its items out in a row (global.css), not as plain blocks.
      const header = await page
        .locator('.public-frame__header')
        .evaluate((el) => getComputedStyle(el).display);
      assert.equal(header, 'flex', 'the shell frame stylesheet applies');
      // Nothing to submit before the live form replaces it.
      assert.equal(await page.locator('form').getAttribute('inert'), '');

      await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
      await page.goto('/home');
      await expectSingleText(page.locator('h1'), LANDING.title.en, 'the prerendered landing, in English');
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      assert.ok(FREEMIUM, 'SPEC §2 has /home/start-freemium');
      await page.goto('/home/start-freemium');
      await expectSingleText(page.locator('h1'), FREEMIUM.title.en, 'the prerendered freemium start');
    },
    { javaScriptEnabled: false },
  ));

test('the live page replaces the prerendered one in place, and its form works', (t) =>
  suite.withPage(t, async ({ page, baseUrl }) => {
    assert.ok(LOGIN);
    // Where the title and the form sit in the prerendered page, its scripts held back…
    const still = await page.context().browser()?.newContext({ baseURL: baseUrl });
    assert.ok(still);
    const stillPage = await still.newPage();
    await stillPage.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
    // The loader is inline (it runs); the shell's entry it starts never arrives.
    await stillPage.route(SHELL_ENTRY, (route) => route.abort());
    await stillPage.goto('/home/login');
    assert.ok(await stillPage.getAttribute('#root', 'data-prerendered'), 'still the prerendered page');
    const before = {
      title: await stillPage.locator('h1').boundingBox(),
      form: await stillPage.locator('form').boundingBox(),
    };
    await still.close();

    /** @type {string[]} */
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/home/login');
    // …and where they sit once the shell has drawn the live page.
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
    await page.locator('form:not([inert])').waitFor();
    assert.deepEqual(await page.locator('h1').boundingBox(), before.title, 'the title did not move');
    assert.deepEqual(await page.locator('form').boundingBox(), before.form, 'the form did not move');
    assert.deepEqual(consoleErrors, [], 'taking over logged no error');
    // The frame's stylesheet is a file of the shell's build, which its start then finds linked and
    // does not add again (a copy under another name restyled the whole page after the paint: ADR 0006).
    const frameSheet = (await pageHtml(baseUrl)).match(/<link rel="stylesheet" href="([^"]+)">/)?.[1];
    assert.match(
      frameSheet ?? '',
      /^\/\d+\.[0-9a-f]+\.css$/,
      'the frame links a stylesheet of the shell build',
    );
    const sheets = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) =>
        link instanceof HTMLLinkElement ? new URL(link.href).pathname : '',
      ),
    );
    assert.equal(sheets.filter((href) => href === frameSheet).length, 1, `linked once: ${sheets.join(', ')}`);

    await page.locator('#email').fill('nobody@example.test');
    await page.locator('#password').fill('not the password');
    await page.locator('button[type="submit"]').click();
    await page.locator('[role="alert"]').first().waitFor();
    assert.match(page.url(), /\/home\/login$/);
  }));

test('what a visitor types before the scripts arrive goes over to the live form, caret included', (t) =>
  suite.withPage(t, async ({ page }) => {
    // The shell's entry held back: the page stays the prerendered one while the visitor types.
    const release = await holdShellEntry(page);
    await page.goto('/home/login');
    await page.locator('form:not([inert])').waitFor();
    assert.ok(await page.getAttribute('#root', 'data-prerendered'), 'still the prerendered page');
    await page.locator('#email').fill('nobody@example.test');
    await page.locator('#password').fill('not the password');
    await page.locator('#password').press('Enter');
    assert.match(page.url(), /\/home\/login$/, 'a submit before the live page is held back');

    release();
    await waitForLivePage(page);
    assert.equal(await page.locator('#email').inputValue(), 'nobody@example.test');
    assert.equal(await page.locator('#password').inputValue(), 'not the password');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'password', 'the caret stays');
    // The live form holds the values: sending it reaches the server, which refuses the password.
    await page.locator('#password').press('Enter');
    await page.locator('[role="alert"]').first().waitFor();
    assert.equal(await page.locator('#email').getAttribute('aria-invalid'), null, 'no empty-field error');
  }));

test('a visitor with a session gets the page drawn by the scripts only', async () => {
  const baseUrl = await suite.ready();
  const html = await pageHtml(baseUrl, 'token=not-a-real-one');
  assert.doesNotMatch(html, /data-prerendered/);
  assert.match(html, /<div id=root><\/div>/);
  assert.match(await pageHtml(baseUrl), /data-prerendered="mfe_home@/);
});

test('a prerendered file changed after its release is never put into a page', async (t) => {
  const baseUrl = await suite.ready();
  if (!operated.dataDir) {
    t.skip('needs the platform data folder (DATA_DIR) to reach the stored release');
    return;
  }
  const file = path.join(liveBuildFolder('mfe-home', state.homeVersion, operated.dataDir), 'prerender.json');
  const original = readFileSync(file);
  writeFileSync(file, original.toString('utf8').replaceAll('Connexion', 'Connexion piégée'));
  try {
    // A page kept from before the change was composed from the intact file
    // (docs/adr/0014-signed-out-page-cache.md).
    assert.doesNotMatch(await pageHtml(baseUrl), /piégée/);
    // A new date on the shell's index.html has the page composed again, as a new shell build does.
    const now = new Date();
    utimesSync(SHELL_INDEX, now, now);
    const html = await pageHtml(baseUrl);
    assert.doesNotMatch(html, /piégée/);
    assert.doesNotMatch(html, /data-prerendered/);
  } finally {
    writeFileSync(file, original);
  }
  assert.match(await pageHtml(baseUrl), /data-prerendered/, 'the intact file is used again');
});
