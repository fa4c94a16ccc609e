// Keyboard-only driving: move focus with Tab (or Shift+Tab) the way a keyboard user does, and
// say where focus went when the expected control is never reached.
/* global document */
import assert from 'node:assert/strict';
import { waitForLivePage } from './live-page.mjs';

/** In the page: a short description of the focused element. */
function describeFocus() {
  const element = document.activeElement;
  if (!element || element === document.body) return 'body';
  const id = element.id ? `#${element.id}` : '';
  const name = element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : '';
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return `${element.tagName.toLowerCase()}${id}${name}${text ? ` "${text}"` : ''}`;
}

/**
 * The description of the focused element (tag, id, name, text).
 * @param {import('playwright-core').Page} page
 */
export function focusedElement(page) {
  return page.evaluate(describeFocus);
}

/**
 * Whether `locator`'s element has the focus (false when it is not on the page).
 * @param {import('playwright-core').Locator} locator
 */
export async function hasFocus(locator) {
  if ((await locator.count()) !== 1) return false;
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `locator` has the focus; fails, listing every
 * element focus passed through, when it is not reached within `maxPresses`. Returns the number of
 * presses (0 when it already had the focus).
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} locator
 * @param {{ maxPresses?: number, backwards?: boolean, what?: string }} [options]
 */
export async function tabTo(
  page,
  locator,
  { maxPresses = 30, backwards = false, what = String(locator) } = {},
) {
  // Until the live page replaces a prerendered one its controls are inert, and the replacement
  // starts focus over.
  await waitForLivePage(page);
  const path = [];
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await hasFocus(locator)) return presses;
    if (presses === maxPresses) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    path.push(await focusedElement(page));
  }
  assert.fail(
    `${what} was not reached with ${maxPresses} ${backwards ? 'Shift+Tab' : 'Tab'} presses; ` +
      `focus went through: ${path.join(' → ')}`,
  );
}

/**
 * Tabs to a text field and types `text` into it, as a keyboard user does.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} field
 * @param {string} text
 * @param {{ maxPresses?: number, what?: string }} [options]
 */
export async function tabAndType(page, field, text, options = {}) {
  await tabTo(page, field, { maxPresses: 4, ...options });
  await page.keyboard.type(text);
}
