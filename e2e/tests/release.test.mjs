// Issue 6: one remote delivered on its own, in a real browser against the running platform, through
// the operator's own command line (`pnpm platform`, scripts/platform.mjs).
// - a new release of mfe-trainings that changes one visible string, promoted: a new page load shows
//   it while the shell's build id stays the same; rolled back: the old string is back;
// - a signed-in user who keeps navigating during promote and rollback never sees an error page,
//   and picks each change up through the build check (a full load at a navigation);
// - a remote entry, a chunk or a manifest tampered with after its release is refused by the
//   browser (SRI, hashes from the registry): the "unavailable" panel shows, the tampered code
//   never runs;
// - refusals (locked, stale revision, incompatible build) exit non-zero with one line.
// The registry is left as found: what was promoted is rolled back, nothing stays locked.
/* global window, document, MutationObserver, location, history */ // used in the page
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { shellText, text } from '../support/catalogues.mjs';
import { expectSingleText, poll } from '../support/expect.mjs';
import { useBrowser } from '../support/harness.mjs';
import { describeCli, operatedPlatform, platformCli } from '../support/operator.mjs';
import { buildWithReplacedText, editJson, liveBuildFolder, sriOf } from '../support/release-build.mjs';
import { remoteDir } from '../support/remotes.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { TOKEN_COOKIE, memberSession, signIn } from '../support/session.mjs';
import { countPageLoads } from '../support/page-loads.mjs';

const operated = await operatedPlatform();
const suite = useBrowser(import.meta.url);

const ROUTES = expectedRoutes();
const routeAt = (/** @type {string} */ example) => {
  const route = ROUTES.find((r) => r.example === example);
  assert.ok(route, `SPEC route ${example}`);
  return route;
};
const TRAININGS = routeAt('/trainings');
/** The remote released, promoted and rolled back here: the owner of /trainings. */
const REMOTE = TRAININGS.owner;
const DIR = remoteDir(REMOTE);
const OLD_TITLE = TRAININGS.title.fr;
const NEW_TITLE = `${OLD_TITLE} (nouvelle version)`;
const VERSION = `1.0.1-e2e.${Date.now()}`;
const UNAVAILABLE_TITLE = shellText('fr', 'unavailable.title');
const skip = operated.canOperate
  ? false
  : 'no operator token: set DATA_DIR (the platform data folder) or PLATFORM_OPERATOR_TOKEN';

/** @type {{ live: string, build: string, tampered: { file: string, bytes: Buffer }[] }} */
const state = { live: '', build: '', tampered: [] };
const cli = (/** @type {string[]} */ args) => platformCli(args, operated);

/** @returns {Promise<{ revision: number, remotes: Record<string, { version: string, manifest: string, integrity: string | null }> }>} */
async function registry() {
  const response = await fetch(`${operated.baseUrl}/registry.json`);
  assert.equal(response.status, 200);
  return response.json();
}

/** @param {string[]} args */
async function cliOk(args) {
  const result = await cli(args);
  assert.equal(result.code, 0, `pnpm platform ${args.join(' ')}\n${describeCli(result)}`);
  return result;
}

/** Asserts a refusal: exit code 1, one line on stderr matching `reason`. */
async function cliRefused(/** @type {string[]} */ args, /** @type {RegExp} */ reason) {
  const result = await cli(args);
  assert.equal(result.code, 1, `pnpm platform ${args.join(' ')} must be refused\n${describeCli(result)}`);
  const lines = result.stderr.trim().split('\n');
  assert.equal(lines.length, 1, `one line of reason\n${describeCli(result)}`);
  assert.match(lines[0] ?? '', /^✗ refused: /);
  assert.match(lines[0] ?? '', reason);
  return result;
}

/**
 * The catalogue's document as the server sends it to a member, once it arrived drawn by `version`
 * on the server (a new version's worker starts cold: its first renders may miss their deadline,
 * and the page then goes to the scripts instead).
 * @param {string} version
 */
async function catalogueDrawnBy(version) {
  const token = await memberSession(operated.baseUrl);
  const cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}`;
  const read = async () =>
    (await fetch(new URL(TRAININGS.example, operated.baseUrl), { headers: { Cookie: cookie } })).text();
  const html = await poll(read, (text) => text.includes(`data-prerendered="${REMOTE}@${version}"`), 45_000);
  assert.ok(
    html.includes(`data-prerendered="${REMOTE}@${version}"`),
    `${TRAININGS.example} drawn by ${version}`,
  );
  return html;
}

const buildId = (/** @type {import('playwright-core').Page} */ page) =>
  page.locator('meta[name="build-id"]').getAttribute('content');
const latestBuildId = async () => (await (await fetch(`${operated.baseUrl}/builds/latest.json`)).json()).id;

before(async () => {
  if (skip) return;
  await suite.ready();
  const live = (await registry()).remotes[REMOTE]?.version;
  assert.ok(live, `${REMOTE} is live before the test`);
  assert.doesNotMatch(
    live,
    /-e2e\./,
    `a previous run left ${live} live: pnpm platform rollback ${DIR} --to <version>`,
  );
  state.live = live;
  const made = buildWithReplacedText(
    liveBuildFolder(DIR, live, operated.dataDir),
    `"trainings":{"title":"${OLD_TITLE}"}`,
    `"trainings":{"title":"${NEW_TITLE}"}`,
  );
  state.build = made.dir;
});

after(async () => {
  try {
    if (!skip) await restoreRegistry();
  } finally {
    await operated.stop();
  }
});

/** The stored files of the e2e release (the platform's data folder). */
const releaseFolder = () =>
  path.join(/** @type {string} */ (operated.dataDir), 'storage', 'remotes', DIR, VERSION);

/** Changes stored files of the release as someone with write access to the storage could. */
function tamper(/** @type {string[]} */ files, /** @type {(bytes: Buffer) => Buffer} */ change) {
  for (const file of files) {
    const bytes = readFileSync(file);
    state.tampered.push({ file, bytes });
    writeFileSync(file, change(bytes));
  }
}

function untamper() {
  for (const { file, bytes } of state.tampered.splice(0)) writeFileSync(file, bytes);
}

const MARKER = '\n;window.__coachTampered = true;\n';

/** Leaves the platform as the tests found it: entry intact, nothing locked, the old version live. */
async function restoreRegistry() {
  untamper();
  await cli(['unlock', DIR]);
  if (state.live && (await registry()).remotes[REMOTE]?.version !== state.live) {
    await cli(['rollback', DIR, '--to', state.live, '--reason', 'e2e: restore the live version']);
  }
  if (state.build) rmSync(state.build, { recursive: true, force: true });
}

test(
  'release + promote: a new page load shows the new string, the shell build is unchanged; rollback brings the old one back',
  { skip },
  (t) =>
    suite.withPage(t, async ({ context, page, baseUrl }) => {
      await signIn(context, baseUrl);
      await page.goto(TRAININGS.example);
      await expectSingleText(page.locator('h1'), OLD_TITLE, 'the live release shows the catalogue title');
      const shellBuild = await buildId(page);
      assert.ok(shellBuild && shellBuild !== '__BUILD_ID__', 'the page names its shell build');
      const before = await registry();

      const released = await cliOk([
        'release',
        DIR,
        '--version',
        VERSION,
        '--from',
        state.build,
        '--promote',
        '--reason',
        'e2e: new trainings title',
      ]);
      assert.match(
        released.stdout,
        new RegExp(`✓ released ${DIR} ${VERSION.replaceAll('.', '\\.')}: \\d+ files`),
      );
      assert.match(
        released.stdout,
        new RegExp(
          `✓ promoted ${DIR}: ${state.live.replaceAll('.', '\\.')} → ${VERSION.replaceAll('.', '\\.')}`,
        ),
      );
      const promoted = await registry();
      assert.equal(promoted.revision, before.revision + 1, 'one revision step');
      assert.equal(promoted.remotes[REMOTE]?.version, VERSION);
      assert.equal(
        promoted.remotes[REMOTE]?.integrity,
        sriOf(path.join(state.build, 'remoteEntry.js')),
        'the SRI hash of the entry',
      );
      for (const [name, entry] of Object.entries(before.remotes)) {
        if (name !== REMOTE) assert.deepEqual(promoted.remotes[name], entry, `${name} is untouched`);
      }

      // The server renders the page with the promoted release's own bundle (ADR 0013).
      assert.ok((await catalogueDrawnBy(VERSION)).includes(NEW_TITLE), 'drawn by v2, with its title');
      await page.reload();
      await expectSingleText(page.locator('h1'), NEW_TITLE, 'a new page load shows the promoted release');
      assert.equal(await buildId(page), shellBuild, 'the same shell build');
      assert.equal(await latestBuildId(), shellBuild, 'the shell was not redeployed');

      const rolledBack = await cliOk(['rollback', DIR, '--reason', 'e2e: back to the previous version']);
      assert.match(
        rolledBack.stdout,
        new RegExp(
          `✓ rolled back ${DIR}: ${VERSION.replaceAll('.', '\\.')} → ${state.live.replaceAll('.', '\\.')}`,
        ),
      );
      assert.equal((await registry()).remotes[REMOTE]?.version, state.live);
      assert.doesNotMatch(await catalogueDrawnBy(state.live), /nouvelle version/, 'drawn by v1 again');
      await page.reload();
      await expectSingleText(page.locator('h1'), OLD_TITLE, 'the old string is back');
      assert.equal(await buildId(page), shellBuild, 'still the same shell build');

      const history = await cliOk(['history', DIR, '--json']);
      const events = JSON.parse(history.stdout).events.slice(0, 3);
      assert.deepEqual(
        events.map((/** @type {any} */ e) => [e.action, e.version, e.by, e.reason]),
        [
          ['rollback', state.live, 'e2e release test', 'e2e: back to the previous version'],
          ['promote', VERSION, 'e2e release test', 'e2e: new trainings title'],
          ['release', VERSION, 'e2e release test', null],
        ],
        'who, what and why are recorded',
      );
    }),
);

test(
  'a signed-in user who keeps navigating during promote and rollback never sees an error page',
  { skip },
  (t) =>
    suite.withPage(t, async ({ context, page, baseUrl }) => {
      await signIn(context, baseUrl);
      /** @type {string[]} */
      const problems = [];
      // Anything that looks like a failure, seen by the page itself on every document it loads.
      await page.exposeBinding('__reportProblem', (_source, /** @type {string} */ what) => {
        problems.push(what);
      });
      await page.addInitScript(() => {
        // Every document checks the build every second (the hourly check, shortened as the tests do).
        const url = new URL(location.href);
        if (!url.searchParams.has('build-check-ms')) {
          url.searchParams.set('build-check-ms', '1000');
          history.replaceState(history.state, '', url);
        }
        const report = /** @type {(what: string) => void} */ (/** @type {any} */ (window).__reportProblem);
        new MutationObserver(() => {
          for (const element of document.querySelectorAll('.error-panel, .widget--failed')) {
            if (element.getAttribute('data-reported')) continue;
            element.setAttribute('data-reported', '1');
            report(`${location.pathname}: ${element.textContent?.trim().slice(0, 120)}`);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (
          response.status() >= 400 &&
          (url.pathname.startsWith('/remotes/') || url.pathname === '/registry.json')
        ) {
          problems.push(`${response.status()} ${url.pathname}`);
        }
      });
      page.on('requestfailed', (request) => {
        // A request the page abandons because it is leaving (the full load that picks the new
        // registry up) is not a failure the user sees; anything else on a remote's files is.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        if (new URL(request.url()).pathname.startsWith('/remotes/')) problems.push(`failed ${request.url()}`);
      });
      const documentLoads = countPageLoads(page);

      const tour = ['/profile', '/my_commitments', '/', '/trainings'].map((example) => {
        const route = routeAt(example);
        const key = {
          '/': 'overview',
          '/profile': 'profile',
          '/my_commitments': 'commitments',
          '/trainings': 'trainings',
        }[example];
        return { route, link: shellText('fr', `nav.${key}`) };
      });
      /** @type {string[]} */
      const trainingsTitles = [];
      const walking = { stop: false, steps: 0 };

      await page.goto(TRAININGS.example);
      await expectSingleText(page.locator('h1'), OLD_TITLE, 'the trainings page');
      const walk = (async () => {
        for (let step = 0; !walking.stop; step += 1) {
          const next = tour[step % tour.length];
          if (!next) break;
          const { route, link } = next;
          const expected = route === TRAININGS ? [OLD_TITLE, NEW_TITLE] : [route.title.fr];
          await poll(
            async () => {
              await page
                .locator('nav.app-frame__sidebar')
                .getByRole('link', { name: link, exact: true })
                .click({ timeout: 5000 });
              return true;
            },
            (clicked) => clicked,
            20_000,
          );
          const title = await poll(
            async () => (await page.locator('h1').allTextContents()).map((text) => text.trim())[0] ?? '',
            (text) => expected.includes(text) && new URL(page.url()).pathname === route.example,
            20_000,
          );
          if (!expected.includes(title)) problems.push(`${route.example} showed "${title}"`);
          if (route === TRAININGS) trainingsTitles.push(title);
          walking.steps += 1;
          await page.waitForTimeout(150);
        }
      })();

      try {
        await poll(
          async () => walking.steps,
          (n) => n >= 4,
          30_000,
        );
        const loadsBefore = documentLoads();
        await cliOk(['promote', DIR, VERSION, '--reason', 'e2e: promote while a user navigates']);
        await poll(
          async () => trainingsTitles.at(-1),
          (title) => title === NEW_TITLE,
          60_000,
        );
        assert.equal(
          trainingsTitles.at(-1),
          NEW_TITLE,
          'the user picks the promoted release up while navigating',
        );
        assert.ok(
          documentLoads() > loadsBefore,
          'through a full page load at a navigation (the build check saw the new revision)',
        );

        const loadsAfterPromote = documentLoads();
        await cliOk(['rollback', DIR, '--reason', 'e2e: roll back while a user navigates']);
        await poll(
          async () => trainingsTitles.at(-1),
          (title) => title === OLD_TITLE,
          60_000,
        );
        assert.equal(trainingsTitles.at(-1), OLD_TITLE, 'and the rollback the same way');
        assert.ok(documentLoads() > loadsAfterPromote, 'again through a full page load');
      } finally {
        walking.stop = true;
        await walk.catch((/** @type {unknown} */ error) =>
          problems.push(`navigation stopped: ${String(error)}`),
        );
      }
      assert.deepEqual(problems, [], 'no error page, no failed widget, no failed remote file');
      assert.ok(walking.steps >= 8, `the user kept navigating (${walking.steps} pages)`);
    }),
);

test(
  'a remote entry tampered with after its release is refused by the browser: the unavailable panel shows, the code never runs',
  {
    skip: skip || (!operated.dataDir && 'the stored files are reachable through DATA_DIR only'),
  },
  (t) =>
    suite.withPage(t, async ({ context, page, baseUrl }) => {
      await cliOk(['promote', DIR, VERSION, '--reason', 'e2e: tamper test']);
      const file = path.join(
        /** @type {string} */ (operated.dataDir),
        'storage',
        'remotes',
        DIR,
        VERSION,
        'remoteEntry.js',
      );
      tamper([file], (bytes) => Buffer.concat([bytes, Buffer.from(MARKER)]));

      await signIn(context, baseUrl);
      /** @type {string[]} */
      const console = [];
      page.on('console', (message) => console.push(message.text()));
      /** @type {number[]} */
      const entryAnswers = [];
      page.on('response', (response) => {
        if (response.url().endsWith(`/remotes/${DIR}/${VERSION}/remoteEntry.js`))
          entryAnswers.push(response.status());
      });

      await page.goto(TRAININGS.example);
      await expectSingleText(
        page.locator('h1'),
        UNAVAILABLE_TITLE,
        'the unavailable panel instead of the page',
      );
      assert.ok(
        entryAnswers.includes(200),
        'the tampered entry was served (the browser refused it, not the network)',
      );
      assert.equal(
        await page.evaluate(() => /** @type {any} */ (window).__coachTampered === true),
        false,
        'its code did not run',
      );
      assert.ok(
        console.some((text) => /integrity/i.test(text)),
        `the browser says why (integrity); console: ${console.join(' | ').slice(0, 500)}`,
      );

      untamper();
      await page.getByRole('button', { name: text('common', 'fr', 'errors.retry') }).click();
      await expectSingleText(page.locator('h1'), NEW_TITLE, 'the intact entry loads again');
      await cliOk(['rollback', DIR, '--to', state.live, '--reason', 'e2e: end of the tamper test']);
    }),
);

/**
 * Visits the trainings page with the release's files tampered with: the unavailable panel shows,
 * the tampered files were served (the browser refused them, not the network), their code did not
 * run, and the console says why.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 * @param {string} baseUrl
 * @param {(pathname: string) => boolean} isTampered which responses are the tampered files
 */
async function expectRefused(context, page, baseUrl, isTampered) {
  await signIn(context, baseUrl);
  /** @type {string[]} */
  const console = [];
  page.on('console', (message) => console.push(message.text()));
  /** @type {number[]} */
  const answers = [];
  page.on('response', (response) => {
    if (isTampered(new URL(response.url()).pathname)) answers.push(response.status());
  });
  await page.goto(TRAININGS.example);
  await expectSingleText(page.locator('h1'), UNAVAILABLE_TITLE, 'the unavailable panel instead of the page');
  assert.ok(answers.includes(200), 'the tampered file was served (the browser refused it, not the network)');
  assert.equal(
    await page.evaluate(() => /** @type {any} */ (window).__coachTampered === true),
    false,
    'its code did not run',
  );
  assert.ok(
    console.some((text) => /integrity|digest/i.test(text)),
    `the browser says why (integrity); console: ${console.join(' | ').slice(0, 500)}`,
  );
}

test(
  'a chunk of a remote tampered with after its release is refused by the browser: the unavailable panel shows, the code never runs',
  {
    skip: skip || (!operated.dataDir && 'the stored files are reachable through DATA_DIR only'),
  },
  (t) =>
    suite.withPage(t, async ({ context, page, baseUrl }) => {
      await cliOk(['promote', DIR, VERSION, '--reason', 'e2e: tampered chunk test']);
      const prefix = `/remotes/${DIR}/${VERSION}/`;
      const chunks = readdirSync(releaseFolder(), { recursive: true, encoding: 'utf8' }).filter(
        (name) => name.endsWith('.js') && name !== 'remoteEntry.js',
      );
      assert.ok(chunks.length > 0, 'the release has chunks');
      // Every chunk, so whichever the page loads first is a tampered one.
      tamper(
        chunks.map((name) => path.join(releaseFolder(), name)),
        (bytes) => Buffer.concat([bytes, Buffer.from(MARKER)]),
      );
      try {
        await expectRefused(
          context,
          page,
          baseUrl,
          (pathname) =>
            pathname.startsWith(prefix) && pathname.endsWith('.js') && !pathname.endsWith('/remoteEntry.js'),
        );
      } finally {
        untamper();
        await cliOk(['rollback', DIR, '--to', state.live, '--reason', 'e2e: end of the tampered chunk test']);
      }
    }),
);

test(
  'a manifest tampered with after its release is refused: the unavailable panel shows, nothing of the remote runs',
  {
    skip: skip || (!operated.dataDir && 'the stored files are reachable through DATA_DIR only'),
  },
  (t) =>
    suite.withPage(t, async ({ context, page, baseUrl }) => {
      await cliOk(['promote', DIR, VERSION, '--reason', 'e2e: tampered manifest test']);
      const manifest = `/remotes/${DIR}/${VERSION}/mf-manifest.json`;
      /** @type {string[]} */
      const afterManifest = [];
      page.on('request', (request) => {
        const pathname = new URL(request.url()).pathname;
        if (pathname.startsWith(`/remotes/${DIR}/${VERSION}/`) && pathname.endsWith('.js'))
          afterManifest.push(pathname);
      });
      // Still valid JSON naming the same files: only the registry's hash tells it from the release.
      tamper([path.join(releaseFolder(), 'mf-manifest.json')], (bytes) => {
        const json = JSON.parse(bytes.toString('utf8'));
        return Buffer.from(JSON.stringify({ ...json, tampered: true }));
      });
      try {
        await expectRefused(context, page, baseUrl, (pathname) => pathname === manifest);
        assert.deepEqual(afterManifest, [], 'no script of the remote was even requested');
        untamper();
        await page.reload();
        await expectSingleText(page.locator('h1'), NEW_TITLE, 'the intact manifest loads again');
      } finally {
        untamper();
        await cliOk([
          'rollback',
          DIR,
          '--to',
          state.live,
          '--reason',
          'e2e: end of the tampered manifest test',
        ]);
      }
    }),
);

test(
  'refusals exit non-zero with one line: a locked remote, a stale revision, an incompatible build',
  { skip },
  async () => {
    const before = await registry();
    await cliOk(['lock', DIR, '--why', 'e2e: frozen']);
    try {
      await cliRefused(
        ['promote', DIR, VERSION],
        new RegExp(`${REMOTE} is locked \\(e2e: frozen\\): unlock it first\\.`),
      );
      await cliRefused(['rollback', DIR], /locked/);
    } finally {
      await cliOk(['unlock', DIR]);
    }
    await cliRefused(
      ['promote', DIR, VERSION, '--revision', String(before.revision - 1)],
      new RegExp(
        `The registry is at revision ${before.revision}, not ${before.revision - 1}: it changed meanwhile`,
      ),
    );
    const facts = readFileSync(path.join(state.build, 'coach-release.json'));
    editJson(state.build, 'coach-release.json', (json) => ({
      ...json,
      requires: { ...json.requires, react: '^99.0.0' },
    }));
    try {
      await cliRefused(
        ['release', DIR, '--version', `${VERSION}.incompatible`, '--from', state.build],
        new RegExp(`react: ${REMOTE}@.* needs \\^99\\.0\\.0, the live shell \\(build \\w+\\) provides 19\\.`),
      );
    } finally {
      writeFileSync(path.join(state.build, 'coach-release.json'), facts);
    }
    const history = JSON.parse((await cliOk(['history', DIR, '--json'])).stdout);
    assert.ok(
      !history.releases.some((/** @type {any} */ r) => r.version.endsWith('.incompatible')),
      'the refused build is not released',
    );
    assert.deepEqual(await registry(), before, 'nothing moved');
  },
);
