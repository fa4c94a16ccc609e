// Issue 41, in each engine: a promoted remote picked up at the next navigation. A member has the
// overview open (its build check every second, as the tests shorten it); a new version of the
// catalogue's remote is released and promoted through `pnpm platform`; the open page keeps
// working, and the next in-app navigation to the catalogue runs the new version (`<main
// data-version>` names it, its changed title shows), with no page error. A promote changes what
// every visitor of a platform sees: this file has a platform of its own (never BASE_URL's, which
// the other engines' journeys share), one release, promoted for each engine and rolled back after.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { shellText } from '../support/catalogues.mjs';
import { ENGINE_NAMES, skipReason } from '../support/engines/available.mjs';
import { openDriver } from '../support/engines/driver.mjs';
import { describeCli, platformCli } from '../support/operator.mjs';
import { verifiedAccount } from '../support/player.mjs';
import { buildWithReplacedText, liveBuildFolder } from '../support/release-build.mjs';
import { remoteDir } from '../support/remotes.mjs';
import { startPlatform } from '../support/repo.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { LIVE, open, openMenu, signIn } from './journeys.mjs';

const TRAININGS = expectedRoutes().find((route) => route.example === '/trainings');
assert.ok(TRAININGS, 'SPEC route /trainings');
const REMOTE = TRAININGS.owner;
const DIR = remoteDir(REMOTE);
const OLD_TITLE = TRAININGS.title.fr;
const NEW_TITLE = `${OLD_TITLE} (nouvelle version)`;
const VERSION = `1.0.1-engines.${Date.now()}`;
const skips = ENGINE_NAMES.map((engine) => skipReason(engine));

/** @type {{ url: string, dataDir: string, stop: () => Promise<void> } | undefined} */
let platform;
/** @type {{ live: string, build: string }} */
const state = { live: '', build: '' };

async function cliOk(/** @type {string[]} */ args) {
  const target = /** @type {NonNullable<typeof platform>} */ (platform);
  const result = await platformCli(args, {
    baseUrl: target.url,
    dataDir: target.dataDir,
    operator: 'e2e engines',
  });
  assert.equal(result.code, 0, `pnpm platform ${args.join(' ')}\n${describeCli(result)}`);
}

/** The version of REMOTE the registry serves now. */
async function liveVersion() {
  const target = /** @type {NonNullable<typeof platform>} */ (platform);
  const registry = await (await fetch(`${target.url}/registry.json`)).json();
  return /** @type {string} */ (registry.remotes[REMOTE]?.version);
}

/**
 * The file's own platform and release take minutes on a loaded machine: the hooks and the engines'
 * suites get time of their own (the 120 s of `--test-timeout` would run out in the first suite,
 * which waits for this hook), and each hook fails past it rather than waiting for ever.
 */
const SETUP = { timeout: 6 * 60_000 };
const SUITE = { timeout: 10 * 60_000 };
const STEP = { timeout: 60_000 };

before(async () => {
  if (skips.every(Boolean)) return;
  // Beside a platform at BASE_URL (npm test), the apps are built already.
  platform = await startPlatform({ env: process.env.BASE_URL ? { SKIP_BUILD: '1' } : {} });
  state.live = await liveVersion();
  state.build = buildWithReplacedText(
    liveBuildFolder(DIR, state.live, platform.dataDir),
    `"trainings":{"title":"${OLD_TITLE}"}`,
    `"trainings":{"title":"${NEW_TITLE}"}`,
  ).dir;
  await cliOk(['release', DIR, '--version', VERSION, '--from', state.build, '--reason', 'e2e: engines']);
}, SETUP);
after(async () => {
  if (state.build) rmSync(state.build, { recursive: true, force: true });
  await platform?.stop();
}, STEP);

/** What `<html>` says once the build check has seen the page is outdated (its next link: a full load). */
const OUTDATED = `document.documentElement.hasAttribute('data-outdated')`;
const MAIN_VERSION = `document.getElementById('main')?.getAttribute('data-version')`;

for (const [index, engine] of ENGINE_NAMES.entries()) {
  describe(`${engine}: a promoted remote`, { skip: skips[index] ?? false, ...SUITE }, () => {
    /** @type {import('../support/engines/driver.mjs').Driver | undefined} */
    let driver;
    before(async () => {
      driver = await openDriver(engine, /** @type {NonNullable<typeof platform>} */ (platform).url);
    }, STEP);
    after(async () => {
      await driver?.close();
      if (platform && (await liveVersion()) !== state.live)
        await cliOk(['rollback', DIR, '--to', state.live, '--reason', 'e2e: engines, back']);
    }, STEP);

    test('picked up at the next in-app navigation, the open page working meanwhile', async () => {
      const page = /** @type {import('../support/engines/driver.mjs').Driver} */ (driver);
      const member = await verifiedAccount(
        /** @type {NonNullable<typeof platform>} */ (platform).url,
        `engines-promote-${engine}`,
      );
      await signIn(page, member);
      await open(page, '/?build-check-ms=1000');
      await page.waitFor(`document.querySelectorAll('article.widget').length > 0`);
      assert.equal(await page.evaluate(OUTDATED), false);

      await cliOk(['promote', DIR, VERSION, '--reason', `e2e: engines, ${engine}`]);
      await page.waitFor(OUTDATED, 20_000);
      const failed = await page.evaluate(`document.querySelectorAll('.widget--failed, .error-panel').length`);
      assert.equal(failed, 0, 'the open page keeps working');
      assert.equal(await page.evaluate(`location.pathname`), '/', 'and stays where it was');

      await openMenu(page);
      await page.click('.app-frame__sidebar a[href="/trainings"]');
      // The old page may draw the catalogue with the version it has while the full load it asked
      // for is on its way: the page that stays is the new one's.
      const promoted = `${MAIN_VERSION} === ${JSON.stringify(VERSION)}`;
      await page
        .waitFor(`location.pathname === '/trainings' && ${LIVE} && ${promoted}`)
        .catch(() => undefined);
      assert.equal(await page.evaluate(MAIN_VERSION), VERSION, 'the catalogue runs the promoted version');
      await page.waitFor(`document.querySelector('h1')?.textContent.trim() === ${JSON.stringify(NEW_TITLE)}`);
      assert.notEqual(
        await page.evaluate(`document.querySelector('h1')?.textContent.trim()`),
        shellText('fr', 'unavailable.title'),
      );
      assert.deepEqual(page.errors(), [], 'no page error');
    });
  });
}
