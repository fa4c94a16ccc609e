// A remote's look ships with the remote (ADR 0009): a release of mfe-home whose only change is a
// colour in its own stylesheet, promoted through `pnpm platform`, is what a new page load shows,
// while the shell's build stays the same; a rollback brings the old colour back. Also: the
// stylesheet comes from the remote's versioned folder and the page's policy allows no inline style.
/* global document, getComputedStyle, CSSStyleRule */ // used in the page
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import postcss from 'postcss';
import { poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { describeCli, operatedPlatform, platformCli } from '../support/operator.mjs';
import { liveBuildFolder } from '../support/release-build.mjs';

const operated = await operatedPlatform();
const suite = useBrowser(import.meta.url);

const REMOTE = 'mfe_home';
const DIR = 'mfe-home';
const PAGE = '/home';
const VERSION = `1.0.1-e2e.${Date.now()}`;
const NEW_COLOUR = 'rgb(12, 34, 56)';
const skip = operated.canOperate
  ? false
  : 'no operator token: set DATA_DIR (the platform data folder) or PLATFORM_OPERATOR_TOKEN';

/** @type {{ live: string, build: string }} */
const state = { live: '', build: '' };
const cli = (/** @type {string[]} */ args) => platformCli(args, operated);

async function cliOk(/** @type {string[]} */ args) {
  const result = await cli(args);
  assert.equal(result.code, 0, `pnpm platform ${args.join(' ')}\n${describeCli(result)}`);
  return result;
}

/** @returns {Promise<{ remotes: Record<string, { version: string }> }>} */
async function registry() {
  return (await fetch(`${operated.baseUrl}/registry.json`)).json();
}

before(async () => {
  if (skip) return;
  await suite.ready();
  const live = (await registry()).remotes[REMOTE]?.version;
  assert.ok(live, `${REMOTE} is live before the test`);
  assert.doesNotMatch(live, /-e2e\./, `a previous run left ${live} live: pnpm platform rollback ${DIR}`);
  state.live = live;
});

after(async () => {
  try {
    if (!skip && state.live && (await registry()).remotes[REMOTE]?.version !== state.live) {
      await cli(['rollback', DIR, '--to', state.live, '--reason', 'e2e: restore the live version']);
    }
    if (state.build) rmSync(state.build, { recursive: true, force: true });
  } finally {
    await operated.stop();
  }
});

/**
 * A rule of the remote's own stylesheet that sets the colour of something visible on the page,
 * whose change the page would show (checked through the CSSOM, then undone).
 * @param {import('playwright-core').Page} page
 */
function findColouredRule(page) {
  return page.evaluate(
    ({ dir, probe }) => {
      for (const sheet of Array.from(document.styleSheets)) {
        // The remote's own stylesheets; its prerendered pages' copy of them is changed alongside.
        if (!sheet.href?.includes(`/remotes/${dir}/`) || sheet.href.includes('/prerender/')) continue;
        for (const rule of Array.from(sheet.cssRules)) {
          if (!(rule instanceof CSSStyleRule) || !/^\.[\w-]+$/.test(rule.selectorText)) continue;
          const value = rule.style.getPropertyValue('color');
          const element = document.querySelector(rule.selectorText);
          if (!value || !element || !element.checkVisibility()) continue;
          const colour = getComputedStyle(element).color;
          rule.style.setProperty('color', probe);
          const visible = getComputedStyle(element).color === probe;
          rule.style.setProperty('color', value);
          if (visible) return { href: sheet.href, selector: rule.selectorText, colour };
        }
      }
      return null;
    },
    { dir: DIR, probe: NEW_COLOUR },
  );
}

/** The computed colour of the first element `selector` matches. */
const colourOf = (/** @type {import('playwright-core').Page} */ page, /** @type {string} */ selector) =>
  page.evaluate((s) => {
    const element = document.querySelector(s);
    return element ? getComputedStyle(element).color : null;
  }, selector);

const buildId = (/** @type {import('playwright-core').Page} */ page) =>
  page.locator('meta[name="build-id"]').getAttribute('content');

test(
  'a release whose only change is a colour: promoted, the page shows it with the same shell build; rolled back, the old colour is back',
  { skip },
  (t) =>
    suite.withPage(t, async ({ page }) => {
      /** @type {string[]} */
      const cspViolations = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      await page.goto(PAGE);
      const rule = await poll(
        () => findColouredRule(page),
        (found) => found !== null,
      );
      assert.ok(rule, `a stylesheet of ${DIR} colours something on ${PAGE}`);
      assert.match(
        rule.href,
        new RegExp(`/remotes/${DIR}/${state.live.replaceAll('.', '\\.')}/[^/]+\\.css$`),
        'the stylesheet comes from the live release of the remote',
      );
      assert.match(rule.selector, new RegExp(`^\\.${REMOTE}-`), 'its class names are scoped to the remote');
      assert.notEqual(rule.colour, NEW_COLOUR);
      const shellBuild = await buildId(page);
      assert.ok(shellBuild && shellBuild !== '__BUILD_ID__', 'the page names its shell build');

      // The new release: the live build with one declaration of one stylesheet changed.
      const cssFile = path.basename(new URL(rule.href).pathname);
      state.build = mkdtempSync(path.join(os.tmpdir(), 'coach-release-'));
      cpSync(liveBuildFolder(DIR, state.live, operated.dataDir), state.build, { recursive: true });
      // As a build would: the stylesheet, and the prerendered pages' stylesheet made of it (ADR 0012).
      const prerendered = readdirSync(path.join(state.build, 'prerender'), { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
        .map((entry) => path.join(state.build, 'prerender', entry.name));
      let changed = 0;
      for (const file of [path.join(state.build, cssFile), ...prerendered]) {
        const css = postcss.parse(readFileSync(file, 'utf8'));
        css.walkRules(rule.selector, (found) =>
          found.walkDecls('color', (decl) => {
            decl.value = NEW_COLOUR;
            changed += 1;
          }),
        );
        writeFileSync(file, css.toString());
      }
      assert.ok(changed > 0, `${rule.selector} sets a colour in ${cssFile}`);

      const release = ['release', DIR, '--version', VERSION, '--from', state.build, '--promote'];
      await cliOk([...release, '--reason', 'e2e: new colour']);
      await page.reload();
      const promoted = await poll(
        () => colourOf(page, rule.selector),
        (colour) => colour === NEW_COLOUR,
      );
      assert.equal(promoted, NEW_COLOUR, 'a new page load shows the new colour');
      assert.equal(await buildId(page), shellBuild, 'the same shell build');

      await cliOk(['rollback', DIR, '--reason', 'e2e: back to the previous colour']);
      await page.reload();
      const rolledBack = await poll(
        () => colourOf(page, rule.selector),
        (colour) => colour === rule.colour,
      );
      assert.equal(rolledBack, rule.colour, 'the rollback brings the old colour back');
      assert.equal(await buildId(page), shellBuild, 'still the same shell build');
      assert.deepEqual(cspViolations, [], 'no stylesheet or style was refused by the page policy');
    }),
);
