// Mobile smoke test: on a phone-sized viewport (390×844, an iPhone 12-14) the pages do not
// scroll sideways.
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

for (const example of ['/', '/home/login']) {
  const route = expectedRoutes().find((r) => r.example === example);
  test(`${example} at 390×844 has no horizontal scroll`, (t) =>
    suite.withPage(
      t,
      async ({ context, page, baseUrl }) => {
        assert.ok(route, `SPEC §2 has ${example}`);
        await prepareSession(context, baseUrl, route.session);
        await page.goto(example);
        await expectSingleText(page.locator('h1'), route.title.fr, `${example} rendered`);
        await page.waitForLoadState('networkidle'); // widgets and late chunks included

        const overflow = await page.evaluate(horizontalOverflow, PHONE.viewport.width);
        const width = Math.max(overflow.scrollWidth, overflow.bodyScrollWidth, overflow.innerWidth);
        assert.ok(
          width <= PHONE.viewport.width,
          `the page is ${overflow.scrollWidth}px wide (body ${overflow.bodyScrollWidth}px, layout viewport ` +
            `${overflow.innerWidth}px) on a ${PHONE.viewport.width}px phone; ` +
            `sticking out: ${overflow.offenders.join(', ') || 'nothing visible'}`,
        );
        // And it really cannot be scrolled sideways.
        const scrolled = await page.evaluate(() => {
          window.scrollTo(1000, 0);
          return window.scrollX;
        });
        assert.equal(scrolled, 0, 'window.scrollX after scrolling right');
      },
      PHONE,
    ));
}
