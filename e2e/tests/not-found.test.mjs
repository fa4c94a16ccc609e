// Issue 2 §5 / SPEC §8: an unmatched path renders the 404 page 'Page not found: {fullPath}', in
// French (default) and in English.
import { test } from 'node:test';
import { expectSingleText } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { notFoundMessage, notFoundTitle } from '../support/routes.mjs';
import { prepareSession } from '../support/session.mjs';

const suite = useBrowser(import.meta.url);

// No route matches, so no guard applies: the 404 shows with or without a session.
test("/nope shows 'Page not found: /nope' in French, then in English", (t) =>
  suite.withPage(t, async ({ page }) => {
    await page.goto('/nope');
    const message = page.locator('[data-testid="error-message"]');
    const heading = page.locator('h1');

    await expectSingleText(message, 'Page not found: /nope', 'French 404 message');
    await expectSingleText(heading, notFoundTitle('fr'), 'French 404 heading');

    await page.locator('[data-testid="language-switcher"]').selectOption('en');
    await expectSingleText(heading, notFoundTitle('en'), 'English 404 heading');
    await expectSingleText(message, 'Page not found: /nope', 'English 404 message');

    await page.reload();
    await expectSingleText(heading, notFoundTitle('en'), 'English 404 heading after a reload');
    await expectSingleText(message, 'Page not found: /nope', 'English 404 message after a reload');
  }));

test('the 404 message carries the full path, query and hash included', (t) =>
  suite.withPage(t, async ({ page }) => {
    const fullPath = '/nope/deeper?from=e2e#here';
    await page.goto(fullPath);
    await expectSingleText(
      page.locator('[data-testid="error-message"]'),
      notFoundMessage(fullPath),
      '404 message',
    );
  }));

test('a remote route whose validity check fails (/my_team/bob, not edit-{id}) is a 404 too', (t) =>
  suite.withPage(t, async ({ context, page, baseUrl }) => {
    await prepareSession(context, baseUrl, 'signed-in'); // my_team routes are for members
    await page.goto('/my_team/bob');
    await expectSingleText(
      page.locator('[data-testid="error-message"]'),
      notFoundMessage('/my_team/bob'),
      '404 message of a failed validity check',
    );
  }));
