// Issue 15: a signed-in page's first paint waits for as few round trips as possible. The page's
// HTML announces what the shell's start loads (preloads: its bootstrap chunk, the shared libraries
// it consumes) and carries the front version the start checks (SPEC §4), so that neither waits for
// the script before it (platform/src/features/registry/first-paint.ts).
//
// Checked in Chromium: every preload is really taken by the request it stands for (one download
// per file: a preload whose request mode or credentials differ would be fetched a second time),
// and the start makes no front-version request.
/* global document */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectSingleText } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { waitForLivePage } from '../support/live-page.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { prepareSession } from '../support/session.mjs';

const suite = useBrowser(import.meta.url);
const TRAININGS = expectedRoutes().find((route) => route.example === '/trainings');

test('a signed-in page preloads the shell start, downloads each file once and asks no front version', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    assert.ok(TRAININGS, 'SPEC §2 has /trainings');
    await prepareSession(context, baseUrl, TRAININGS.session);
    /** @type {string[]} */
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    /** @type {string[]} */
    const warnings = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });

    await page.goto(TRAININGS.example);
    await expectSingleText(page.locator('h1'), TRAININGS.title.fr, 'the trainings page rendered');
    // The page arrives drawn, its title there before any script; the start and its preloads wait
    // for the paint's report (start-after-paint.ts: up to 1 s after a frame), longer than the 500 ms
    // of quiet network `networkidle` asks for. The live page is there once the start has run.
    await waitForLivePage(page);
    await page.waitForLoadState('networkidle');

    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"]')].map((link) => ({
        href: new URL(/** @type {HTMLLinkElement} */ (link).href).pathname,
        as: link.getAttribute('as'),
      })),
    );
    const shellFiles = preloads
      .filter((preload) => preload.as !== 'fetch' && !preload.href.startsWith('/remotes/'))
      .map((preload) => preload.href);
    // The start's stylesheet comes with the page: linked by the drawn frame (which its preload then
    // leaves out: ADR 0006), or preloaded where the page is drawn by the scripts only.
    const linkedSheets = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => new URL(/** @type {HTMLLinkElement} */ (link).href).pathname,
      ),
    );
    assert.ok(
      [...shellFiles, ...linkedSheets].some((href) => /^\/[\w.-]+\.css$/.test(href)),
      `the shell's start style is preloaded or linked: ${[...shellFiles, ...linkedSheets].join(', ')}`,
    );
    assert.ok(
      shellFiles.filter((href) => href.endsWith('.js')).length >= 5,
      `the shell's start scripts are preloaded`,
    );

    const downloads = (/** @type {string} */ href) => requests.filter((path) => path === href).length;
    const twice = preloads.map((preload) => preload.href).filter((href) => downloads(href) > 1);
    assert.deepEqual(twice, [], 'no preloaded file is downloaded twice (each preload is used)');
    const unused = shellFiles.filter((href) => downloads(href) === 0);
    assert.deepEqual(unused, [], 'every preload was requested');
    assert.deepEqual(warnings, [], 'Chromium reports no unused or mismatched preload');
    assert.deepEqual(
      requests.filter((path) => path.endsWith('/front-version')),
      [],
      'the front version comes with the page',
    );
    assert.ok(
      await page.evaluate(() => localStorage.getItem('last_front_version') !== null),
      'the start checked and stored the front version',
    );
  }));
