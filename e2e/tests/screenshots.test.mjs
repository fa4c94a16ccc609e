// Issue 27 §6: every page's look, checked. Each page of `pnpm perf`'s list (scripts/perf.mjs), the
// public pages, a training and the module player are photographed at 390 and 1366 px in French
// and the light theme; the overview, a training, the module player, the life GPS and the profile
// also at 320 px, in English and in the dark theme (prefers-color-scheme: dark). Each picture is compared with its
// committed baseline (e2e/screenshots/, support/screenshots.mjs): more than 0.1 % of the pixels
// different fails the test, with the picture and a diff image in e2e/artifacts/screenshots/.
//
// `UPDATE_SCREENSHOTS=1` writes the pictures that differ as new baselines, for review (e2e/README.md).
//
// What would change from run to run is fixed: the clock (page.clock, a Monday morning in Paris),
// the members (fixed names and addresses, created once per platform; one of them never opens a
// module, so its overview stays "nothing started"; the other opens the player), their sessions
// (the others are signed out first, so the profile lists one), motion (reduced) and the caret.
/* global document */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { waitForLivePage } from '../support/live-page.mjs';
import { BASELINE_DIR, UPDATING, compareWithBaseline } from '../support/screenshots.mjs';
import { MEMBER, memberSession, signIn } from '../support/session.mjs';

/** @typedef {import('../support/session.mjs').Member} Member */
/** @typedef {'fr' | 'en'} Language */
/** @typedef {'light' | 'dark'} Scheme */

const suite = useBrowser(import.meta.url);

/** A Monday morning, Paris time: dates and greetings read the same on every run. */
const FIXED_NOW = new Date('2026-03-02T09:30:00+01:00');

/** Fixed names and addresses: what the pages show of them never changes. */
const SCREENS_MEMBER = {
  ...MEMBER,
  firstname: 'Camille',
  lastname: 'Martin',
  email: 'screens.camille@coach.test',
  birth_date: '1988-04-12',
};
/** Opens the module player (which starts the training), so that Camille's overview stays as it is. */
const PLAYER_MEMBER = {
  ...SCREENS_MEMBER,
  firstname: 'Léo',
  lastname: 'Bernard',
  email: 'screens.leo@coach.test',
};

const VIEWPORTS = {
  320: { width: 320, height: 640 },
  390: { width: 390, height: 844 },
  1366: { width: 1366, height: 900 },
};

/**
 * @typedef {object} Shot
 * @property {string} name the baseline's file name
 * @property {string} pathname
 * @property {Member | null} member who is signed in (null: nobody)
 * @property {keyof typeof VIEWPORTS} width
 * @property {Language} lng
 * @property {Scheme} scheme
 */

/**
 * The pages: `pnpm perf`'s list (scripts/perf.mjs PAGES), the other public pages, a training and
 * the module player. `detailed` ones are also taken at 320 px, in English and in the dark theme.
 */
const PAGES = [
  { slug: 'login', pathname: '/home/login', member: null },
  { slug: 'landing', pathname: '/home', member: null },
  { slug: 'register', pathname: '/home/register', member: null },
  { slug: 'start-freemium', pathname: '/home/start-freemium', member: null },
  { slug: 'overview', pathname: '/', member: SCREENS_MEMBER, detailed: true },
  { slug: 'trainings', pathname: '/trainings', member: SCREENS_MEMBER },
  { slug: 'training', pathname: '/training/j-embarque', member: SCREENS_MEMBER, detailed: true },
  {
    slug: 'module',
    pathname: '/training/j-embarque/modules/bienvenue-a-bord',
    member: PLAYER_MEMBER,
    detailed: true,
  },
  { slug: 'my-team', pathname: '/my_team', member: SCREENS_MEMBER },
  { slug: 'life-gps', pathname: '/my_life_gps', member: SCREENS_MEMBER, detailed: true },
  { slug: 'profile', pathname: '/profile', member: SCREENS_MEMBER, detailed: true },
];

/** @type {Shot[]} */
const SHOTS = PAGES.flatMap((page) => {
  /** @type {[keyof typeof VIEWPORTS, Language, Scheme][]} */
  const variants = [
    [390, 'fr', 'light'],
    [1366, 'fr', 'light'],
    ...(page.detailed
      ? /** @type {[keyof typeof VIEWPORTS, Language, Scheme][]} */ ([
          [320, 'fr', 'light'],
          [390, 'en', 'light'],
          [390, 'fr', 'dark'],
        ])
      : []),
  ];
  return variants.map(([width, lng, scheme]) => ({
    name: `${page.slug}-${width}-${lng}-${scheme}`,
    pathname: page.pathname,
    member: page.member,
    width,
    lng,
    scheme,
  }));
});

before(async () => {
  const baseUrl = await suite.ready();
  // One open session per member (the profile lists them): the ones earlier runs left are closed.
  for (const member of [SCREENS_MEMBER, PLAYER_MEMBER]) {
    const token = await memberSession(baseUrl, member);
    const revoked = await fetch(new URL('/api/dashboard/sessions/revoke-others', baseUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    assert.ok(revoked.ok, `revoke-others for ${member.email}: ${revoked.status}`);
  }
});

/** @type {{ name: string, state: string, ratio: number, written: boolean }[]} */
const report = [];
after(() => {
  const differing = report.filter((row) => row.state !== 'same');
  const lines = differing.map(
    (row) =>
      `  ${row.name}: ${row.state} (${(row.ratio * 100).toFixed(2)} % of pixels)${row.written ? ', written' : ''}`,
  );
  console.log(
    `screenshots: ${report.length} compared with ${BASELINE_DIR}, ${differing.length} differ` +
      (UPDATING ? `, ${differing.filter((row) => row.written).length} baselines written` : '') +
      (lines.length ? `\n${lines.join('\n')}` : ''),
  );
});

/** The page is drawn: the live one (not the server's ahead of it), nothing loading, fonts ready, the title in place. */
async function settled(/** @type {import('playwright-core').Page} */ page) {
  await page.waitForLoadState('networkidle');
  await waitForLivePage(page);
  await page.locator('h1').first().waitFor();
  await poll(
    () => page.locator('[aria-busy="true"]').count(),
    (n) => n === 0,
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const shot of SHOTS) {
  test(`${shot.name}: ${shot.pathname} at ${shot.width} px, ${shot.lng}, ${shot.scheme}`, (t) =>
    suite.withPage(
      t,
      async ({ context, page, baseUrl }) => {
        await context.clock.setFixedTime(FIXED_NOW);
        if (shot.member) await signIn(context, baseUrl, shot.member);
        if (shot.lng !== 'fr') {
          // The language the switcher would keep: the cookie both the page and the server read.
          await context.addCookies([{ name: 'lang', value: shot.lng, url: baseUrl }]);
        }
        await page.goto(shot.pathname);
        await settled(page);
        assert.equal(
          await page.evaluate(() => document.documentElement.lang),
          shot.lng,
          `${shot.pathname} is in ${shot.lng}`,
        );
        const picture = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
        const outcome = compareWithBaseline(shot.name, picture);
        report.push({ name: shot.name, ...outcome });
        if (!UPDATING)
          assert.equal(
            outcome.state,
            'same',
            `${shot.name}: ${outcome.state}, ${(outcome.ratio * 100).toFixed(2)} % of the pixels differ ` +
              '(e2e/artifacts/screenshots/ has the picture and the diff; UPDATE_SCREENSHOTS=1 rewrites the baseline)',
          );
      },
      {
        viewport: VIEWPORTS[shot.width],
        deviceScaleFactor: 1,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        colorScheme: shot.scheme,
        reducedMotion: 'reduce',
      },
    ));
}
