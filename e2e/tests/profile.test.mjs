// Issue 14: /profile (docs/product.md §8.6) in a real browser, each scenario with an account of its
// own (registered and verified through the api and the development outbox): a person corrects
// their information (a bad field shows registration's message, in French and English, and nothing
// is saved), chooses a language that the next sign-in applies and that the `lang` cookie keeps (the
// cookie alone decides the language a page starts in), changes their password (an older session is
// signed out), downloads their data, and deletes their account (they can no longer sign in). axe
// finds no violation on /profile in both languages.
/* global document */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { expectNoAxeViolations, settled } from '../support/axe.mjs';
import { homeText, routeTitle, text } from '../support/catalogues.mjs';
import { expectDocumentLanguage, expectSingleText, poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { recordApi } from '../support/network.mjs';
import { LANGUAGES } from '../support/routes.mjs';
import {
  loginToken,
  signedInAccount,
  uniqueEmail,
  verificationLinkPath,
  whoamiStatus,
} from '../support/session.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {'fr' | 'en'} Language */

const suite = useBrowser(import.meta.url);
const profileText = (/** @type {Language} */ lng, /** @type {string} */ key, values = {}) =>
  text('profile', lng, key, values);

/** Opens /profile signed in with `token`, and waits for the general information. */
async function openProfile(/** @type {Page} */ page, /** @type {Language} */ lng = 'fr') {
  await page.goto('/profile');
  await expectSingleText(page.locator('h1'), routeTitle('/profile', 'fr'), 'the profile page');
  if (lng !== 'fr') {
    await page.locator('[data-testid="language-switcher"]').selectOption(lng);
    await expectSingleText(page.locator('h1'), routeTitle('/profile', lng), `the profile page in ${lng}`);
  }
  await page.getByRole('button', { name: profileText(lng, 'information.modify') }).waitFor();
}

/** Logs in through the form, as a person would. */
async function logInWithForm(
  /** @type {Page} */ page,
  /** @type {{ email: string, password: string }} */ who,
) {
  await page.goto('/home/login');
  await expectSingleText(page.locator('h1'), routeTitle('/home/login', 'fr'), 'the login page');
  await page.locator('#email').fill(who.email);
  await page.locator('#password').fill(who.password);
  await page.getByRole('button', { name: homeText('fr', 'login.submit') }).click();
}

/** The api's answer to a login, without the browser. */
async function loginStatus(
  /** @type {string} */ baseUrl,
  /** @type {{ email: string, password: string }} */ who,
) {
  const response = await fetch(new URL('/api/dashboard/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  return response.status;
}

test('Modify, a bad field (French, then English) saves nothing; Save keeps the corrections', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    await signedInAccount(context, baseUrl, 'profile-edit');
    const saves = await recordApi(page, '/api/dashboard/profile');
    await openProfile(page);

    await page.getByRole('button', { name: profileText('fr', 'information.modify') }).click();
    const firstname = page.locator('#firstname');
    await poll(
      () => firstname.evaluate((element) => element === document.activeElement),
      (focused) => focused,
    );
    await firstname.fill('');
    await page.getByRole('button', { name: profileText('fr', 'information.save') }).click();
    await expectSingleText(
      page.locator('#firstname-error'),
      text('validation', 'fr', 'firstName.required'),
      'the French message',
    );
    assert.equal(await firstname.getAttribute('aria-invalid'), 'true', 'the field is marked invalid');

    await page.locator('[data-testid="language-switcher"]').selectOption('en');
    await expectSingleText(
      page.locator('#firstname-error'),
      text('validation', 'en', 'firstName.required'),
      'the message follows the language',
    );
    await page.locator('#mobile').fill('06');
    await page.getByRole('button', { name: profileText('en', 'information.save') }).click();
    await expectSingleText(
      page.locator('#mobile-error'),
      text('validation', 'en', 'mobile.invalid'),
      'English',
    );
    assert.equal(
      saves.answers.filter((answer) => answer.method === 'PUT').length,
      0,
      'nothing was sent while a field is wrong',
    );

    await page.locator('[data-testid="language-switcher"]').selectOption('fr');
    await firstname.fill('Camila');
    await page.locator('#mobile').fill('+33 6 11 22 33 44');
    await page.locator('#study_level').selectOption('master');
    await page.getByRole('button', { name: profileText('fr', 'information.save') }).click();
    const info = page.getByRole('region', { name: profileText('fr', 'information.title') });
    await expectSingleText(info.locator('dd').nth(0), 'Camila', 'the saved first name, read-only again');
    await expectSingleText(info.locator('dd').nth(4), profileText('fr', 'studyLevel.master'), 'the level');

    await page.reload();
    await expectSingleText(
      page
        .getByRole('region', { name: profileText('fr', 'information.title') })
        .locator('dd')
        .nth(2),
      '+33611223344',
      'kept after a reload',
    );
  }));

test('the language chosen on /profile is applied at the next sign-in', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const account = await signedInAccount(context, baseUrl, 'profile-language');
    const saved = await recordApi(page, '/api/dashboard/profile/language');
    await openProfile(page);
    await page.locator('#account-language').selectOption('en');
    await expectSingleText(page.locator('h1'), routeTitle('/profile', 'en'), 'the page switches at once');
    await saved.nth(1);

    // Another browser, which never chose a language: French until the sign-in applies English.
    const other = await context.browser()?.newContext({ baseURL: baseUrl });
    assert.ok(other, 'a second context');
    try {
      const fresh = await other.newPage();
      await logInWithForm(fresh, account);
      await poll(
        async () => new URL(fresh.url()).pathname,
        (p) => p === '/',
      );
      await expectSingleText(
        fresh.locator('h1'),
        routeTitle('/', 'en'),
        'the overview in the account’s language',
      );
      // The sign-in applies the account's language once whoami answered, in the page's transition.
      await expectDocumentLanguage(fresh, 'en');
    } finally {
      await other.close();
    }
  }));

test('the `lang` cookie alone decides the language; the profile’s choice changes the cookie', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    // Signed in, with the cookie the server also reads and an empty local storage (a front-version
    // change clears it): the pages used to start French whatever the cookie said.
    await signedInAccount(context, baseUrl, 'profile-cookie-language');
    await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl, sameSite: 'Lax' }]);
    const langCookie = async () => (await context.cookies(baseUrl)).find((c) => c.name === 'lang')?.value;

    await page.goto('/');
    await expectSingleText(
      page.locator('h1'),
      routeTitle('/', 'en'),
      'the overview in the cookie’s language',
    );
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', '<html lang>');

    await page.goto('/profile');
    await expectSingleText(page.locator('h1'), routeTitle('/profile', 'en'), 'the profile in English');
    assert.equal(await langCookie(), 'en', 'starting the page left the cookie as it was');

    await page.locator('#account-language').selectOption('fr');
    await expectSingleText(page.locator('h1'), routeTitle('/profile', 'fr'), 'the page switches at once');
    assert.equal(await poll(langCookie, (value) => value === 'fr'), 'fr', 'the cookie follows the choice');
    assert.equal(await page.evaluate(() => localStorage.getItem('lang')), null, 'no second copy');

    await page.reload();
    await expectSingleText(page.locator('h1'), routeTitle('/profile', 'fr'), 'French after a reload');
  }));

test('changing the password signs out an older session', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const account = await signedInAccount(context, baseUrl, 'profile-password');
    const older = await loginToken(baseUrl, { email: account.email, password: account.password });
    await openProfile(page);
    const form = page.getByRole('form', { name: profileText('fr', 'password.title') });
    await form.locator('#current_password').fill(account.password);
    await form.locator('#new_password').fill('e2e-New-Passphrase-8Rw');
    await form.locator('#confirm_password').fill('e2e-New-Passphrase-8Rw');
    await form.getByRole('button', { name: profileText('fr', 'password.update') }).click();
    await expectSingleText(form.getByRole('status'), profileText('fr', 'password.changed'), 'confirmed');

    assert.equal(await whoamiStatus(baseUrl, older), 401, 'the older session is signed out');
    assert.equal(await whoamiStatus(baseUrl, account.token), 200, 'this session goes on');
    assert.equal(await loginStatus(baseUrl, account), 401, 'the old password no longer works');
    assert.equal(
      await loginStatus(baseUrl, { email: account.email, password: 'e2e-New-Passphrase-8Rw' }),
      200,
      'the new one does',
    );
  }));

test('a new e-mail address replaces the old one only once its link is opened; the old one is told', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const account = await signedInAccount(context, baseUrl, 'profile-email');
    const newEmail = uniqueEmail('profile-email-new');
    await openProfile(page);
    const form = page.getByRole('form', { name: profileText('fr', 'email.title') });
    await form.locator('#email').fill(newEmail);
    await form.locator('#email-password').fill(account.password);
    await form.getByRole('button', { name: profileText('fr', 'email.update') }).click();
    await expectSingleText(
      form.getByRole('status'),
      profileText('fr', 'email.sent', { email: newEmail }),
      'the link is sent',
    );
    assert.equal(await loginStatus(baseUrl, account), 200, 'the old address still signs in meanwhile');

    await page.goto(await verificationLinkPath(baseUrl, newEmail));
    await page.getByText(homeText('fr', 'verification.confirmed')).waitFor();
    await openProfile(page);
    await expectSingleText(
      page.getByText(profileText('fr', 'email.current', { email: newEmail })),
      profileText('fr', 'email.current', { email: newEmail }),
      'the new address is the account’s',
    );
    assert.equal(await loginStatus(baseUrl, { email: newEmail, password: account.password }), 200);
    assert.equal(await loginStatus(baseUrl, account), 401, 'the old address no longer signs in');
    const outbox = await fetch(new URL(`/api/dev/mails?to=${encodeURIComponent(account.email)}`, baseUrl));
    const { mails } = /** @type {{ mails: { subject: string }[] }} */ (await outbox.json());
    assert.ok(
      mails.some((mail) => mail.subject === text('api', 'fr', 'account.mail.emailChanged.subject')),
      'the old address is told',
    );
  }));

test('"Download my data" gives one JSON file of what the platform holds, without secrets', (t) =>
  suite.withPage(
    t,
    async ({ context, page, baseUrl }) => {
      const account = await signedInAccount(context, baseUrl, 'profile-export');
      await openProfile(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: profileText('fr', 'myData.download') }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^coach-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = await download.path();
      const raw = await readFile(file, 'utf8');
      const data = JSON.parse(raw);
      assert.equal(data.format, 'coach-personal-data');
      assert.equal(data.data.users[0].email, account.email, 'the account');
      assert.ok(data.data.sessions.length >= 1, 'the sessions');
      assert.ok(
        data.data.mail_outbox.some((/** @type {{ to: string }} */ mail) => mail.to === account.email),
        'the e-mails sent',
      );
      assert.doesNotMatch(raw, /password_hash|token_hash|argon2/, 'no secret');
    },
    { acceptDownloads: true },
  ));

test('deleting the account needs the address typed, then nobody can sign in with it', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    const account = await signedInAccount(context, baseUrl, 'profile-delete');
    await openProfile(page);
    await page.getByRole('button', { name: profileText('fr', 'myData.delete') }).click();
    const dialog = page.getByRole('dialog', { name: profileText('fr', 'myData.dialogTitle') });
    await dialog.locator('#delete-email').fill('someone.else@coach.test');
    await dialog.getByRole('button', { name: profileText('fr', 'myData.confirmDelete') }).click();
    await expectSingleText(
      dialog.locator('#delete-email-error'),
      text('api', 'fr', 'account.deleteEmailMismatch'),
      'the wrong address is refused',
    );
    assert.equal(await whoamiStatus(baseUrl, account.token), 200, 'nothing was erased');

    await dialog.locator('#delete-email').fill(account.email);
    await dialog.getByRole('button', { name: profileText('fr', 'myData.confirmDelete') }).click();
    await poll(
      async () => new URL(page.url()).pathname,
      (p) => p.startsWith('/home'),
    );
    assert.equal(await whoamiStatus(baseUrl, account.token), 401, 'the session ended');
    assert.equal(await loginStatus(baseUrl, account), 401, 'the account is gone');
  }));

for (const lng of LANGUAGES) {
  test(`axe: /profile, read-only and editing, in ${lng === 'fr' ? 'French' : 'English'}`, (t) =>
    suite.withPage(
      t,
      async ({ context, page, baseUrl }) => {
        await signedInAccount(context, baseUrl, `profile-a11y-${lng}`);
        await openProfile(page, lng);
        await settled(page);
        for (const state of ['read-only', 'editing with an error']) {
          if (state !== 'read-only') {
            await page.getByRole('button', { name: profileText(lng, 'information.modify') }).click();
            await page.locator('#firstname').fill('');
            await page.getByRole('button', { name: profileText(lng, 'information.save') }).click();
            await page.locator('#firstname-error').waitFor();
          }
          await expectNoAxeViolations(page, `/profile (${state}, ${lng})`);
        }
      },
      { bypassCSP: true },
    ));
}
