// Waiting assertions: playwright-core has no `expect`, so these poll the page until it shows what
// is expected, then fail with node:assert's usual diff when it never does.
/* global document */
import assert from 'node:assert/strict';

const DEFAULT_TIMEOUT_MS = 15_000;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `read` until `accept(value)` or the timeout; returns the last value read.
 * @template T
 * @param {() => Promise<T>} read
 * @param {(value: T) => boolean} accept
 * @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
export async function poll(read, accept, timeoutMs = DEFAULT_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let value;
    try {
      value = await read();
    } catch (error) {
      // The page navigated (a guarded reload, a redirect) while it was being read: read again.
      if (Date.now() > deadline) throw error;
      await sleep(100);
      continue;
    }
    if (accept(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

/**
 * The texts of every element `locator` matches, whitespace-trimmed.
 * @param {import('playwright-core').Locator} locator
 */
export async function textsOf(locator) {
  return (await locator.allTextContents()).map((text) => text.trim());
}

/**
 * Waits until `locator` matches exactly one element whose text is `expected`.
 * @param {import('playwright-core').Locator} locator
 * @param {string} expected
 * @param {string} message what is being checked, for the failure
 */
export async function expectSingleText(locator, expected, message) {
  const texts = await poll(
    () => textsOf(locator),
    (found) => found.length === 1 && found[0] === expected,
  );
  assert.deepEqual(texts, [expected], message);
}

/**
 * Waits until the document says it is in `lng` (`<html lang>`). The page's language changes are
 * drawn in a transition whose commit sets it (shell LanguageTransition); a part drawn again
 * meanwhile for another reason can already show the new language, so the heading is no sign.
 * @param {import('playwright-core').Page} page
 * @param {string} lng
 * @param {string} [message]
 */
export async function expectDocumentLanguage(page, lng, message = '<html lang>') {
  const lang = await poll(
    () => page.evaluate(() => document.documentElement.lang),
    (found) => found === lng,
  );
  assert.equal(lang, lng, message);
}
