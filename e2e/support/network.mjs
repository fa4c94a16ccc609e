// The api's answers to the page, bodies included. Reading a body after the fact
// (`response.json()`) is not reliable in Chromium (the DevTools protocol may have dropped it:
// "No data found for resource"), so the calls go through a route that forwards them to the real
// api unchanged (`route.fetch()`), keeps a copy of each answer and hands it on to the page.
import { poll } from './expect.mjs';

/** @typedef {{ status: number, body: any, method: string }} ApiAnswer */

/** @returns {any} the parsed JSON, or the text itself when it is not JSON */
function parseJson(/** @type {string} */ text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * Records every answer the api gives the page on `pathname` (query ignored).
 * @param {import('playwright-core').Page} page
 * @param {string} pathname e.g. '/api/dashboard/login'
 */
export async function recordApi(page, pathname) {
  /** @type {ApiAnswer[]} */
  const answers = [];
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      answers.push({ status: response.status(), body: parseJson(text), method: route.request().method() });
      await route.fulfill({ response, body: text });
    },
  );
  return {
    answers,
    /**
     * Waits until `count` answers have arrived; returns the last one.
     * @param {number} count
     */
    async nth(count) {
      await poll(
        async () => answers.length,
        (n) => n >= count,
      );
      const answer = answers[count - 1];
      if (!answer) throw new Error(`the api answered ${answers.length} time(s) on ${pathname}, not ${count}`);
      return answer;
    },
  };
}
