// Issue 28, docs/adr/0013-signed-in-first-paint.md: when a signed-in page's render fails (here:
// every render is late, `SERVER_RENDER_DEADLINE_MS=1`), the page is sent as before, drawn by the
// scripts, but with the data the platform already read: the browser's router starts from it and
// the api is not asked again. This file starts its own platform, whatever BASE_URL says.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser } from '../support/browser.mjs';
import { expectSingleText } from '../support/expect.mjs';
import { startPlatform } from '../support/repo.mjs';
import { MEMBER, TOKEN_COOKIE, memberSession } from '../support/session.mjs';

/** The api reads /profile's route declares (mfe-profile/src/lib/profile-route-data.ts). */
const PROFILE_READS = /\/api\/dashboard\/(profile|sessions)(\?|$)/;

/** @type {{ platform: import('../support/repo.mjs').StartedPlatform | null, browser: import('playwright-core').Browser | null }} */
const state = { platform: null, browser: null };

before(async () => {
  state.platform = await startPlatform({ env: { SERVER_RENDER_DEADLINE_MS: '1' } });
  state.browser = await launchBrowser();
});

after(async () => {
  await state.browser?.close();
  await state.platform?.stop();
});

test('a page whose render is late comes without its drawing but with its data, read once', async () => {
  const baseUrl = /** @type {string} */ (state.platform?.url);
  const token = await memberSession(baseUrl);
  const cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}`;

  const response = await fetch(new URL('/profile', baseUrl), { headers: { Cookie: cookie } });
  const html = await response.text();
  assert.equal(response.status, 200);
  assert.doesNotMatch(html, /data-prerendered/, 'nothing drawn: the render was late');
  assert.match(response.headers.get('server-timing') ?? '', /data;dur=[\d.]+, fallback;dur=[\d.]+/);
  assert.equal(response.headers.get('cache-control'), 'private, no-store', 'the member’s data: no cache');
  const json = /<script type="application\/json" id="coach-route-data">([^<]*)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(json ?? 'null');
  assert.equal(
    data?.loaderData?.['mfe_profile:profile']?.profile?.body?.email,
    MEMBER.email,
    'the data inlined',
  );

  const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR' });
  context.setDefaultTimeout(15_000);
  try {
    await context.addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: baseUrl }]);
    const page = await context.newPage();
    /** @type {string[]} */
    const reads = [];
    page.on('request', (request) => {
      if (PROFILE_READS.test(request.url())) reads.push(request.url());
    });
    await page.goto('/profile');
    await expectSingleText(page.locator('h1'), 'Mon profil', 'the page drawn by the scripts');
    await page.getByRole('button', { name: 'Modifier' }).first().waitFor();
    assert.ok((await page.locator('main').innerText()).includes(MEMBER.email), 'the member’s address');
    assert.deepEqual(reads, [], 'the page’s data came with the page');
  } finally {
    await context.close();
  }
});
