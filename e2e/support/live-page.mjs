// A page the server drew ahead (docs/adr/0012-prerendered-first-paint.md) is replaced by the live
// page once the shell has it; `#root` says `data-prerendered` until then. Tests that press keys in
// a page, change its DOM or audit it wait for the live page: before, its controls are inert and
// whatever they add is replaced.
/* global document */

/** @param {import('playwright-core').Page} page */
export function waitForLivePage(page) {
  return page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
}
