// The frame of every browser test file: one platform and one Chromium per file (started in
// `before`, closed in `after`), a fresh browser context per test, and a screenshot of the page in
// e2e/artifacts/ when a test fails.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { openPlatform } from './platform.mjs';
import { ARTIFACTS_DIR } from './repo.mjs';

/** Starting the platform may build the apps first. */
const SETUP_TIMEOUT_MS = 300_000;

/**
 * @typedef {object} PageFixture
 * @property {import('playwright-core').BrowserContext} context
 * @property {import('playwright-core').Page} page
 * @property {string} baseUrl the platform's origin, without trailing slash
 * @property {(pathname: string) => string} url an absolute URL on the platform
 */

/**
 * Registers the file's before/after hooks. Call once, at the top of a test file.
 * @param {string} fileUrl the test file's import.meta.url (names the screenshots)
 */
export function useBrowser(fileUrl) {
  const fileName = path.basename(new URL(fileUrl).pathname).replace(/\.test\.m?[jt]s$/, '');
  /** @type {{ baseUrl: string, browser: import('playwright-core').Browser | null, stop: () => Promise<void> }} */
  const state = { baseUrl: '', browser: null, stop: async () => {} };
  /** @type {(baseUrl: string) => void} */
  let markReady = () => {};
  /** @type {(error: unknown) => void} */
  let markFailed = () => {};
  /** @type {Promise<string>} */
  const ready = new Promise((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  ready.catch(() => {}); // reported by the hook itself

  before(
    async () => {
      try {
        const platform = await openPlatform();
        state.baseUrl = platform.url;
        state.stop = platform.stop;
        state.browser = await launchBrowser();
        markReady(state.baseUrl);
      } catch (error) {
        markFailed(error);
        throw error;
      }
    },
    { timeout: SETUP_TIMEOUT_MS },
  );
  after(async () => {
    await state.browser?.close();
    await state.stop();
  });

  return {
    get baseUrl() {
      return state.baseUrl;
    },
    /**
     * Resolves with the platform's URL once the platform and the browser are up (root-level
     * `before` hooks of a file do not wait for each other: await this in yours).
     */
    ready: () => ready,
    /**
     * Runs `fn` with a new context and page; on failure saves a full-page screenshot, then
     * rethrows. The context is closed either way.
     * @template T
     * @param {import('node:test').TestContext} t
     * @param {(fixture: PageFixture) => Promise<T>} fn
     * @param {import('playwright-core').BrowserContextOptions} [contextOptions]
     * @returns {Promise<T>}
     */
    async withPage(t, fn, contextOptions = {}) {
      if (!state.browser) throw new Error('the browser did not start (see the before hook)');
      const context = await state.browser.newContext({ baseURL: state.baseUrl, ...contextOptions });
      context.setDefaultTimeout(15_000);
      context.setDefaultNavigationTimeout(30_000);
      const page = await context.newPage();
      /** @type {string[]} */
      const pageErrors = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        return await fn({
          context,
          page,
          baseUrl: state.baseUrl,
          url: (p) => new URL(p, state.baseUrl).href,
        });
      } catch (error) {
        const shot = await screenshot(page, `${fileName}--${t.fullName ?? t.name}`);
        if (error instanceof Error) {
          const notes = [shot ? `screenshot: ${shot}` : 'no screenshot', `page URL: ${page.url()}`];
          if (pageErrors.length) notes.push(`uncaught errors in the page: ${pageErrors.join(' | ')}`);
          error.message += `\n  (${notes.join('; ')})`;
        }
        throw error;
      } finally {
        await context.close().catch(() => {});
      }
    },
  };
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @returns {Promise<string | null>} the file written, or null when the page could not be captured
 */
async function screenshot(page, name) {
  try {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^\w.-]+/g, '_').slice(0, 150)}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
    return file;
  } catch {
    return null;
  }
}
