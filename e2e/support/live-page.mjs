// A page the server drew ahead (docs/adr/0012-prerendered-first-paint.md) is replaced by the live
// page once the shell has it; `#root` says `data-prerendered` until then. Tests that press keys in
// a page, change its DOM or audit it wait for the live page: before, its controls are inert and
// whatever they add is replaced.
/* global document */

/** @param {import('playwright-core').Page} page */
export function waitForLivePage(page) {
  return page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
}

/** The shell's entry script (its content-hashed name), which the drawn page's loader starts. */
export const SHELL_ENTRY = /\/main\.[0-9a-f]+\.js$/;

/**
 * Holds the shell's entry back until `release()` is called: the page stays the one the server drew
 * while a test types into it or scrolls it.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<() => void>} release
 */
export async function holdShellEntry(page) {
  /** @type {() => void} */
  let release = () => undefined;
  const held = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
  await page.route(SHELL_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
