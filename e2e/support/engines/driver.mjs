// One small driver for the three engines, so that each cross-engine journey is written once
// (engines/*.test.mjs): Chromium through playwright-core (as the rest of the suite), Firefox through
// puppeteer-core over WebDriver BiDi, WebKit through webdriverio talking to WebKitWebDriver, which
// drives MiniBrowser under an Xvfb display of its own (webkit.mjs). Selectors are CSS; waits poll a
// function evaluated in the page. Every page error (uncaught exception, console error) is kept with
// the address it happened at, so a journey can require none.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../browser.mjs';
import { ARTIFACTS_DIR } from '../repo.mjs';
import { launchFirefox } from './firefox.mjs';
import { TAKE_RECORDED, startRecordingProxy } from './error-recorder.mjs';
import { startWebKit } from './webkit.mjs';

/**
 * @typedef {object} Driver
 * @property {import('./available.mjs').EngineName} engine
 * @property {(pathname: string) => Promise<void>} goto loads a page of the platform
 * @property {(selector: string, value: string) => Promise<void>} fill
 * @property {(selector: string) => Promise<void>} click
 * @property {(selector: string, text: string) => Promise<void>} clickText a real click on the first `selector` whose text is `text`
 * @property {(selector: string, value: string) => Promise<void>} select chooses an option of a `<select>`
 * @property {(script: string, timeoutMs?: number) => Promise<void>} waitFor until the expression is truthy in the page
 * @property {(script: string) => Promise<unknown>} evaluate an expression's value in the page
 * @property {(name: string) => Promise<string>} screenshot the viewport, to e2e/artifacts/engines/<engine>/<name>.png
 * @property {(width: number, height: number) => Promise<void>} resize
 * @property {() => string[]} errors the page errors seen so far
 * @property {() => Promise<void>} close
 */

const POLL_MS = 100;

/** Polls `check` until it is truthy or the time is up. */
async function until(
  /** @type {() => Promise<unknown>} */ check,
  /** @type {number} */ timeoutMs,
  /** @type {string} */ what,
) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${last})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The folder of an engine's screenshots. */
export function screenshotDir(/** @type {string} */ engine) {
  const dir = path.join(ARTIFACTS_DIR, 'engines', engine);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The parts every engine shares, around the few primitives each one gives.
 * @param {import('./available.mjs').EngineName} engine
 * @param {{ goto: (url: string) => Promise<void>, evaluate: (script: string) => Promise<unknown>, screenshot: (file: string) => Promise<void>, resize: (w: number, h: number) => Promise<void>, type: (selector: string, value: string) => Promise<void>, click: (selector: string) => Promise<void>, select: (selector: string, value: string) => Promise<void>, close: () => Promise<void> }} primitives
 * @param {string} baseUrl
 * @param {string[]} errors filled by the engine's listeners
 * @returns {Driver}
 */
function facade(engine, primitives, baseUrl, errors) {
  const waitFor = (/** @type {string} */ script, timeoutMs = 30_000) =>
    until(() => primitives.evaluate(script), timeoutMs, script);
  return {
    engine,
    goto: (pathname) => primitives.goto(new URL(pathname, baseUrl).href),
    async fill(selector, value) {
      await waitFor(`!!document.querySelector(${JSON.stringify(selector)})`);
      await primitives.type(selector, value);
    },
    async click(selector) {
      await waitFor(`!!document.querySelector(${JSON.stringify(selector)})`);
      await primitives.click(selector);
    },
    async clickText(selector, text) {
      // The element is marked in the page, then clicked by the engine like any other.
      const mark = `(() => {
        for (const old of document.querySelectorAll('[data-engine-target]')) old.removeAttribute('data-engine-target');
        const found = [...document.querySelectorAll(${JSON.stringify(selector)})]
          .find((element) => element.textContent.trim() === ${JSON.stringify(text)});
        found?.setAttribute('data-engine-target', '');
        return !!found;
      })()`;
      await waitFor(mark);
      await primitives.click('[data-engine-target]');
    },
    async select(selector, value) {
      await waitFor(`!!document.querySelector(${JSON.stringify(selector)})`);
      await primitives.select(selector, value);
    },
    waitFor,
    evaluate: (script) => primitives.evaluate(script),
    async screenshot(name) {
      const file = path.join(screenshotDir(engine), `${name}.png`);
      await primitives.screenshot(file);
      return file;
    },
    resize: (width, height) => primitives.resize(width, height),
    errors: () => [...errors],
    close: () => primitives.close(),
  };
}

/** @param {string} baseUrl */
async function chromiumDriver(baseUrl) {
  const browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: console: ${message.text()}`);
  });
  return facade(
    'chromium',
    {
      goto: async (url) => void (await page.goto(url)),
      evaluate: (script) => page.evaluate(script),
      screenshot: async (file) => void (await page.screenshot({ path: file })),
      resize: (width, height) => page.setViewportSize({ width, height }),
      type: (selector, value) => page.locator(selector).fill(value),
      click: (selector) => page.locator(selector).click(),
      select: async (selector, value) => void (await page.locator(selector).selectOption(value)),
      close: () => browser.close(),
    },
    baseUrl,
    errors,
  );
}

/** @param {string} baseUrl */
async function firefoxDriver(baseUrl) {
  const browser = await launchFirefox();
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  /** @type {string[]} */
  const errors = [];
  // Firefox checks the loads it cuts short when a page is left and logs their integrity failures
  // (empty bodies) in that page (docs/security.md, "Loads cut short by leaving the page"): while
  // `goto` leaves a page, those are the left page's, not an error of the journey.
  let leaving = false;
  const CUT_SHORT = /integrity attribute|ChunkLoadError|Loading (CSS )?chunk/;
  page.on('pageerror', (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (!(leaving && CUT_SHORT.test(message))) errors.push(`${page.url()}: ${message}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = page.url();
    const left = leaving; // read now: the text below arrives later
    // An Error logged as such reads `JSHandle@error`: its text is asked from the page.
    const [first] = message.args();
    void (
      first
        ? first.evaluate((value) =>
            String(value instanceof Error ? `${value.name}: ${value.message}` : value),
          )
        : Promise.resolve(message.text())
    )
      .catch(() => message.text())
      .then((text) => {
        // A page being left logs its cut-short loads too, and is gone before its value can be read.
        if (!(left && (CUT_SHORT.test(text) || text === 'undefined')))
          errors.push(`${url}: console: ${text}`);
      });
  });
  return facade(
    'firefox',
    {
      async goto(url) {
        leaving = true;
        try {
          await page.goto(url);
        } finally {
          leaving = false;
        }
      },
      evaluate: (script) => page.evaluate(script),
      screenshot: async (file) =>
        void (await page.screenshot({ path: /** @type {`${string}.png`} */ (file) })),
      resize: (width, height) => page.setViewport({ width, height }),
      async type(selector, value) {
        await page.$eval(selector, (element) => /** @type {HTMLInputElement} */ (element).select());
        await page.type(selector, value);
      },
      click: (selector) => page.click(selector),
      select: async (selector, value) => void (await page.select(selector, value)),
      close: () => browser.close(),
    },
    baseUrl,
    errors,
  );
}

/** @param {string} baseUrl */
async function webkitDriver(baseUrl) {
  // WebKitWebDriver has no console events: the pages come through a proxy that records their
  // errors from the start (error-recorder.mjs); what they recorded is read after each step.
  const recording = await startRecordingProxy(baseUrl);
  const { browser, stop } = await startWebKit().catch(async (error) => {
    await recording.close();
    throw error;
  });
  /** @type {string[]} */
  const errors = [];
  const collect = async () => {
    const found = /** @type {string[] | null} */ (await browser.execute(TAKE_RECORDED));
    for (const message of found ?? []) errors.push(message);
  };
  const driver = facade(
    'webkit',
    {
      async goto(url) {
        await collect().catch(() => undefined);
        await browser.url(url);
        await collect();
      },
      evaluate: (script) => browser.execute(`return (${script})`),
      screenshot: (file) => browser.saveScreenshot(file).then(() => undefined),
      resize: (width, height) => browser.setWindowSize(width, height),
      type: (selector, value) => browser.$(selector).setValue(value),
      click: (selector) => browser.$(selector).click(),
      async select(selector, value) {
        const element = browser.$(selector);
        await element.waitForClickable({ timeout: 10_000 });
        await element.selectByAttribute('value', value);
      },
      async close() {
        await browser.deleteSession().catch(() => undefined);
        await stop();
        await recording.close();
      },
    },
    recording.url,
    errors,
  );
  /** @type {Driver} */
  const collecting = {
    ...driver,
    async waitFor(script, timeoutMs) {
      await driver.waitFor(script, timeoutMs);
      await collect();
    },
  };
  return collecting;
}

/**
 * A driver of `engine` on the platform at `baseUrl`, at 390 × 844 in French.
 * @param {import('./available.mjs').EngineName} engine
 * @param {string} baseUrl
 * @returns {Promise<Driver>}
 */
export function openDriver(engine, baseUrl) {
  if (engine === 'chromium') return chromiumDriver(baseUrl);
  if (engine === 'firefox') return firefoxDriver(baseUrl);
  return webkitDriver(baseUrl);
}
