// Issue 11 in the browser, against the real content and the real api: a verified user takes
// "Quel type de capitaine je suis ?" to the end and sees a main and a secondary type with bars,
// in French and in English; takes "Le GPS de ma vie" and sees the wheel; retakes it and sees the
// comparison (the previous ring and column); follows "Make it my main goal" to /my_life_gps, which
// draws the same wheel and opens the goal's form on the area with the largest gap; /result lists
// both tests; axe finds no violation on each result page in both languages, nor on /my_life_gps
// with its wheel. Expected texts come from the catalogues and the content.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { expectNoAxeViolations, settled } from '../support/axe.mjs';
import { text } from '../support/catalogues.mjs';
import { expectSingleText, poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { content, followModule, switchTo } from '../support/player.mjs';
import { ROOT } from '../support/repo.mjs';
import { signedInAccount } from '../support/session.mjs';

/** @typedef {import('../support/catalogues.mjs').Language} Language */
/** @typedef {import('playwright-core').Page} Page */

const suite = useBrowser(import.meta.url);
const CAPTAIN = 'j-embarque';
const GPS = 'le-gps-de-ma-vie';
// Set to a folder to save each result page in both languages, on a desktop and a 360 px screen.
const SCREENSHOTS = process.env.RESULTS_SCREENSHOTS;

const t = (/** @type {Language} */ lng, /** @type {string} */ key, values = {}) =>
  text('trainings', lng, key, values);
const wheelText = (/** @type {Language} */ lng, /** @type {string} */ key) => text('lifeGpsWheel', lng, key);
const lifeGpsText = (/** @type {Language} */ lng, /** @type {string} */ key) => text('lifeGps', lng, key);

/** The modules before a training's test, completed through the api (the player is trainings.test's). */
async function completeBeforeTest(
  /** @type {string} */ baseUrl,
  /** @type {string} */ token,
  /** @type {string} */ slug,
) {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const call = async (/** @type {string} */ method, /** @type {string} */ url, body = {}) => {
    const res = await fetch(`${baseUrl}/api/dashboard/trainings/${slug}${url}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });
    assert.equal(res.status, 200, `${method} ${url}`);
    return res.json();
  };
  const { modules } = content(slug);
  for (const module of modules.filter((/** @type {any} */ m) => !m.test)) {
    const base = `/modules/${module.slug}`;
    await call('GET', base);
    for (const part of module.parts) {
      if (part.kind === 'reading') await call('POST', `${base}/parts/${part.id}/read`);
      for (const question of part.questions ?? [])
        await call(
          'PUT',
          `${base}/questions/${question.id}/answer`,
          question.type === 'scale'
            ? { value: 5 }
            : { answers: question.answers.slice(0, question.min ?? 1).map((/** @type {any} */ a) => a.id) },
        );
    }
    await call('POST', `${base}/complete`);
  }
  return modules.find((/** @type {any} */ m) => m.test);
}

/** axe on the page as it is, then the screenshots when asked for. */
async function checkPage(/** @type {Page} */ page, /** @type {string} */ name, /** @type {Language} */ lng) {
  await settled(page);
  await expectNoAxeViolations(page, `${name} (${lng})`);
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${lng}-desktop.png`), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${lng}-print.png`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${lng}-phone.png`), fullPage: true });
  await page.setViewportSize(size);
}

/** The life GPS wheel in `scope`: one image named by its title, with the rings now and wished. */
async function expectWheel(
  /** @type {Page | import('playwright-core').Locator} */ scope,
  /** @type {Language} */ lng,
  /** @type {string} */ what,
) {
  const title = wheelText(lng, 'title');
  await expectSingleText(scope.getByRole('img', { name: title }).locator('title'), title, what);
  assert.equal(
    await scope.locator('svg polygon[data-ring]').count(),
    2,
    `${what}: two rings, now and wished`,
  );
}

/** The captain result page: a main and a secondary type, and a bar with a percentage per type. */
async function expectCaptainResult(
  /** @type {Page} */ page,
  /** @type {Language} */ lng,
  /** @type {any} */ result,
) {
  await expectSingleText(page.locator('h1'), t(lng, 'resultJEmbarque.title'), `the captain result in ${lng}`);
  const names = result.dimensions.map((/** @type {any} */ d) => d.name[lng]);
  const portraits = page.locator('article h2');
  await poll(
    () => portraits.allTextContents(),
    (found) => found.length === 2 && found.every((name) => names.includes(name)),
  );
  for (const role of ['resultJEmbarque.main', 'resultJEmbarque.secondary'])
    assert.equal(await page.getByText(new RegExp(`^${t(lng, role)} ·`)).count(), 1, `${role} shown`);
  const bars = page.getByRole('figure').first().getByRole('listitem');
  assert.equal(await bars.count(), names.length, 'a bar per captain type');
  let total = 0;
  for (const bar of await bars.all()) {
    const match = /(\d+)\s?%$/.exec((await bar.textContent()) ?? '');
    assert.ok(match, `the percentage is text: ${await bar.textContent()}`);
    total += Number(match[1]);
  }
  assert.equal(total, 100, 'the percentages add up to 100');
}

test('a verified user takes both tests, reads their results in French and English, retakes one and compares, and finds both on /result', (t_) =>
  suite.withPage(
    t_,
    async ({ context, page, baseUrl }) => {
      const account = await signedInAccount(context, baseUrl, 'results');

      // "Quel type de capitaine je suis ?", in French, in the player to the end
      const captainTest = await completeBeforeTest(baseUrl, account.token, CAPTAIN);
      await page.goto(`/training/${CAPTAIN}/modules/${captainTest.slug}`);
      await followModule(page, captainTest, 'fr');
      await page.getByRole('link', { name: t('fr', 'labels.seeResult'), exact: true }).click();
      await page.waitForURL(`**/training_results/${CAPTAIN}/j-embarque`);
      const captain = content(CAPTAIN);
      const captainResult = parse(
        readFileSync(path.join(ROOT, 'api/content/trainings', CAPTAIN, 'result.yaml'), 'utf8'),
      );
      assert.equal(captain.training.result_kind, 'j-embarque');
      await expectCaptainResult(page, 'fr', captainResult);
      await checkPage(page, 'j-embarque', 'fr');
      await switchTo(page, 'en');
      await expectCaptainResult(page, 'en', captainResult);
      await checkPage(page, 'j-embarque', 'en');

      // "Le GPS de ma vie", in English: the wheel, the table of values, the largest gaps
      const gpsTest = await completeBeforeTest(baseUrl, account.token, GPS);
      await page.goto(`/training/${GPS}/modules/${gpsTest.slug}`);
      let area = 0;
      await followModule(
        page,
        gpsTest,
        'en',
        async () => {},
        (question) => (question.measures.ring === 'now' ? 2 + (area++ % 5) : 8),
      );
      await page.getByRole('link', { name: t('en', 'labels.seeResult'), exact: true }).click();
      await page.waitForURL(`**/training_results/${GPS}/my_life_gps`);
      await expectSingleText(page.locator('h1'), t('en', 'resultLifeGps.title'), 'the life GPS result');
      await expectWheel(page, 'en', 'the wheel');
      assert.ok((await page.getByRole('table').getByRole('row').count()) >= 9, 'a row per area');
      assert.ok((await page.locator('ol li').count()) > 0, 'the largest gaps');
      await checkPage(page, 'my_life_gps', 'en');
      await switchTo(page, 'fr');
      await expectSingleText(page.locator('h1'), t('fr', 'resultLifeGps.title'), 'the life GPS in French');
      await checkPage(page, 'my_life_gps', 'fr');

      // Retake: a new result, the previous one as a third ring and a column
      await page.getByRole('button', { name: t('fr', 'results.retake'), exact: true }).click();
      await page.waitForURL(`**/training/${GPS}/modules/${gpsTest.slug}`);
      await followModule(
        page,
        gpsTest,
        'fr',
        async () => {},
        (question) => (question.measures.ring === 'now' ? 6 : 9),
      );
      await page.getByRole('link', { name: t('fr', 'labels.seeResult'), exact: true }).click();
      await page.waitForURL(`**/training_results/${GPS}/my_life_gps`);
      await poll(
        () => page.locator('svg polygon[data-ring]').count(),
        (n) => n === 3,
      );
      await expectSingleText(
        page.getByRole('columnheader', { name: wheelText('fr', 'previousNow') }),
        wheelText('fr', 'previousNow'),
        'the previous result as a column',
      );
      await checkPage(page, 'my_life_gps-compared', 'fr');

      // "Make it my main goal": /my_life_gps draws the latest wheel (two rings, no comparison) and
      // opens the goal's form on the area with the largest gap.
      const latest = await fetch(`${baseUrl}/api/dashboard/results/latest/${GPS}`, {
        headers: { Authorization: `Bearer ${account.token}` },
      }).then((res) => res.json());
      const [largest] = latest.largest_gaps;
      assert.ok(largest, 'the retaken test has a gap');
      await page.getByRole('link', { name: t('fr', 'resultLifeGps.toMainGoal'), exact: true }).click();
      await page.waitForURL(`**/my_life_gps?area=${largest}`);
      const card = page.locator('section[aria-labelledby="life-wheel-title"]');
      await expectSingleText(card.locator('h2'), lifeGpsText('fr', 'lifeWheel.title'), 'the wheel’s card');
      await expectWheel(card, 'fr', 'the wheel on /my_life_gps');
      assert.equal(
        await card.getByRole('link', { name: lifeGpsText('fr', 'lifeWheel.seeResult') }).getAttribute('href'),
        `/training_results/${GPS}/my_life_gps`,
        'the way to the full result',
      );
      await poll(
        () => page.locator('#goal-area').inputValue(),
        (value) => value === largest,
      );
      await checkPage(page, 'my_life_gps-wheel', 'fr');

      // /result: both tests, newest first
      await page.goto('/result');
      await expectSingleText(page.locator('h1'), t('fr', 'result.title'), '/result');
      await poll(
        () => page.locator('article h2').allTextContents(),
        (titles) =>
          JSON.stringify(titles) ===
          JSON.stringify([
            t('fr', 'result.lifeGpsTest'),
            t('fr', 'result.lifeGpsTest'),
            t('fr', 'result.captainTest'),
          ]),
      );
      await checkPage(page, 'result', 'fr');
      await switchTo(page, 'en');
      await poll(
        () => page.locator('article h2').first().textContent(),
        (title) => title === t('en', 'result.lifeGpsTest'),
      );
      await checkPage(page, 'result', 'en');
    },
    { bypassCSP: true },
  ));

test('a result page without a result yet invites to take the test, in both languages', (t_) =>
  suite.withPage(
    t_,
    async ({ context, page, baseUrl }) => {
      await signedInAccount(context, baseUrl, 'results-none');
      await page.goto(`/training_results/${CAPTAIN}/j-embarque`);
      await expectSingleText(
        page.getByText(t('fr', 'results.noResult')),
        t('fr', 'results.noResult'),
        'no result yet',
      );
      const take = page.getByRole('link', { name: t('fr', 'results.takeTest'), exact: true });
      assert.equal(await take.getAttribute('href'), `/training/${CAPTAIN}`);
      await checkPage(page, 'no-result', 'fr');
      await page.goto('/result');
      await expectSingleText(
        page.getByText(t('fr', 'result.empty')),
        t('fr', 'result.empty'),
        'the empty list',
      );
      await switchTo(page, 'en');
      await expectSingleText(
        page.getByText(t('en', 'result.empty')),
        t('en', 'result.empty'),
        'the empty list in English',
      );
      await checkPage(page, 'result-empty', 'en');
    },
    { bypassCSP: true },
  ));
