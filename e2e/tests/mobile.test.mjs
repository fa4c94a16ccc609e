// Mobile smoke test: on phone-sized viewports (390×844, an iPhone 12-14; 360×740, the narrowest
// common Android) the pages do not scroll sideways, in French (the longer labels) and English.
/* global document, window, getComputedStyle */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectSingleText } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { prepareSession } from '../support/session.mjs';

const suite = useBrowser(import.meta.url);
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/**
 * The document's widths, plus the elements that stick out of the phone's width (for the failure).
 * On a mobile viewport Chromium widens the layout viewport to fit content that overflows, so the
 * reference is the device width, not the document's own clientWidth.
 */
function horizontalOverflow(/** @type {number} */ deviceWidth) {
  const viewport = deviceWidth;
  const offenders = [];
  for (const element of document.querySelectorAll('body *')) {
    const box = element.getBoundingClientRect();
    const outside = (/** @type {DOMRect} */ rect) => rect.right > viewport + 1 || rect.left < -1;
    if (box.width === 0 || !outside(box)) continue;
    // Inside a scrolling or clipping container that itself fits (a swipeable nav): not a culprit.
    let clipped = false;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible' && !outside(up.getBoundingClientRect())) {
        clipped = true;
        break;
      }
    }
    // Only the outermost culprit: its children stick out because it does.
    const parentBox = element.parentElement?.getBoundingClientRect();
    const parentOutside =
      parentBox !== undefined && element.parentElement !== document.body && outside(parentBox);
    if (!clipped && !parentOutside) {
      const id = element.id ? `#${element.id}` : '';
      const cls =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      offenders.push(
        `${element.tagName.toLowerCase()}${id}${cls} [${Math.round(box.left)}, ${Math.round(box.right)}]`,
      );
    }
  }
  return {
    viewport,
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    bodyScrollWidth: document.body.scrollWidth,
    offenders: offenders.slice(0, 10),
  };
}

const PHONES = [
  { name: '390×844', ...PHONE },
  { name: '360×740', ...PHONE, viewport: { width: 360, height: 740 } },
];
/** Signed-out pages, the overview, and one page per signed-in area (their frames differ). */
const PAGES = ['/home/login', '/', '/trainings', '/my_team', '/my_life_gps', '/profile'];

for (const { name, ...phone } of PHONES)
  for (const language of /** @type {const} */ (['fr', 'en']))
    for (const example of PAGES) {
      const route = expectedRoutes().find((r) => r.example === example);
      test(`${example} at ${name} in ${language} has no horizontal scroll`, (t) =>
        suite.withPage(
          t,
          async ({ context, page, baseUrl }) => {
            assert.ok(route, `SPEC §2 has ${example}`);
            await context.addInitScript((lng) => window.localStorage.setItem('lang', lng), language);
            await prepareSession(context, baseUrl, route.session);
            await page.goto(example);
            await expectSingleText(page.locator('h1'), route.title[language], `${example} rendered`);
            await page.waitForLoadState('networkidle'); // widgets and late chunks included

            const overflow = await page.evaluate(horizontalOverflow, phone.viewport.width);
            const width = Math.max(overflow.scrollWidth, overflow.bodyScrollWidth, overflow.innerWidth);
            assert.ok(
              width <= phone.viewport.width,
              `the page is ${overflow.scrollWidth}px wide (body ${overflow.bodyScrollWidth}px, layout viewport ` +
                `${overflow.innerWidth}px) on a ${phone.viewport.width}px phone; ` +
                `sticking out: ${overflow.offenders.join(', ') || 'nothing visible'}`,
            );
            // And it really cannot be scrolled sideways.
            const scrolled = await page.evaluate(() => {
              window.scrollTo(1000, 0);
              return window.scrollX;
            });
            assert.equal(scrolled, 0, 'window.scrollX after scrolling right');
          },
          phone,
        ));
    }
