// Issue 28, docs/adr/0013-signed-in-first-paint.md: a signed-in page arrives drawn by its remote on
// the server, with the member's data, in the member's language, before any script runs; the live
// page then takes over from the same data without reading it again. The page is personal (kept by
// no cache); a member's text that looks like markup stays text; no session, no server render.
// Every signed-in page of the list below is drawn this way; /profile is looked at closest.
/* global document, window */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { PERF_PAGES } from '../../scripts/lib/perf-pages.mjs';
import { expectSingleText } from '../support/expect.mjs';
import { holdShellEntry } from '../support/live-page.mjs';
import { useBrowser } from '../support/harness.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import {
  MEMBER,
  TIME_ZONE_COOKIE,
  TOKEN_COOKIE,
  call,
  memberSession,
  signIn,
  uniqueEmail,
} from '../support/session.mjs';

const suite = useBrowser(import.meta.url);

/** The mark of a page a remote drew (a failed render sends the data alone: not drawn). */
const DRAWN = 'data-prerendered="mfe_';

/** The api reads /profile's route declares (mfe-profile/src/lib/profile-route-data.ts). */
const PROFILE_READS = /\/api\/dashboard\/(profile|sessions)(\?|$)/;

/** @param {string} baseUrl @param {string} cookie */
async function profileDocument(baseUrl, cookie) {
  const response = await fetch(new URL('/profile', baseUrl), { headers: { Cookie: cookie } });
  assert.equal(response.status, 200);
  return { response, html: await response.text() };
}

/** The route data the page carries, as the browser's router will read it. */
function inlineRouteData(/** @type {string} */ html) {
  const json = /<script type="application\/json" id="coach-route-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? null : JSON.parse(json);
}

/**
 * Opens `pathname` until it arrives drawn on the server (the thing itself, waited for): on a busy
 * host a render can miss its deadline, and that one page is then drawn by the scripts instead — a
 * fallback, not what these tests look at.
 * @param {import('playwright-core').Page} page @param {string} pathname @param {() => void} [before]
 */
async function gotoDrawn(page, pathname, before = () => {}) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    before();
    const response = await page.goto(pathname);
    if ((await response?.text())?.includes(DRAWN)) return;
    assert.ok(Date.now() < deadline, `${pathname} never arrived drawn on the server`);
  }
}

/** `profileDocument` once it arrived drawn (see gotoDrawn). @param {string} baseUrl @param {string} cookie */
async function drawnProfileDocument(baseUrl, cookie) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const answer = await profileDocument(baseUrl, cookie);
    if (answer.html.includes(DRAWN)) return answer;
    assert.ok(Date.now() < deadline, '/profile never arrived drawn on the server');
  }
}

// A version's worker starts cold; on a slow, busy host its first renders can run past their
// deadline and the page then goes without (docs/operating.md). The tests start once a page arrived
// drawn, which is the thing itself, waited for (up to the breaker's cooldown and a margin).
before(async () => {
  const baseUrl = await suite.ready();
  const token = await memberSession(baseUrl);
  await drawnProfileDocument(baseUrl, `${TOKEN_COOKIE}=${encodeURIComponent(token)}`);
});

test('without any script, /profile arrives drawn with the member’s data, in French then English', (t) =>
  suite.withPage(
    t,
    async ({ context, page, baseUrl }) => {
      await signIn(context, baseUrl);
      await gotoDrawn(page, '/profile');
      assert.match((await page.getAttribute('#root', 'data-prerendered')) ?? '', /^mfe_profile@/);
      await expectSingleText(page.locator('h1'), 'Mon profil', 'the page drawn on the server');
      assert.equal(await page.getAttribute('html', 'lang'), 'fr');
      assert.ok((await page.locator('main').innerText()).includes(MEMBER.email), 'the member’s address');
      assert.match(await page.locator('.user-greeting').innerText(), new RegExp(MEMBER.firstname));
      assert.equal(await page.locator('nav a[aria-current="page"]').innerText(), 'Mon profil');

      await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
      await gotoDrawn(page, '/profile');
      await expectSingleText(page.locator('h1'), 'My profile', 'the page drawn in English');
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
    },
    { javaScriptEnabled: false },
  ));

/**
 * The signed-in pages drawn on the server, each by its owner remote (`/`: the shell's overview with
 * the widgets its remotes drew), as SPEC's routes name them (e2e/support/routes.mjs): the signed-in
 * pages `pnpm perf` measures (scripts/lib/perf-pages.mjs).
 */
const DRAWN_PAGES = PERF_PAGES.filter((page) => page.signedIn).map(({ pathname: example }) => {
  const route = expectedRoutes().find((candidate) => candidate.example === example);
  assert.ok(route, `SPEC route ${example}`);
  return { example, title: route.title, drawnBy: route.owner === 'shell' ? 'overview:' : `${route.owner}@` };
});

test('without any script, every signed-in page arrives drawn by its remote, in French and English', (t) =>
  suite.withPage(
    t,
    async ({ context, page, baseUrl }) => {
      await signIn(context, baseUrl);
      for (const lang of /** @type {const} */ (['fr', 'en'])) {
        await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
        for (const { example, title, drawnBy } of DRAWN_PAGES) {
          const deadline = Date.now() + 45_000;
          // A render may miss its deadline on a busy host (the page then goes to the scripts):
          // open it again until it arrived drawn, the thing looked at here.
          while (!((await page.goto(example))?.headers()['server-timing'] ?? '').includes('render;'))
            assert.ok(Date.now() < deadline, `${example} (${lang}) never arrived drawn on the server`);
          const source = (await page.getAttribute('#root', 'data-prerendered')) ?? '';
          assert.ok(source.startsWith(drawnBy), `${example} (${lang}) drawn by ${drawnBy}…, not ${source}`);
          assert.equal(await page.getAttribute('html', 'lang'), lang, `${example} in ${lang}`);
          await expectSingleText(page.locator('h1'), title[lang], `${example}'s title in ${lang}`);
          assert.match(await page.locator('.user-greeting').innerText(), new RegExp(MEMBER.firstname));
          // The page's CSP (`style-src 'self'`) drops a style attribute in the HTML: a bar drawn
          // with one showed full until the scripts came (shared/src/ui/BarFill.tsx).
          assert.equal(
            await page.locator('#root [style]').count(),
            0,
            `${example} (${lang}) has no style attribute`,
          );
        }
      }
      // The overview's widgets hold the member's data: the trainings they have not started yet, the
      // main goal, the interior weather of the member's day (the schedule is the browser's).
      await page.goto('/');
      for (const slot of ['my-training', 'main-goal', 'interior-weather'])
        assert.equal(await page.locator(`#root article[data-slot="${slot}"]`).count(), 1, slot);
      assert.equal(await page.locator('#root article[data-slot="my-schedule"]').count(), 0);
    },
    { javaScriptEnabled: false },
  ));

test('the page is the member’s own: kept by no cache, timed, and only for a session whoami accepts', async () => {
  const baseUrl = await suite.ready();
  const token = await memberSession(baseUrl);
  const { response, html } = await drawnProfileDocument(
    baseUrl,
    `${TOKEN_COOKIE}=${encodeURIComponent(token)}`,
  );
  assert.equal(response.headers.get('cache-control'), 'private, no-store');
  assert.match(response.headers.get('vary') ?? '', /Cookie/);
  assert.match(response.headers.get('server-timing') ?? '', /data;dur=[\d.]+, render;dur=[\d.]+/);
  assert.ok(inlineRouteData(html)?.loaderData?.['mfe_profile:profile']?.profile?.ok, 'the data inlined');

  const refused = await profileDocument(baseUrl, `${TOKEN_COOKIE}=not-a-real-one`);
  assert.equal(inlineRouteData(refused.html), null, 'no data for a token whoami refuses');
  assert.doesNotMatch(refused.html, /data-prerendered/);
  assert.doesNotMatch(refused.html, new RegExp(MEMBER.email));
});

/** The calendar day of now in `timeZone`, as `YYYY-MM-DD`. @param {string} timeZone */
const dayIn = (timeZone) => new Date().toLocaleDateString('en-CA', { timeZone });

test('a member’s open commitments arrive drawn in the member’s own day, from their time zone', async () => {
  const baseUrl = await suite.ready();
  const token = await memberSession(baseUrl, { ...MEMBER, email: uniqueEmail('server-render-day') });
  // Pago Pago (UTC−11) and Kiritimati (UTC+14) are never on the same day: a one-off commitment due
  // on Pago Pago's day is due today there, and overdue in Kiritimati.
  const west = 'Pacific/Pago_Pago';
  const east = 'Pacific/Kiritimati';
  const text = 'Écrire trois lignes dans mon carnet de gratitude';
  const created = await call(baseUrl, '/api/dashboard/commitments', {
    method: 'POST',
    token,
    body: { text, due_date: dayIn(west), repeat_weekly: false, life_area: 'growth', step_id: null },
  });
  assert.equal(created.status, 201, JSON.stringify(created.json));

  /** The page as it arrives (drawn, once a render made its deadline) for a time zone, or none. */
  const page = async (/** @type {string | null} */ timeZone) => {
    const cookie = [
      `${TOKEN_COOKIE}=${encodeURIComponent(token)}`,
      'lang=en',
      ...(timeZone ? [`${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`] : []),
    ].join('; ');
    const deadline = Date.now() + 45_000;
    for (;;) {
      const response = await fetch(new URL('/my_commitments', baseUrl), { headers: { Cookie: cookie } });
      const html = await response.text();
      if (!timeZone || html.includes(DRAWN)) return html;
      assert.ok(Date.now() < deadline, `/my_commitments (${timeZone}) never arrived drawn on the server`);
    }
  };
  const root = (/** @type {string} */ html) => html.slice(html.indexOf('<div id="root"'));

  const westPage = root(await page(west));
  assert.ok(westPage.includes(text), 'the commitment, drawn by the server');
  assert.doesNotMatch(westPage, /data-overdue/, 'due today in Pago Pago');
  assert.match(westPage, new RegExp(`id="new-commitment-due"[^>]*value="${dayIn(west)}"`));
  const eastPage = root(await page(east));
  assert.ok(eastPage.includes(text));
  assert.match(eastPage, /data-overdue="true"/, 'already past in Kiritimati');
  assert.match(eastPage, new RegExp(`id="new-commitment-due"[^>]*value="${dayIn(east)}"`));

  // Without the cookie (a session from before it) the server does not know the day: the scripts draw the page.
  const unknown = await page(null);
  assert.doesNotMatch(unknown, /data-prerendered/);
  assert.ok(!unknown.includes(text));
});

test('the live page takes over from the server’s data, without reading it again', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    await signIn(context, baseUrl);
    /** @type {string[]} */
    const reads = [];
    page.on('request', (request) => {
      if (PROFILE_READS.test(request.url())) reads.push(request.url());
    });
    await gotoDrawn(page, '/profile', () => {
      reads.length = 0;
    });
    await page.locator('#root:not([data-prerendered])').waitFor();
    await expectSingleText(page.locator('h1'), 'Mon profil', 'the live page');
    await page.getByRole('button', { name: 'Modifier' }).first().waitFor();
    assert.ok((await page.locator('main').innerText()).includes(MEMBER.email));
    assert.deepEqual(reads, [], 'the page’s data came with the page');
  }));

test('a member whose name looks like markup gets it back as text, in the page and in its data', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const firstname = 'Zoé</script><img src=x onerror=alert(1)><!--';
    const member = { ...MEMBER, firstname, email: uniqueEmail('server-render-markup') };
    const token = await memberSession(baseUrl, member);
    const { html } = await drawnProfileDocument(baseUrl, `${TOKEN_COOKIE}=${encodeURIComponent(token)}`);
    assert.doesNotMatch(html, /<img src=x/, 'no element from the name');
    const data = JSON.stringify(inlineRouteData(html));
    assert.ok(
      data.includes(JSON.stringify(firstname).slice(1, -1)),
      'the name intact in the page’s one JSON value',
    );

    /** @type {string[]} */
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await context.addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: baseUrl }]);
    await gotoDrawn(page, '/profile');
    await page.locator('#root:not([data-prerendered])').waitFor();
    assert.ok((await page.locator('main').innerText()).includes(firstname), 'the name, as text');
    assert.equal(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length), 0);
    assert.deepEqual(dialogs, [], 'no script from the name ran');
  }));

test('taking over a drawn page keeps what was typed into it, the caret and the scroll (ADR 0012)', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    await signIn(context, baseUrl);
    // A short window: the page scrolls. The shell's entry held back until the member has typed.
    await page.setViewportSize({ width: 360, height: 420 });
    const release = await holdShellEntry(page);
    await gotoDrawn(page, '/my_commitments');
    const field = page.locator('#new-commitment-text');
    await page.locator('form:not([inert]) #new-commitment-text').waitFor();
    await field.fill('Appeler Marie');
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 0, 'the page scrolls in this window');
    assert.ok(await page.getAttribute('#root', 'data-prerendered'), 'still the drawn page');

    release();
    await page.locator('#root:not([data-prerendered])').waitFor();
    assert.equal(await field.inputValue(), 'Appeler Marie', 'the text goes over to the live form');
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      'new-commitment-text',
      'the caret stays',
    );
    assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the page did not move');
  }));
