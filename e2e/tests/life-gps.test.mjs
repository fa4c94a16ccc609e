// Issue 12: the life GPS end to end, against the real api. A verified person sets a main goal and
// sees it with its date on the overview; records Top then Not Top today (one entry is kept); adds
// a commitment due today and finds it in today's schedule; adds an appointment and downloads the
// .ics (parsed here, it holds the appointment); an empty day reads 'Aucun rendez-vous' / 'No
// appointment'; axe finds no violation on /, /my_life_gps and /my_commitments in both languages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import ICAL from 'ical.js';
import { expectNoAxeViolations, settled } from '../support/axe.mjs';
import { text } from '../support/catalogues.mjs';
import { expectDocumentLanguage, expectSingleText, poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { LANGUAGES } from '../support/routes.mjs';
import { setTokenCookie, signedInAccount, verifiedAccount } from '../support/session.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../support/routes.mjs').Language} Language */

const suite = useBrowser(import.meta.url);
const t = (/** @type {Language} */ lng, /** @type {string} */ key, values = {}) =>
  text('lifeGps', lng, key, values);

/**
 * An api call as the account.
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} pathname
 * @param {{ method?: string, body?: unknown }} [options]
 */
async function call(baseUrl, token, pathname, { method = 'GET', body } = {}) {
  const response = await fetch(new URL(pathname, baseUrl), {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: response.status === 204 ? null : await response.json() };
}

/** The page's local date, YYYY-MM-DD (the browser's time zone). */
const localToday = (/** @type {Page} */ page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

const widget = (/** @type {Page} */ page, /** @type {string} */ slot) =>
  page.locator(`[data-slot="${slot}"]`);

test('a main goal set on /my_life_gps shows on the overview with the date it was added', (t_) =>
  suite.withPage(t_, async ({ context, page, baseUrl }) => {
    await signedInAccount(context, baseUrl, 'life-goal');
    await page.goto('/my_life_gps');
    await page.locator('#goal-text').fill('Courir un semi-marathon au printemps');
    await page.locator('#goal-area').selectOption('health');
    await page.getByRole('button', { name: t('fr', 'actions.save') }).click();
    await expectSingleText(
      page.locator('p', { hasText: 'Courir un semi-marathon au printemps' }),
      'Courir un semi-marathon au printemps',
      'the goal is shown',
    );
    // The path: a step, then that step as a commitment.
    await page.locator('#step-text').fill('Courir trois fois par semaine');
    await page.getByRole('button', { name: t('fr', 'steps.add') }).click();
    await expectSingleText(page.locator('ol li span').first(), 'Courir trois fois par semaine', 'the step');

    await page.goto('/');
    const goal = widget(page, 'main-goal');
    await expectSingleText(
      goal.locator('p').first(),
      'Courir un semi-marathon au printemps',
      'on the overview',
    );
    const added = await page.evaluate(() =>
      new Intl.DateTimeFormat('fr', { dateStyle: 'long' }).format(new Date()),
    );
    await expectSingleText(
      goal.getByTestId('main-goal-date'),
      t('fr', 'mainGoal.addedOn', { date: added }),
      'with the date it was added',
    );
  }));

test('Top then Not Top today keeps one entry: Not Top', (t_) =>
  suite.withPage(t_, async ({ context, page, baseUrl }) => {
    const account = await signedInAccount(context, baseUrl, 'life-weather');
    await page.goto('/');
    const weather = widget(page, 'interior-weather');
    const top = weather.getByRole('button', { name: t('fr', 'interiorWeather.moods.top'), exact: true });
    const notTop = weather.getByRole('button', { name: t('fr', 'interiorWeather.moods.not_top') });
    await top.click();
    await poll(
      () => top.getAttribute('aria-pressed'),
      (v) => v === 'true',
    );
    await notTop.click();
    await poll(
      () => notTop.getAttribute('aria-pressed'),
      (v) => v === 'true',
    );
    assert.equal(await top.getAttribute('aria-pressed'), 'false');
    // The mood shows at once and is saved after that paint; the buttons are enabled again once saved.
    await poll(
      () => notTop.isEnabled(),
      (enabled) => enabled,
    );
    const today = await localToday(page);
    const history = await call(baseUrl, account.token, `/api/dashboard/interior_weather?today=${today}`);
    assert.equal(history.status, 200);
    assert.deepEqual(
      history.json.entries.map((/** @type {{ day: string, mood: string }} */ e) => [e.day, e.mood]),
      [[today, 'not_top']],
      'one entry today, the last one recorded',
    );
  }));

test('a commitment due today shows in today’s schedule; an appointment downloads as .ics', (t_) =>
  suite.withPage(
    t_,
    async ({ context, page, baseUrl }) => {
      await signedInAccount(context, baseUrl, 'life-schedule');
      await page.goto('/my_commitments');
      await page.locator('#new-commitment-text').fill('Appeler ma sœur');
      await page.getByRole('button', { name: t('fr', 'commitments.add') }).click();
      await expectSingleText(
        page.locator('label', { hasText: 'Appeler ma sœur' }),
        'Appeler ma sœur',
        'listed',
      );

      await page.locator('#new-appointment-title').fill('Séance de coaching');
      await page.locator('#new-appointment-start').fill('14:00');
      await page.locator('#new-appointment-end').fill('15:30');
      await page.locator('#new-appointment-location').fill('Café de la Gare, Lyon');
      await page.getByRole('button', { name: t('fr', 'appointments.add') }).click();
      await expectSingleText(
        page.locator('li strong', { hasText: 'Séance de coaching' }),
        'Séance de coaching',
        'listed',
      );

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('fr', 'calendar.download') }).click(),
      ]);
      const file = await download.path();
      const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
      const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
      assert.equal(events.length, 1, 'the .ics holds the appointment');
      assert.equal(events[0]?.summary, 'Séance de coaching');
      assert.equal(events[0]?.location, 'Café de la Gare, Lyon');
      const localStart = await page.evaluate((iso) => {
        const date = new Date(iso);
        return `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
      }, events[0]?.startDate.toJSDate().toISOString() ?? '');
      assert.equal(localStart, '14:00', 'at the local time it was entered');

      await page.goto('/');
      const schedule = widget(page, 'my-schedule');
      await expectSingleText(
        schedule.locator('li', { hasText: 'Appeler ma sœur' }).locator('span').last(),
        'Appeler ma sœur',
        'the commitment is in today’s schedule',
      );
      await expectSingleText(schedule.locator('strong'), 'Séance de coaching', 'so is the appointment');
    },
    { acceptDownloads: true },
  ));

test("an empty day reads 'Aucun rendez-vous', then 'No appointment' in English", (t_) =>
  suite.withPage(t_, async ({ context, page, baseUrl }) => {
    await signedInAccount(context, baseUrl, 'life-empty');
    await page.goto('/');
    const schedule = widget(page, 'my-schedule');
    await expectSingleText(schedule.locator('p.muted'), 'Aucun rendez-vous', 'French');
    assert.deepEqual(await schedule.locator('ol button > span:first-child').allTextContents(), [
      'Dim',
      'Lun',
      'Mar',
      'Mer',
      'Jeu',
      'Ven',
      'Sam',
    ]);
    await page.locator('[data-testid="language-switcher"]').selectOption('en');
    await expectSingleText(schedule.locator('p.muted'), 'No appointment', 'English');
    assert.deepEqual(await schedule.locator('ol button > span:first-child').allTextContents(), [
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  }));

/** One account with a goal, a step, a commitment, an appointment and today's weather, for axe. */
/** @type {Promise<import('../support/session.mjs').Account> | null} */
let furnished = null;
async function furnishedAccount(/** @type {string} */ baseUrl) {
  const account = await verifiedAccount(baseUrl, 'life-axe');
  const today = new Date().toISOString().slice(0, 10);
  await call(baseUrl, account.token, '/api/dashboard/main_goal', {
    method: 'PUT',
    body: { text: 'Changer de métier', life_area: 'work', target_date: '2027-09-01' },
  });
  await call(baseUrl, account.token, '/api/dashboard/main_goal/steps', {
    method: 'POST',
    body: { text: 'Faire un bilan' },
  });
  await call(baseUrl, account.token, '/api/dashboard/commitments', {
    method: 'POST',
    body: { text: 'Lire une fiche métier', due_date: '2026-01-05', repeat_weekly: true },
  });
  await call(baseUrl, account.token, '/api/dashboard/appointments', {
    method: 'POST',
    body: { title: 'Point avec ma coach', starts_at: `${today}T12:00:00Z`, ends_at: `${today}T13:00:00Z` },
  });
  await call(baseUrl, account.token, `/api/dashboard/interior_weather/${today}`, {
    method: 'PUT',
    body: { mood: 'top', note: 'Belle journée' },
  });
  return account;
}

for (const pathname of ['/', '/my_life_gps', '/my_commitments']) {
  for (const lng of LANGUAGES) {
    test(`axe: ${pathname} with data, in ${lng === 'fr' ? 'French' : 'English'}`, (t_) =>
      suite.withPage(
        t_,
        async ({ context, page, baseUrl }) => {
          furnished ??= furnishedAccount(baseUrl);
          await setTokenCookie(context, baseUrl, (await furnished).token);
          await page.goto(pathname);
          await page.locator('h1').waitFor();
          if (lng !== 'fr') await page.locator('[data-testid="language-switcher"]').selectOption(lng);
          await expectDocumentLanguage(page, lng);
          await settled(page);
          await expectNoAxeViolations(page, `${pathname} (${lng})`);
        },
        { bypassCSP: true },
      ));
  }
}
