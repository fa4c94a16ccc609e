// Issue 2 §5: every SPEC §2 path shows its page title in French by default, in English after
// switching with the language switcher (a choice that survives a reload), inside the layout the
// route declares, with its page coming from the remote that owns it, and nothing on it failed to
// load or shows an untranslated key. Home-area pages open anonymously, the others signed in
// (SPEC §4 guards).
/* global document */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { expectDocumentLanguage, expectSingleText } from '../support/expect.mjs';
import { assertPageComplete } from '../support/page-health.mjs';
import { useBrowser } from '../support/harness.mjs';
import { liveRemotes } from '../support/registry.mjs';
import { expectedRoutes, layoutSelector } from '../support/routes.mjs';
import { prepareSession } from '../support/session.mjs';
import { waitForLivePage } from '../support/live-page.mjs';

const suite = useBrowser(import.meta.url);
const ROUTES = expectedRoutes();

/** @type {Map<string, string>} remote name → manifest URL */
let manifestOf = new Map();
before(async () => {
  manifestOf = new Map(
    (await liveRemotes(await suite.ready())).map((remote) => [remote.name, remote.manifestUrl]),
  );
});

test('the route table covers every SPEC §2 screen', () => {
  // SPEC §2 lists 24 screens; a row lost from spec-routes.ts would silently shrink this suite.
  assert.equal(ROUTES.length, 24);
  assert.equal(new Set(ROUTES.map((route) => route.example)).size, ROUTES.length);
});

for (const route of ROUTES) {
  test(`${route.example} (${route.specName}): "${route.title.fr}" → "${route.title.en}" in the ${route.layout} layout`, (t) =>
    suite.withPage(
      t,
      async ({ context, page, baseUrl }) => {
        await prepareSession(context, baseUrl, route.session);
        /** @type {Set<string>} */
        const requested = new Set();
        page.on('request', (request) => requested.add(request.url()));

        await page.goto(route.example);
        const heading = page.locator('h1');
        const switcher = page.locator('[data-testid="language-switcher"]');

        // French by default, even though the browser asks for English (context locale en-US).
        await expectSingleText(heading, route.title.fr, `French title of ${route.example}`);
        assert.equal(
          await page.evaluate(() => document.documentElement.lang),
          'fr',
          '<html lang> by default',
        );

        // Exactly one frame on the page, the one the route declares, and the title inside it.
        assert.equal(await page.locator('.public-frame, .app-frame').count(), 1, 'exactly one layout frame');
        assert.equal(
          await page.locator(`${layoutSelector(route.layout)} h1`).count(),
          1,
          `the title of ${route.example} is inside the "${route.layout}" layout (${layoutSelector(route.layout)})`,
        );

        // The page came from its owner remote (the shell owns `/`): the live page, which the shell
        // draws once that remote is loaded (a page the server drew has its title before any script).
        await waitForLivePage(page);
        if (route.owner !== 'shell') {
          const manifest = manifestOf.get(route.owner);
          assert.ok(manifest, `the registry lists ${route.owner}`);
          assert.ok(requested.has(manifest), `${route.example} loaded its owner's manifest ${manifest}`);
        }

        // Nothing else of the page failed or went untranslated (e.g. the overview's widgets).
        await page.waitForLoadState('networkidle');
        await assertPageComplete(page, 'fr', route.example);

        await switcher.selectOption('en');
        await expectSingleText(heading, route.title.en, `English title of ${route.example} after switching`);
        await expectDocumentLanguage(page, 'en', '<html lang> after switching');
        await assertPageComplete(page, 'en', `${route.example} in English`);

        await page.reload();
        await expectSingleText(heading, route.title.en, `English title of ${route.example} after a reload`);
        assert.equal(await switcher.inputValue(), 'en', 'the switcher shows the kept choice');
        assert.equal(
          (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value,
          'en',
          'the choice is in the `lang` cookie, the one place it is kept',
        );
      },
      { locale: 'en-US' },
    ));
}
