// The cross-engine journeys (issue 41), written once against the engine-neutral driver
// (support/engines/driver.mjs) and run in Chromium, Firefox and WebKit by this folder's
// `<engine>.test.mjs` files. Each run signs in a member of its own through the form, so that the
// engines can run side by side on one platform, and again. No page error is allowed in any of them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { text } from '../support/catalogues.mjs';
import { skipReason } from '../support/engines/available.mjs';
import { uniqueEmail } from '../support/session.mjs';
import { openDriver } from '../support/engines/driver.mjs';
import { startHoldingProxy } from '../support/engines/holding-proxy.mjs';
import { openPlatform } from '../support/platform.mjs';
import { content, verifiedAccount } from '../support/player.mjs';

/** @typedef {import('../support/engines/available.mjs').EngineName} EngineName */

export const LIVE = `!document.getElementById('root')?.hasAttribute('data-prerendered')`;
const FREE_TRAINING = 'j-embarque';
const tr = (/** @type {string} */ key) => text('trainings', 'fr', key);
const pr = (/** @type {string} */ key) => text('profile', 'fr', key);
export const MENU_BUTTON = '.app-frame__menu-button';

/**
 * Opens the phone menu (it holds the language switcher at 390 px) until the switcher shows: a
 * language change re-renders the frame, and the menu may close after it was seen open.
 */
export async function openMenu(/** @type {import('../support/engines/driver.mjs').Driver} */ driver) {
  const shown = `(document.querySelector('[data-testid="language-switcher"]')?.getBoundingClientRect().height ?? 0) > 0`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await driver.evaluate(shown)) return;
    const closed = await driver.evaluate(
      `document.querySelector('${MENU_BUTTON}')?.getAttribute('aria-expanded') === 'false'`,
    );
    if (closed) await driver.click(MENU_BUTTON);
    await driver.waitFor(shown, 5_000).catch(() => undefined);
  }
  await driver.waitFor(shown, 5_000);
}

/** Loads `pathname` and waits for the live page (the drawn one taken over). */
export async function open(
  /** @type {import('../support/engines/driver.mjs').Driver} */ driver,
  /** @type {string} */ pathname,
) {
  await driver.goto(pathname);
  await driver.waitFor(LIVE);
}

/**
 * Signs `member` in through the login form, and waits for the live overview the form reloads at.
 * @param {import('../support/engines/driver.mjs').Driver} driver
 * @param {{ email: string, password: string }} member
 * @param {() => Promise<unknown>} [onForm] what to do once the form is there (a screenshot)
 */
export async function signIn(driver, member, onForm) {
  await open(driver, '/home/login');
  await onForm?.();
  await driver.fill('#email', member.email);
  await driver.fill('#password', member.password);
  await driver.click('button[type="submit"]');
  await driver.waitFor(`location.pathname === '/' && ${LIVE}`);
}

/** Follows a module part by part: "I've read" on readings, the first answers on quizzes. */
async function followModule(
  /** @type {import('../support/engines/driver.mjs').Driver} */ driver,
  /** @type {any} */ module,
) {
  const total = module.parts.length;
  for (const [index, part] of module.parts.entries()) {
    await driver.waitFor(
      `document.querySelector('#part-title')?.textContent.trim() === ${JSON.stringify(part.title.fr)}`,
    );
    if (part.kind === 'reading') {
      const read = await driver.evaluate(
        `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === ${JSON.stringify(tr('labels.read'))})`,
      );
      if (read) await driver.clickText('button', tr('labels.read'));
    } else {
      for (const [q, question] of part.questions.entries()) {
        const wanted = question.type === 'multiple' ? question.min : 1;
        for (let n = 0; n < wanted; n += 1) {
          const inputs = `document.querySelectorAll('fieldset')[${q}].querySelectorAll('input')`;
          const index = question.type === 'scale' ? `${inputs}.length - 1` : String(n);
          await driver.evaluate(`${inputs}[${index}].setAttribute('data-engine-answer', '')`);
          await driver.click('[data-engine-answer]');
          await driver.evaluate(
            `document.querySelector('[data-engine-answer]').removeAttribute('data-engine-answer')`,
          );
        }
      }
    }
    await driver.clickText('button', tr(index === total - 1 ? 'labels.moduleCompleted' : 'labels.next'));
  }
  await driver.waitFor(`!!document.querySelector('h2#module-completed')`);
}

/**
 * Registers the journeys of `engine` (a describe of their own, one browser for all of them).
 * @param {EngineName} engine
 */
export function journeysIn(engine) {
  const skip = skipReason(engine);
  describe(`${engine} journeys`, { skip: skip ?? false }, () => {
    /** @type {import('../support/engines/driver.mjs').Driver} */
    let driver;
    /** @type {Awaited<ReturnType<typeof openPlatform>>} */
    let platform;
    /** @type {{ email: string, password: string }} */
    let member;
    /** The platform, behind a proxy that can take a remote down. */
    /** @type {Awaited<ReturnType<typeof startHoldingProxy>>} */
    let proxy;

    before(async () => {
      platform = await openPlatform();
      // A new member per run: the module is followed from its start, the journeys can run again.
      // A coach: the team's pages and invitations are theirs.
      member = await verifiedAccount(platform.url, `engines-${engine}`, { user_type: 'coach' });
      proxy = await startHoldingProxy(platform.url);
      driver = await openDriver(engine, proxy.url);
    });
    after(async () => {
      await driver?.close();
      await proxy?.close();
      await platform?.stop();
    });

    test('sign in through the form and reach a live overview, its widgets answering', async () => {
      await signIn(driver, member, () => driver.screenshot('login'));
      await driver.waitFor(`document.querySelectorAll('article.widget').length > 0`);
      const failed = await driver.evaluate(
        `document.querySelectorAll('.widget--failed, .error-panel').length`,
      );
      assert.equal(failed, 0, 'no widget failed');
      await driver.screenshot('overview');
      assert.deepEqual(driver.errors(), [], 'no page error');
    });

    test('a training module followed, its quiz answered', async () => {
      const { modules } = content(FREE_TRAINING);
      await open(driver, `/training/${FREE_TRAINING}`);
      await driver.waitFor(`!!document.querySelector('h1')`);
      await driver.screenshot('training');
      await open(driver, `/training/${FREE_TRAINING}/modules/${modules[0].slug}`);
      await followModule(driver, modules[0]);
      assert.deepEqual(driver.errors(), [], 'no page error');
    });

    test('the language switched, and back', async () => {
      await open(driver, '/trainings');
      for (const lng of /** @type {const} */ (['en', 'fr'])) {
        await openMenu(driver);
        await driver.select('[data-testid="language-switcher"]', lng);
        await driver.waitFor(
          `document.documentElement.lang === ${JSON.stringify(lng)} && document.querySelector('h1')?.textContent.trim() === ${JSON.stringify(text('trainings', lng, 'trainings.title'))}`,
        );
      }
      assert.deepEqual(driver.errors(), [], 'no page error');
    });

    test('the profile saved', async () => {
      await open(driver, '/profile');
      await driver.clickText('button', pr('information.modify'));
      const name = `Eva ${engine}`;
      await driver.fill('#firstname', name);
      await driver.clickText('button', pr('information.save'));
      await driver.waitFor(
        `[...document.querySelectorAll('dd')].some((dd) => dd.textContent.trim() === ${JSON.stringify(name)})`,
      );
      await open(driver, '/profile');
      await driver.waitFor(
        `[...document.querySelectorAll('dd')].some((dd) => dd.textContent.trim() === ${JSON.stringify(name)})`,
      );
      assert.deepEqual(driver.errors(), [], 'no page error');
    });

    test('a drawn page taken over by the live one without a shift', async () => {
      // Where the title and each widget slot are, drawn and live (slots by their name).
      const where = `JSON.stringify(Object.fromEntries([
        ['title', document.querySelector('h1')],
        ...[...document.querySelectorAll('[data-slot]')].map((el) => [el.dataset.slot, el]),
      ].filter(([, el]) => el).map(([name, el]) => {
        const box = el.getBoundingClientRect();
        return [name, [Math.round(box.top), Math.round(box.left)]];
      })))`;
      await driver.goto('/');
      const drawn = /** @type {string | null} */ (
        await driver.evaluate(
          `document.getElementById('root')?.hasAttribute('data-prerendered') ? ${where} : null`,
        )
      );
      await driver.waitFor(LIVE);
      await driver.waitFor(`document.querySelectorAll('[data-slot]').length > 0`, 60_000);
      const live = JSON.parse(/** @type {string} */ (await driver.evaluate(where)));
      // An engine may hand the page over before the driver can look: then there is nothing to compare.
      if (drawn !== null) {
        const before = JSON.parse(drawn);
        const moved = Object.keys(before).filter(
          (name) => name in live && JSON.stringify(live[name]) !== JSON.stringify(before[name]),
        );
        assert.deepEqual(
          moved,
          [],
          `the title and the widgets stay where they were drawn: ${drawn} → ${JSON.stringify(live)}`,
        );
      }
      assert.deepEqual(driver.errors(), [], 'no page error');
    });

    test('the team page, and a person invited', async () => {
      await open(driver, '/my_team');
      await driver.waitFor(`!!document.querySelector('h1')`);
      await open(driver, '/my_team/add');
      const email = uniqueEmail(`engines-${engine}-invited`);
      await driver.fill('#firstname', 'Nora');
      await driver.fill('#lastname', 'Nouvelle');
      await driver.fill('#email', email);
      await driver.clickText('button', text('team', 'fr', 'add.submit'));
      const sent = text('team', 'fr', 'add.sent', { name: 'Nora Nouvelle', email });
      await driver.waitFor(`document.querySelector('main')?.textContent.includes(${JSON.stringify(sent)})`);
      assert.deepEqual(driver.errors(), [], 'no page error');
    });

    test('a remote down contained: its area says so, the overview works, Retry recovers', async () => {
      const before = driver.errors().length;
      proxy.refuse(/^\/remotes\/mfe-team\//);
      await open(driver, '/my_team');
      await driver.waitFor(
        `document.querySelector('h1')?.textContent.trim() === ${JSON.stringify(text('shell', 'fr', 'unavailable.title'))}`,
      );
      await open(driver, '/');
      await driver.waitFor(`document.querySelectorAll('article.widget').length > 0`);
      await open(driver, '/my_team');
      await driver.waitFor(
        `document.querySelector('h1')?.textContent.trim() === ${JSON.stringify(text('shell', 'fr', 'unavailable.title'))}`,
      );
      proxy.refuse(null);
      await driver.clickText('button', text('common', 'fr', 'errors.retry'));
      await driver.waitFor(
        `location.pathname === '/my_team' && !!document.querySelector('h1') && document.querySelector('h1').textContent.trim() !== ${JSON.stringify(text('shell', 'fr', 'unavailable.title'))}`,
      );
      // What the refused files gave is the remote's (the area's error page logs the error it
      // shows); nothing else may have failed.
      const others = driver
        .errors()
        .slice(before)
        .filter(
          (message) =>
            !/\/my_team: console:|mfe[-_]team|503|RUNTIME-00\d|ChunkLoadError|Loading (CSS )?chunk|remoteEntry|Failed to fetch|NetworkError|Load failed|a resource failed/i.test(
              message,
            ),
        );
      assert.deepEqual(others, [], 'no page error but the remote’s own');
    });
  });
}
