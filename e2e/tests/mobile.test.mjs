// Mobile smoke test: on phone-sized viewports (390×844, an iPhone 12-14; 360×740, a common Android;
// 320×640, the narrowest still in use) the pages do not scroll sideways, in French (the longer
// labels) and English; every area, the greeting, the language and logout can be reached (through
// the Menu disclosure on a phone, in the open on a desktop), and the overview's tabs are whole.
/* global document, window, getComputedStyle */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routeTitle } from '../support/catalogues.mjs';
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
  { name: '320×640', ...PHONE, viewport: { width: 320, height: 640 } },
];
/** Signed-out pages, the overview, and one page per signed-in area (their frames differ). */
const PAGES = ['/home/login', '/', '/trainings', '/my_team', '/my_life_gps', '/profile'];

/**
 * The overview, signed in, once its title shows.
 * @param {{ context: import('playwright-core').BrowserContext, page: import('playwright-core').Page, baseUrl: string }} on
 */
async function openOverview({ context, page, baseUrl }) {
  await prepareSession(context, baseUrl, 'signed-in');
  await page.goto('/');
  await expectSingleText(page.locator('h1'), routeTitle('/'), 'the overview');
}

for (const { name, ...phone } of PHONES)
  for (const language of /** @type {const} */ (['fr', 'en']))
    for (const example of PAGES) {
      const route = expectedRoutes().find((r) => r.example === example);
      test(`${example} at ${name} in ${language} has no horizontal scroll`, (t) =>
        suite.withPage(
          t,
          async ({ context, page, baseUrl }) => {
            assert.ok(route, `SPEC §2 has ${example}`);
            // The language the switcher would keep: the cookie both the page and the server read.
            await context.addCookies([{ name: 'lang', value: language, url: baseUrl }]);
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

/** The boxes of the main navigation's links, the greeting, the language switcher and logout. */
async function frameBoxes(/** @type {import('playwright-core').Page} */ page) {
  return page.evaluate(() => {
    const box = (/** @type {Element | null} */ element) => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const shown = rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, shown };
    };
    const nav = document.querySelector('nav[aria-label]');
    return {
      links: [...(nav?.querySelectorAll('a') ?? [])].map((a) => ({ text: a.textContent, ...box(a) })),
      greeting: box(document.querySelector('.user-greeting')),
      language: box(document.querySelector('[data-testid="language-switcher"]')),
      logout: box(document.querySelector('.app-frame__actions button')),
    };
  });
}

/**
 * Each box is drawn and lies inside the viewport's width (nothing cut at the side, nothing behind
 * a sideways scroll), and below the top of the page.
 */
function assertWithin(
  /** @type {Awaited<ReturnType<typeof frameBoxes>>} */ boxes,
  /** @type {number} */ width,
  /** @type {string} */ where,
) {
  assert.equal(boxes.links.length, 5, `${where}: the five areas of the sidebar`);
  const named = [
    ...boxes.links.map((link) => [`link "${link.text}"`, link]),
    ['the greeting', boxes.greeting],
    ['the language switcher', boxes.language],
    ['logout', boxes.logout],
  ];
  for (const [name, box] of /** @type {[string, any][]} */ (named)) {
    assert.ok(box?.shown, `${where}: ${name} is shown`);
    assert.ok(
      box.left >= 0 && box.right <= width + 0.5 && box.top >= 0,
      `${where}: ${name} lies within the ${width}px viewport ([${Math.round(box.left)}, ${Math.round(box.right)}])`,
    );
  }
}

for (const { name, ...phone } of PHONES)
  test(`at ${name} every area, the greeting, language and logout are one Menu away`, (t) =>
    suite.withPage(
      t,
      async ({ context, page, baseUrl }) => {
        await openOverview({ context, page, baseUrl });
        const menu = page.getByRole('button', { name: 'Menu' });
        assert.equal(await menu.getAttribute('aria-expanded'), 'false', 'the menu starts closed');
        const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
        assert.equal(await panel.isVisible(), false, 'a closed menu hides its panel');

        await menu.click();
        assert.equal(await menu.getAttribute('aria-expanded'), 'true', 'the button says it is open');
        await page.locator('nav[aria-label] a').first().waitFor({ state: 'visible' });
        assertWithin(await frameBoxes(page), phone.viewport.width, `the open menu at ${name}`);
        const overflow = await page.evaluate(horizontalOverflow, phone.viewport.width);
        assert.ok(
          overflow.scrollWidth <= phone.viewport.width,
          `the open menu sticks out: ${overflow.offenders.join(', ')}`,
        );

        // Escape closes it and gives the focus back to the button.
        await page.locator('nav[aria-label] a').nth(1).focus();
        await page.keyboard.press('Escape');
        assert.equal(await menu.getAttribute('aria-expanded'), 'false', 'Escape closed the menu');
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('aria-controls') ?? null),
          await menu.getAttribute('aria-controls'),
          'the focus is back on the Menu button',
        );

        // Choosing an area goes there and closes the menu.
        await menu.click();
        await page.locator('nav[aria-label] a[href="/my_commitments"]').click();
        await page.waitForURL('**/my_commitments');
        assert.equal(await menu.getAttribute('aria-expanded'), 'false', 'the menu closed on the way');
      },
      phone,
    ));

test('at 1366×900 the areas, greeting, language and logout are in the open, without a menu', (t) =>
  suite.withPage(
    t,
    async ({ context, page, baseUrl }) => {
      await openOverview({ context, page, baseUrl });
      await page.locator('.user-greeting').waitFor({ state: 'visible' });
      assert.equal(await page.getByRole('button', { name: 'Menu' }).isVisible(), false, 'no Menu button');
      assertWithin(await frameBoxes(page), 1366, 'the desktop frame');
    },
    { viewport: { width: 1366, height: 900 } },
  ));

// The overview's training tabs: each one whole (its text not cut by an ellipsis or a hidden
// scroll) and inside the phone's width.
for (const { name, ...phone } of PHONES)
  test(`at ${name} the overview's tabs are whole`, (t) =>
    suite.withPage(
      t,
      async ({ context, page, baseUrl }) => {
        await prepareSession(context, baseUrl, 'signed-in');
        await page.goto('/');
        const tabs = page.getByRole('tab');
        await tabs.first().waitFor({ state: 'visible' });
        const boxes = await tabs.evaluateAll((elements) =>
          elements.map((tab) => {
            const rect = tab.getBoundingClientRect();
            const list = tab.closest('[role="tablist"]')?.getBoundingClientRect() ?? rect;
            return {
              text: tab.textContent,
              left: rect.left,
              right: rect.right,
              // Cut by its own width, or hidden past the edge of a tab list that scrolls.
              cut: tab.scrollWidth > tab.clientWidth + 1 || rect.right > list.right + 0.5,
            };
          }),
        );
        assert.ok(boxes.length >= 3, `the training widget's tabs (${boxes.length})`);
        for (const tab of boxes) {
          assert.ok(!tab.cut, `tab "${tab.text}" is cut at ${name}`);
          assert.ok(
            tab.left >= 0 && tab.right <= phone.viewport.width + 0.5,
            `tab "${tab.text}" lies within ${phone.viewport.width}px ([${Math.round(tab.left)}, ${Math.round(tab.right)}])`,
          );
        }
      },
      phone,
    ));
