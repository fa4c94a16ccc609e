// Issue 4, browser part: the sign-in journey against the real platform (api, shell, mfe-home).
// - register through the UI with the keyboard alone → /account_verification → the link of the
//   verification e-mail (read from the development outbox) → `/`;
// - login: a wrong password shows the api's own message and sets no cookie; a right one sets the
//   `token` cookie (path /) and reloads at `/`;
// - SPEC §4's guards: unverified → /account_verification from any page; signed in on the home
//   area → `/`; signed out on a signed-in page → /home;
// - logout clears the cookie, lands on /home and revokes the token on the server;
// - the register draft (SPEC §3) survives a reload, without the password;
// - every home-area form works with the keyboard alone.
// Expected texts come from the catalogues (support/catalogues.mjs) and the api's answers, never
// copied here. Accounts: the shared verified member (support/session.mjs), one unverified account
// per run of this file, one registration through the UI and one refused registration (the api
// allows 20 registrations an hour per client address).
/* global document, window */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiText, homeText, routeTitle, shellText, text } from '../support/catalogues.mjs';
import { expectSingleText, poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { hasFocus, tabAndType, tabTo } from '../support/keyboard.mjs';
import { waitForLivePage } from '../support/live-page.mjs';
import { recordApi } from '../support/network.mjs';
import {
  MEMBER,
  TOKEN_COOKIE,
  freshMemberToken,
  isVerifiedOnServer,
  memberSession,
  prepareSession,
  registerAccount,
  setTokenCookie,
  uniqueEmail,
  verificationLinkPath,
  whoamiStatus,
} from '../support/session.mjs';

const suite = useBrowser(import.meta.url);
/** The browser of a French user (navigator.language, Accept-Language). */
const FRENCH_BROWSER = { locale: 'fr-FR' };
/**
 * The birth date typed into the date input, digit by digit. Chromium orders the input's segments
 * by its own UI language (mm/dd/yyyy here, whatever the context's locale), so the day and the
 * month are the same: the digits mean the same date in dd/mm/yyyy and mm/dd/yyyy.
 */
const BIRTH_DATE = { typed: '05051990', value: '1990-05-05' };
/** SPEC §3: the register draft's localStorage keys. */
const DRAFT_KEYS = 'showForm firstName lastName birthDate gender email mobile userType'.split(' ');

/**
 * Waits until the page is at `pathname` and shows the title of that page.
 * @param {import('playwright-core').Page} page
 * @param {string} pathname
 * @param {string} message
 */
async function expectLandedOn(page, pathname, message) {
  const seen = await poll(
    async () => new URL(page.url()).pathname,
    (p) => p === pathname,
  );
  assert.equal(seen, pathname, `${message}: the path`);
  await expectSingleText(page.locator('h1'), routeTitle(pathname), `${message}: the page's title`);
}

/** @param {import('playwright-core').BrowserContext} context */
async function tokenCookies(context) {
  return (await context.cookies()).filter((cookie) => cookie.name === TOKEN_COOKIE);
}

/** The register form's step heading text, "Étape 2 sur 2 Votre profil". */
function stepHeading(/** @type {1 | 2} */ current, /** @type {'fr' | 'en'} */ lng = 'fr') {
  const step = homeText(lng, 'register.step', { current, total: 2 });
  return `${step} ${homeText(lng, `register.${current === 1 ? 'first' : 'second'}.title`)}`;
}

/** One unverified account for the whole file (registered through the api on first use). */
/** @type {Promise<import('../support/session.mjs').Account> | null} */
let unverified = null;
const unverifiedAccount = (/** @type {string} */ baseUrl) => {
  unverified ??= registerAccount(baseUrl, 'unverified');
  return unverified;
};

/**
 * Fills step two of the register form with the keyboard, from the focused step heading:
 * birth date typed digit by digit, gender left at its default, a mobile number,
 * the first user type chosen with ArrowDown on the closed select.
 * @param {import('playwright-core').Page} page
 */
async function fillStepTwoWithKeyboard(page) {
  await tabAndType(page, page.locator('#birthDate'), BIRTH_DATE.typed);
  assert.equal(
    await page.locator('#birthDate').inputValue(),
    BIRTH_DATE.value,
    'the typed birth date (a browser whose date input starts with the year would need other digits)',
  );
  assert.equal(await page.locator('#gender').inputValue(), 'female', 'SPEC §9: gender defaults to female');
  assert.equal(await page.locator('#countryCode').inputValue(), '33', 'SPEC §9: country code defaults to 33');
  await tabAndType(page, page.locator('#mobileNumber'), '612345678');
  await tabTo(page, page.locator('#userType'), { maxPresses: 2 });
  await page.keyboard.press('ArrowDown');
  assert.equal(
    await page.locator('#userType').inputValue(),
    'coachee',
    'ArrowDown chose the first user type',
  );
}

/**
 * Fills step one with the keyboard: Tab from the top of the page to the first name, then from
 * field to field (the Show buttons of the password fields are passed over with Tab).
 * @param {import('playwright-core').Page} page
 * @param {{ email: string, password: string }} who
 */
async function fillStepOneWithKeyboard(page, { email, password }) {
  // From the top: skip link, brand, language switcher, then the form.
  await tabAndType(page, page.locator('#firstName'), 'Julie', { maxPresses: 8 });
  await tabAndType(page, page.locator('#lastName'), 'Journey');
  await tabAndType(page, page.locator('#email'), email);
  await tabAndType(page, page.locator('#password'), password);
  await tabAndType(page, page.locator('#confirmPassword'), password);
}

test('register with the keyboard alone → /account_verification → the e-mailed link → /', (t) =>
  suite.withPage(
    t,
    async ({ context, page, baseUrl }) => {
      const email = uniqueEmail('register');
      const password = 'e2e-Journey-8hK2-qW4z';
      const register = await recordApi(page, '/api/dashboard/register');
      await page.goto('/home/register');
      await expectSingleText(page.locator('h1'), routeTitle('/home/register'), 'the register page');

      await fillStepOneWithKeyboard(page, { email, password });
      await page.keyboard.press('Enter'); // implicit submission from the confirmation field
      const heading = page.locator('#register-step-heading');
      await expectSingleText(heading, stepHeading(2), 'Enter on step one shows step two');
      assert.ok(await hasFocus(heading), 'the step heading has the focus (the change is announced)');

      await fillStepTwoWithKeyboard(page);
      await tabTo(page, page.getByRole('button', { name: homeText('fr', 'register.submit') }), {
        maxPresses: 3,
      });
      await page.keyboard.press('Enter');
      assert.equal((await register.nth(1)).status, 201, 'the api created the account');

      // Registered, logged in with the same credentials, reloaded at `/`, and sent on by the guard
      // (SPEC §4 rule 1: the first address is not verified yet).
      await expectLandedOn(page, '/account_verification', 'after registering');
      const [cookie] = await tokenCookies(context);
      assert.ok(cookie, 'signed in: the token cookie is set');
      const token = decodeURIComponent(cookie.value);
      assert.equal(await isVerifiedOnServer(baseUrl, token), false, 'the address is not verified yet');
      await expectSingleText(
        page
          .getByRole('region', { name: homeText('fr', 'verification.checkInbox') })
          .locator('p')
          .first(),
        homeText('fr', 'verification.sentTo', { email }),
        'the page names the address the link went to',
      );
      const draftLeft = await page.evaluate(
        (keys) => keys.filter((key) => localStorage.getItem(key) !== null),
        DRAFT_KEYS,
      );
      assert.deepEqual(draftLeft, [], 'the draft is cleared after a successful registration');

      // The link of the e-mail, opened in the same browser.
      await page.goto(await verificationLinkPath(baseUrl, email));
      await poll(
        async () => (await page.getByRole('status').textContent()) ?? '',
        (status) => status.includes(homeText('fr', 'verification.confirmed')),
      );
      // On to `/` by itself (after a short pause to read the message), now verified.
      await expectLandedOn(page, '/', 'after confirming the address');
      assert.equal(await isVerifiedOnServer(baseUrl, token), true, 'the address is verified, same session');
    },
    FRENCH_BROWSER,
  ));

test("a wrong password shows the api's message (errors.base) and sets no token cookie, in French and English", (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const account = await unverifiedAccount(baseUrl);
    const login = await recordApi(page, '/api/dashboard/login');
    await page.goto('/home/login');
    for (const [index, lng] of /** @type {const} */ (['fr', 'en']).entries()) {
      if (lng === 'en') await page.locator('[data-testid="language-switcher"]').selectOption('en');
      await expectSingleText(page.locator('h1'), routeTitle('/home/login', lng), `the login page in ${lng}`);
      await page.locator('#email').fill(account.email);
      await page.locator('#password').fill(`${account.password}-wrong`);
      await page.getByRole('button', { name: homeText(lng, 'login.submit') }).click();
      const answer = await login.nth(index + 1);
      assert.equal(answer.status, 401, 'the api refuses the credentials');
      const base = answer.body?.errors?.base;
      // The api's message in the page's language, as its catalogue has it…
      assert.deepEqual(base, [apiText(lng, 'auth.invalidCredentials')], `the api answers in ${lng}`);
      // …is what the page shows (SPEC §8: errors.base joined by newlines).
      await expectSingleText(page.getByRole('alert'), base.join('\n'), `the message shown in ${lng}`);
      assert.deepEqual(await tokenCookies(context), [], 'no token cookie');
      assert.equal(new URL(page.url()).pathname, '/home/login', 'still on the login page');
    }
  }));

test('a successful login sets the token cookie (path /) and reloads at /', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    await memberSession(baseUrl); // the member exists and is verified
    await page.goto('/home/login');
    await expectSingleText(page.locator('h1'), routeTitle('/home/login'), 'the login page');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('#email').fill(MEMBER.email);
    await page.locator('#password').fill(MEMBER.password);
    await page.getByRole('button', { name: homeText('fr', 'login.submit') }).click();

    await expectLandedOn(page, '/', 'after logging in');
    assert.equal(
      await page.evaluate(() => '__sameDocument' in window),
      false,
      'SPEC §4: the app reloaded at / (a full page load, not a client-side navigation)',
    );
    const cookies = await tokenCookies(context);
    assert.equal(cookies.length, 1, 'one token cookie');
    const [cookie] = cookies;
    // Written without `Path=/`, the cookie would get the login page's directory (/home) as its path.
    assert.equal(cookie?.path, '/', 'the cookie is for the whole site (path /)');
    const token = decodeURIComponent(cookie?.value ?? '');
    assert.equal(await whoamiStatus(baseUrl, token), 200, "the cookie holds the api's session token");
  }));

test('an unverified user is sent to /account_verification from any page', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const account = await unverifiedAccount(baseUrl);
    await setTokenCookie(context, baseUrl, account.token);
    // Full loads: rule 1 (whoami first, then the redirect), including a home route (rule 1 comes
    // before rule 4, which would send a signed-in user to `/`).
    for (const start of ['/', '/profile', '/trainings', '/home/login']) {
      await page.goto(start);
      await expectLandedOn(page, '/account_verification', `an unverified user opening ${start}`);
    }
    // Rule 3, the user already loaded: a client-side navigation to /home (the brand link) is
    // turned back. The URLs the page went through prove the navigation happened: without the
    // guard the page would stay on /home.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    /** @type {string[]} */
    const visited = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.locator('.public-frame__header .brand').click();
    await poll(
      async () => visited,
      (paths) => paths.at(-1) === '/account_verification',
    );
    assert.deepEqual(visited, ['/home', '/account_verification'], 'the brand link went to /home, then back');
    await expectLandedOn(page, '/account_verification', 'an unverified user following the brand link');
    assert.equal(await page.evaluate(() => '__sameDocument' in window), true, 'no page load was needed');
  }));

test('a signed-in user opening /home/login lands on /', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    await prepareSession(context, baseUrl, 'signed-in');
    await page.goto('/home/login');
    // Without rule 4 the login page renders: the path stays /home/login and the title differs.
    await expectLandedOn(page, '/', 'a signed-in user opening /home/login');
  }));

test('a signed-out user opening /profile lands on /home', (t) =>
  suite.withPage(t, async ({ page }) => {
    await page.goto('/profile');
    // Without rule 5 the profile page (or its api error) renders at /profile.
    await expectLandedOn(page, '/home', 'a signed-out user opening /profile');
  }));

test('logout clears the cookie, lands on /home, and the old token gets 401 from whoami', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    // A session of its own: logging out revokes it, and the shared member session must survive.
    const token = await freshMemberToken(baseUrl);
    assert.equal(await whoamiStatus(baseUrl, token), 200, 'the token is valid before the logout');
    await setTokenCookie(context, baseUrl, token);
    await page.goto('/');
    await expectLandedOn(page, '/', 'signed in');

    const logout = page
      .locator('.app-frame__actions')
      .getByRole('button', { name: shellText('fr', 'auth.logout') });
    const revoke = await recordApi(page, '/api/dashboard/logout');
    await logout.click();
    assert.equal((await revoke.nth(1)).status, 204, 'the front asked the api to revoke the session');
    await expectLandedOn(page, '/home', 'after logging out');
    assert.deepEqual(await tokenCookies(context), [], 'the browser holds no token cookie');
    assert.doesNotMatch(await page.evaluate(() => document.cookie), /(^|;\s*)token=/, 'document.cookie');
    assert.equal(await whoamiStatus(baseUrl, token), 401, 'the old token is refused by whoami');

    // And the app treats the browser as signed out.
    await page.goto('/profile');
    await expectLandedOn(page, '/home', 'a signed-in page after logging out');
  }));

test('the register draft survives a reload: step and fields restored, passwords empty and never stored', (t) =>
  suite.withPage(t, async ({ page }) => {
    // What the app keeps in localStorage before the register form is ever opened.
    await page.goto('/home');
    await expectSingleText(page.locator('h1'), routeTitle('/home'), 'the landing page');
    // The start-up checks have stored what they store once the live page replaced the drawn one
    // (its title is there before any script, and the start runs in several tasks).
    await waitForLivePage(page);
    await page.waitForLoadState('networkidle');
    const before = await page.evaluate(() => Object.keys(localStorage));

    const draft = {
      firstName: 'Renée',
      lastName: 'Rechargement',
      email: uniqueEmail('draft'),
      birthDate: '1988-02-29',
      gender: 'male',
      userType: 'coach',
    };
    const password = 'e2e-Draft-never-3Zx7';
    await page.goto('/home/register');
    await expectSingleText(page.locator('#register-step-heading'), stepHeading(1), 'step one');
    await page.locator('#firstName').fill(draft.firstName);
    await page.locator('#lastName').fill(draft.lastName);
    await page.locator('#email').fill(draft.email);
    await page.locator('#password').fill(password);
    await page.locator('#confirmPassword').fill(password);
    await page.getByRole('button', { name: homeText('fr', 'register.next') }).click();
    await expectSingleText(page.locator('#register-step-heading'), stepHeading(2), 'step two');
    await page.locator('#birthDate').fill(draft.birthDate);
    await page.locator('#gender').selectOption(draft.gender);
    await page.locator('#countryCode').fill('41');
    await page.locator('#mobileNumber').fill('791234567');
    await page.locator('#userType').selectOption(draft.userType);

    await page.reload();
    await expectSingleText(
      page.locator('#register-step-heading'),
      stepHeading(2),
      'still step two after a reload',
    );
    for (const id of /** @type {const} */ (['birthDate', 'gender', 'userType'])) {
      assert.equal(await page.locator(`#${id}`).inputValue(), draft[id], `${id} restored`);
    }
    assert.equal(await page.locator('#countryCode').inputValue(), '41', 'country code restored');
    assert.equal(await page.locator('#mobileNumber').inputValue(), '791234567', 'mobile number restored');

    // The stored draft: exactly the keys SPEC §3 names, with what was typed, and no password.
    const stored = await page.evaluate(() => ({
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
    }));
    // Any other key name (say `first_name`, or one for the password) makes this fail.
    const added = Object.keys(stored.local)
      .filter((key) => !before.includes(key))
      .sort();
    assert.deepEqual(added, [...DRAFT_KEYS].sort(), 'the register form wrote exactly the SPEC §3 keys');
    const { mobile, ...rest } = Object.fromEntries(DRAFT_KEYS.map((key) => [key, stored.local[key]]));
    assert.deepEqual(rest, { showForm: 'second', ...draft }, 'the draft holds what was typed and the step');
    // SPEC §3: "a plus sign, a country code, then the number".
    assert.match(mobile ?? '', /^\+41\s?791234567$/, 'mobile');
    for (const [where, entries] of Object.entries(stored)) {
      const leaks = Object.entries(entries).filter(
        ([key, value]) => /pass/i.test(key) || String(value).includes(password),
      );
      assert.deepEqual(leaks, [], `no password in ${where}Storage`);
    }
    assert.ok(
      !(await page.context().cookies()).some((cookie) => decodeURIComponent(cookie.value).includes(password)),
      'no password in a cookie',
    );

    // Back on step one: the fields are restored, the password fields are empty.
    await page.getByRole('button', { name: homeText('fr', 'register.back') }).click();
    await expectSingleText(page.locator('#register-step-heading'), stepHeading(1), 'back on step one');
    for (const id of /** @type {const} */ (['firstName', 'lastName', 'email'])) {
      assert.equal(await page.locator(`#${id}`).inputValue(), draft[id], `${id} restored`);
    }
    assert.equal(await page.locator('#password').inputValue(), '', 'password empty');
    assert.equal(await page.locator('#confirmPassword').inputValue(), '', 'confirmation empty');
  }));

test('keyboard alone: the login form submits with Enter', (t) =>
  suite.withPage(t, async ({ page, baseUrl }) => {
    await memberSession(baseUrl);
    await page.goto('/home/login');
    await expectSingleText(page.locator('h1'), routeTitle('/home/login'), 'the login page');
    await tabAndType(page, page.locator('#email'), MEMBER.email, { maxPresses: 8 });
    await tabAndType(page, page.locator('#password'), MEMBER.password);
    await page.keyboard.press('Enter');
    // Only a submitted form logs in: landing on `/` proves Enter sent it.
    await expectLandedOn(page, '/', 'after Enter in the password field');
  }));

test('keyboard alone: the register form, both steps, up to the api refusing a taken address', (t) =>
  suite.withPage(
    t,
    async ({ page, baseUrl }) => {
      await memberSession(baseUrl); // its address is taken
      const register = await recordApi(page, '/api/dashboard/register');
      await page.goto('/home/register');
      await expectSingleText(page.locator('#register-step-heading'), stepHeading(1), 'step one');
      await fillStepOneWithKeyboard(page, { email: MEMBER.email, password: 'e2e-Taken-address-5Rt' });
      await page.keyboard.press('Enter');
      await expectSingleText(page.locator('#register-step-heading'), stepHeading(2), 'Enter shows step two');

      await fillStepTwoWithKeyboard(page);
      // Back to the mobile number and Enter there: the form's implicit submission.
      await tabTo(page, page.locator('#mobileNumber'), { backwards: true, maxPresses: 2 });
      await page.keyboard.press('Enter');
      const answer = await register.nth(1);
      assert.equal(answer.status, 422, 'the api refuses the taken address');
      /** @type {Record<string, string[]>} */
      const errors = answer.body?.errors ?? {};
      assert.deepEqual(
        errors.email,
        [apiText('fr', 'auth.emailTaken')],
        "the api's message for a taken address",
      );

      // The form goes back to step one, shows the message beside the email, and focuses it.
      await expectSingleText(page.locator('#register-step-heading'), stepHeading(1), 'back on step one');
      await expectSingleText(
        page.locator('#email-error'),
        errors.email?.join('\n') ?? '',
        'the error beside the email',
      );
      assert.ok(await hasFocus(page.locator('#email')), 'the email field has the focus');
    },
    FRENCH_BROWSER,
  ));

test('keyboard alone: who-are-you, Enter without an answer, arrows to choose, Enter to continue', (t) =>
  suite.withPage(t, async ({ page }) => {
    await page.goto('/home/who-are-you');
    await expectSingleText(page.locator('h1'), routeTitle('/home/who-are-you'), 'the who-are-you page');
    const first = page.locator('#userType-coachee');
    await tabTo(page, first, { maxPresses: 8 });
    await page.keyboard.press('Enter');
    await expectSingleText(
      page.locator('#userType-error'),
      text('validation', 'fr', 'userType.required'),
      'Enter submits: the answer is required',
    );
    assert.ok(await hasFocus(first), 'focus stays on the first choice');

    await page.keyboard.press('ArrowDown');
    assert.ok(await page.locator('#userType-coach').isChecked(), 'ArrowDown chose the next user type');
    await page.keyboard.press('Enter');
    const seen = await poll(
      async () => new URL(page.url()).pathname,
      (p) => p === '/home/register',
    );
    assert.equal(seen, '/home/register', 'Enter continues to the register form');
    assert.equal(
      await page.evaluate(() => localStorage.getItem('userType')),
      'coach',
      'the answer is in the draft',
    );
  }));

test('keyboard alone: the verification resend button is reached with Tab and pressed with Enter and Space', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const account = await unverifiedAccount(baseUrl);
    await setTokenCookie(context, baseUrl, account.token);
    await page.goto('/account_verification');
    await expectSingleText(page.locator('h1'), routeTitle('/account_verification'), 'the verification page');
    const resend = page.getByRole('button', { name: homeText('fr', 'verification.resend') });
    const resends = await recordApi(page, '/api/dashboard/verification/resend');

    await tabTo(page, resend, { maxPresses: 8, what: 'the resend button' });
    await page.keyboard.press('Enter');
    assert.equal((await resends.nth(1)).status, 200, 'Enter sent a resend request, which the api allows');
    await expectSingleText(
      page.getByRole('status'),
      homeText('fr', 'verification.resent'),
      'the success feedback',
    );

    // Space on the same button: the api now throttles (one minute between two e-mails). The
    // button waits with aria-disabled now (a disabled button drops the focus to <body> in
    // Chromium), but the user may have moved on, so they tab back to it first.
    await tabTo(page, resend, { maxPresses: 8, what: 'the resend button, again' });
    await page.keyboard.press('Space');
    // A control that ignored Space (e.g. a div with a click handler) sends nothing: nth(2) fails.
    const second = await resends.nth(2);
    assert.equal(second.status, 429, 'Space sent a second resend request; the api throttles it');
    /** @type {string[]} */
    const base = second.body?.errors?.base ?? [];
    assert.ok(base.length > 0, 'the api says why');
    await expectSingleText(page.getByRole('alert'), base.join('\n'), "the api's throttling message");
    assert.equal(await resend.getAttribute('aria-disabled'), 'true', 'the button waits for Retry-After');
  }));
