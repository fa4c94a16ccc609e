// Issue 4, browser part: axe-core finds no WCAG 2.0/2.1/2.2 A and AA violation on any page of the
// home area, in French and in English, including the states a user meets on the way: the register
// form's two steps, validation errors shown, the server's refusal on the login page, the
// verification page of a signed-in user whose address is not verified yet, and /coming-soon
// (signed in, since SPEC §4's guards keep it from anonymous users). Every page is checked in the
// light and the dark theme (the browser's prefers-color-scheme, which the tokens follow:
// shared/src/ui/tokens.css), and so are the signed-in overview, training catalogue and profile:
// colour contrast must hold in both palettes.
//
// axe-core (e2e/node_modules) is injected into the page with `page.addScriptTag({ content })`; the
// platform's Content-Security-Policy allows only its own scripts, so the contexts bypass it
// (`bypassCSP`), which changes nothing else on the page.
/* global document, getComputedStyle */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeViolations, expectNoAxeViolations, runAxe, settled } from '../support/axe.mjs';
import { homeText, text } from '../support/catalogues.mjs';
import { expectDocumentLanguage, expectSingleText, poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { waitForLivePage } from '../support/live-page.mjs';
import { recordApi } from '../support/network.mjs';
import { LANGUAGES, expectedRoutes } from '../support/routes.mjs';
import { prepareSession, registerAccount, setTokenCookie, uniqueEmail } from '../support/session.mjs';

/** @typedef {import('../support/routes.mjs').Language} Language */
/** @typedef {import('playwright-core').Page} Page */

const suite = useBrowser(import.meta.url);
const ROUTES = expectedRoutes();

/**
 * @typedef {object} Scenario
 * @property {string} name
 * @property {string} path the page to open
 * @property {'anonymous' | 'signed-in' | 'unverified'} session
 * @property {(page: Page, lng: Language) => Promise<void>} [prepare] brings the page into the state
 *   to check, in the page's language
 */

function titleOf(/** @type {string} */ example, /** @type {Language} */ lng) {
  const route = ROUTES.find((r) => r.example === example);
  assert.ok(route, `SPEC §2 has ${example}`);
  return route.title[lng];
}

/**
 * Waits until the form marks its invalid fields (`count` of them at least): a field shows its
 * error by being `aria-invalid` and described by it, whatever its styling.
 */
async function expectFieldErrors(/** @type {Page} */ page, /** @type {number} */ count) {
  const shown = await poll(
    () => page.locator('[aria-invalid="true"]').count(),
    (n) => n >= count,
  );
  assert.ok(shown >= count, `${count} validation errors shown (found ${shown})`);
}

/** Fills step one of the register form and continues to step two. */
async function toStepTwo(/** @type {Page} */ page, /** @type {Language} */ lng) {
  await page.locator('#firstName').fill('Alix');
  await page.locator('#lastName').fill('Accessible');
  await page.locator('#email').fill(uniqueEmail('a11y'));
  await page.locator('#password').fill('e2e-Axe-Check-7Qm2');
  await page.locator('#confirmPassword').fill('e2e-Axe-Check-7Qm2');
  await page.getByRole('button', { name: homeText(lng, 'register.next') }).click();
  await poll(
    () => page.locator('#birthDate').count(),
    (n) => n === 1,
  );
}

/** @type {Scenario[]} */
const SCENARIOS = [
  { name: 'the landing page', path: '/home', session: 'anonymous' },
  { name: 'the login form', path: '/home/login', session: 'anonymous' },
  {
    name: 'the login form with validation errors',
    path: '/home/login',
    session: 'anonymous',
    async prepare(page, lng) {
      await page.getByRole('button', { name: homeText(lng, 'login.submit') }).click();
      await expectFieldErrors(page, 2);
    },
  },
  {
    name: "the login form with the server's refusal",
    path: '/home/login',
    session: 'anonymous',
    async prepare(page, lng) {
      const login = await recordApi(page, '/api/dashboard/login');
      await page.locator('#email').fill(uniqueEmail('a11y-nobody'));
      await page.locator('#password').fill('e2e-Not-an-account-4Kd');
      await page.getByRole('button', { name: homeText(lng, 'login.submit') }).click();
      const answer = await login.nth(1);
      assert.equal(answer.status, 401, 'the api refuses an unknown account');
      await expectSingleText(page.getByRole('alert'), answer.body.errors.base.join('\n'), 'the refusal');
    },
  },
  { name: 'the register form, step one', path: '/home/register', session: 'anonymous' },
  {
    name: 'the register form, step one with validation errors',
    path: '/home/register',
    session: 'anonymous',
    async prepare(page, lng) {
      await page.getByRole('button', { name: homeText(lng, 'register.next') }).click();
      await expectFieldErrors(page, 4); // first name, last name, email, password (at least)
    },
  },
  {
    name: 'the register form, step two',
    path: '/home/register',
    session: 'anonymous',
    prepare: toStepTwo,
  },
  {
    name: 'the register form, step two with validation errors',
    path: '/home/register',
    session: 'anonymous',
    async prepare(page, lng) {
      await toStepTwo(page, lng);
      await page.locator('#gender').selectOption('');
      await page.getByRole('button', { name: homeText(lng, 'register.submit') }).click();
      await expectFieldErrors(page, 3); // birth date, gender, user type: nothing is sent
    },
  },
  { name: 'start freemium', path: '/home/start-freemium', session: 'anonymous' },
  { name: 'who are you', path: '/home/who-are-you', session: 'anonymous' },
  {
    name: 'who are you, continuing without an answer',
    path: '/home/who-are-you',
    session: 'anonymous',
    async prepare(page, lng) {
      await page.getByRole('button', { name: homeText(lng, 'whoAreYou.continue') }).click();
      await expectSingleText(
        page.locator('#userType-error'),
        text('validation', lng, 'userType.required'),
        'error',
      );
    },
  },
  {
    name: 'account verification (signed in, unverified)',
    path: '/account_verification',
    session: 'unverified',
  },
  { name: 'coming soon (signed in)', path: '/coming-soon', session: 'signed-in' },
  { name: 'the overview (signed in)', path: '/', session: 'signed-in' },
  { name: 'the trainings (signed in)', path: '/trainings', session: 'signed-in' },
  { name: 'the profile (signed in)', path: '/profile', session: 'signed-in' },
];

/** The browser's colour scheme: the tokens' light set, then their dark one. */
const THEMES = /** @type {const} */ (['light', 'dark']);

/** One unverified account for the whole file (registered through the api on first use). */
/** @type {Promise<import('../support/session.mjs').Account> | null} */
let unverified = null;

for (const theme of THEMES)
  for (const scenario of SCENARIOS) {
    for (const lng of LANGUAGES) {
      test(`axe: ${scenario.name} (${scenario.path}) in ${lng === 'fr' ? 'French' : 'English'}, ${theme}`, (t) =>
        suite.withPage(
          t,
          async ({ context, page, baseUrl }) => {
            if (scenario.session === 'unverified') {
              unverified ??= registerAccount(baseUrl, 'a11y-unverified');
              await setTokenCookie(context, baseUrl, (await unverified).token);
            } else {
              await prepareSession(context, baseUrl, scenario.session);
            }
            await page.goto(scenario.path);
            const heading = page.locator('h1');
            await expectSingleText(heading, titleOf(scenario.path, 'fr'), `${scenario.path} in French`);
            if (lng !== 'fr') {
              await page.locator('[data-testid="language-switcher"]').selectOption(lng);
              await expectSingleText(heading, titleOf(scenario.path, lng), `${scenario.path} in ${lng}`);
            }
            await expectDocumentLanguage(page, lng);
            await scenario.prepare?.(page, lng);
            await settled(page);
            await expectNoAxeViolations(page, `${scenario.name} (${lng}, ${theme})`);
            // The page really is in that theme: the tokens' page background of that palette.
            const background = await page.evaluate(
              () => getComputedStyle(document.documentElement).backgroundColor,
            );
            const channels = (background.match(/\d+/g) ?? []).slice(0, 3).map(Number);
            const brightness = channels.reduce((sum, value) => sum + value, 0) / 3;
            assert.ok(
              theme === 'dark' ? brightness < 80 : brightness > 200,
              `the page's background in the ${theme} theme: ${background}`,
            );
          },
          { bypassCSP: true, colorScheme: theme },
        ));
    }
  }

// The check itself can fail: an unlabelled field and an image without a text alternative added to
// a page that passes are reported, with their targets.
test('axe: a page with known violations is reported (the check can fail)', (t) =>
  suite.withPage(
    t,
    async ({ page }) => {
      await page.goto('/home/login');
      await expectSingleText(page.locator('h1'), titleOf('/home/login', 'fr'), 'the login page');
      await waitForLivePage(page); // what is added to the prerendered markup would be replaced
      await page.evaluate(() => {
        const input = document.createElement('input');
        input.id = 'unlabelled-by-the-test';
        const image = document.createElement('img');
        image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
        document.querySelector('main')?.append(input, image);
      });
      const { violations } = await runAxe(page);
      const ids = violations.map((violation) => violation.id).sort();
      assert.deepEqual(ids, ['image-alt', 'label'], describeViolations(violations));
      assert.match(describeViolations(violations), /#unlabelled-by-the-test/, 'the report names the element');
    },
    { bypassCSP: true },
  ));
