// `npm test`: every check of the repository against the platform started the way `npm start`
// starts it. First the independent steps, two at a time (typecheck, lint, format, the content check,
// jest in every package, the build), then the browser tests in two lanes, each against a platform of its own (scripts/lib/browser-lanes.mjs), the cross-engine journeys
// (e2e/engines: Chromium, Firefox, WebKit; an engine this machine lacks is skipped with one line),
// the size budget and the performance
// audit (scripts/perf.mjs: CLS and LCP enforced on every page). Each step prints one
// line with its time; its output goes to a log of its own (scripts/lib/steps.mjs), and a failure
// prints the failed tests' names, their first assertion lines and the log's path. Ends with the
// steps' times, the ten slowest test files and one line counting every test run.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_DIRS, ROOT } from './lib/apps.mjs';
import { buildAll } from './lib/build.mjs';
import { lastRunWeights, planLanes, rememberTimes } from './lib/browser-lanes.mjs';
import { startPlatform, tailOf } from './lib/platform.mjs';
import { TestRun, runLogged } from './lib/steps.mjs';

/**
 * Jest packages besides the api (run in two shards), about the longest first so that the lanes end
 * together: the platform, then the shell and every remote of shared/src/contract/remotes.json (a
 * new remote's tests run without a word here), then the shared libraries.
 */
const JEST_PACKAGES = ['platform', ...APP_DIRS, 'shared', 'server-kit'];
const testRun = new TestRun(mkdtempSync(path.join(os.tmpdir(), 'coach-test-')));
console.log(`Logs and reports: ${testRun.reportsDir}`);

const pnpm = (/** @type {string[]} */ args, /** @type {string} */ log, env = {}) =>
  runLogged('pnpm', args, { log, env });

/**
 * A step that writes a report of its tests (`report`, a file of its own): once it has run, passed
 * or not, `failedIn` reads the names of the failed tests from it, for the step's failure lines.
 * @param {string} name
 * @param {(log: string, report: string) => Promise<unknown>} run
 * @param {(report: string) => string[]} failedIn
 */
function reportedStep(name, run, failedIn) {
  const report = path.join(testRun.reportsDir, `${name.replace(/\W+/g, '-')}.json`);
  /** @type {string[]} */
  let failed = [];
  return () =>
    testRun.step(
      name,
      async (log) => {
        try {
          await run(log, report);
        } finally {
          failed = failedIn(report);
        }
      },
      () => failed,
    );
}

/** A jest step whose failure names the failed tests from its JSON report. */
const jestStep = (/** @type {string} */ name, /** @type {(report: string) => string[]} */ args) =>
  reportedStep(
    name,
    (log, report) => pnpm(args(report), log),
    (report) => testRun.countJest(report),
  );

// Everything before the platform is independent: two lanes, the longest steps first.
await testRun.parallel([
  // The api's suite is the longest (each file on a database of its own): two shards, one per lane.
  ...[1, 2].map((shard) =>
    jestStep(`jest api ${shard}/2`, (report) => [
      '--filter',
      './api',
      'run',
      'test',
      `--shard=${shard}/2`,
      '--json',
      `--outputFile=${report}`,
    ]),
  ),
  () => testRun.step('build', (log) => buildAll(APP_DIRS, { log })),
  () =>
    testRun.step('typecheck', (log) => pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck'], log)),
  () => testRun.step('lint', (log) => pnpm(['exec', 'eslint', '.', '--max-warnings=0'], log)),
  () =>
    testRun.step('lint styles (stylelint: colours from the tokens)', (log) =>
      pnpm(['exec', 'stylelint', '**/*.css', '--max-warnings=0'], log),
    ),
  ...JEST_PACKAGES.map((pkg) =>
    jestStep(`jest ${pkg}`, (report) => [
      '--filter',
      `./${pkg}`,
      'run',
      'test',
      '--json',
      `--outputFile=${report}`,
    ]),
  ),
  jestStep('jest tooling checks', (report) => [
    'exec',
    'jest',
    '-c',
    'tooling/jest.config.cjs',
    '--json',
    `--outputFile=${report}`,
  ]),
  () =>
    testRun.step('format (prettier --check)', (log) =>
      pnpm(['exec', 'prettier', '--check', '.', '--log-level=warn'], log),
    ),
  () =>
    testRun.step('training content (pnpm content check)', (log) => pnpm(['run', 'content', 'check'], log)),
]);

const E2E_DIR = path.join(ROOT, 'e2e');
const BROWSER_FILES = readdirSync(path.join(E2E_DIR, 'tests'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => `tests/${file}`)
  .sort();

/**
 * The lanes' platforms give a signed-in page's server render 400 ms instead of 100: two browsers,
 * two platforms and their render processes share two cores here, and a render past its deadline
 * several times in a row stops that release's renders for 30 s (its breaker) while the tests wait
 * for a drawn page. The tests look at what a page shows; how fast it is drawn is `pnpm bench:render`'s
 * and `pnpm perf`'s to say (docs/adr/0013-signed-in-first-paint.md).
 */
const LANE_ENV = { SERVER_RENDER_DEADLINE_MS: '400' };

/** @type {Array<Awaited<ReturnType<typeof startPlatform>>>} */
const platforms = [];
await testRun.step('start two platforms (one per browser lane)', async () => {
  platforms.push(
    ...(await Promise.all([startPlatform({ env: LANE_ENV }), startPlatform({ env: LANE_ENV })])),
  );
  for (const p of platforms) console.log(`  platform up at ${p.url} (log: ${p.logFile})`);
});

/**
 * What a platform's log says of its server renders at `warn` (refusals and retried loads, breakers,
 * the render process's restarts and output), the last lines: the logs stay on the machine that ran
 * the tests, CI's output does not.
 */
function printRenderLog(/** @type {{ url: string, logFile: string }} */ platform) {
  const lines = tailOf(platform.logFile, 5_000)
    .split('\n')
    .filter((line) => /server render|server bundle|render process/.test(line))
    .slice(-12);
  if (lines.length === 0) return;
  console.log(`\nServer renders, ${platform.url} (the last ${lines.length} lines):`);
  for (const line of lines) console.log(`  ${line.slice(0, 400)}`);
}

/**
 * One lane of browser tests: its files against its own platform, one after the other unless told.
 * @param {string} name
 * @param {string[]} files
 * @param {{ url: string, dataDir: string }} platform
 * @param {{ concurrency?: number, env?: Record<string, string> }} [options]
 */
function browserLane(name, files, platform, { concurrency = 1, env = {} } = {}) {
  return reportedStep(
    name,
    (log, report) =>
      runLogged(
        process.execPath,
        [
          '--test',
          `--test-concurrency=${concurrency}`,
          '--test-timeout=120000',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=./support/file-times-reporter.mjs',
          `--test-reporter-destination=${report}`,
          ...files,
        ],
        { log, env: { BASE_URL: platform.url, DATA_DIR: platform.dataDir, ...env }, cwd: E2E_DIR },
      ),
    (report) => {
      try {
        const { files: seconds } = JSON.parse(readFileSync(report, 'utf8'));
        rememberTimes(
          Object.fromEntries(Object.entries(seconds).map(([file, s]) => [path.relative(E2E_DIR, file), s])),
        );
      } catch {
        // no report: nothing to remember
      }
      return testRun.countNodeTests(report);
    },
  );
}

const ENGINE_FILES = readdirSync(path.join(E2E_DIR, 'engines'))
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => `engines/${file}`)
  .sort();

/**
 * The cross-engine journeys (e2e/README.md, "Engines"), after the Chromium lanes, on the second
 * lane's platform, two files at a time (one browser each). An engine this machine lacks (a
 * developer's machine with Chromium alone) is skipped with one line, never failed; `ENGINES`
 * narrows the set as it does for `pnpm --filter @coach/e2e run test:engines`.
 */
async function enginesLane(/** @type {{ url: string, dataDir: string }} */ platform) {
  const { missingFor, requestedEngines } = await import(
    pathToFileURL(path.join(E2E_DIR, 'support/engines/available.mjs')).href
  );
  /** @type {string[]} */
  const engines = requestedEngines().filter((/** @type {string} */ engine) => {
    const missing = missingFor(engine);
    if (missing) console.log(`  ${missing}`);
    return !missing;
  });
  if (engines.length === 0) return;
  await browserLane(`browser engines (${engines.join(', ')})`, ENGINE_FILES, platform, {
    concurrency: 2,
    env: { ENGINES: engines.join(',') },
  })();
}

if (platforms.length === 2) {
  const failedBefore = testRun.failedSteps.length;
  const lanes = planLanes(BROWSER_FILES, lastRunWeights(E2E_DIR));
  await testRun.parallel(
    lanes.map((files, i) =>
      browserLane(`browser tests, lane ${i + 1} (${files.length} files)`, files, platforms[i]),
    ),
  );
  await enginesLane(platforms[1]);
  const env = { BASE_URL: platforms[0].url, DATA_DIR: platforms[0].dataDir };
  await platforms[1].stop();
  await testRun.step('size budget', (log) => runLogged('node', ['scripts/size-check.mjs'], { log, env }));
  // CLS is enforced; LCP is enforced on the first visits (README, Performance).
  await testRun.step('performance (pnpm perf: CLS and LCP enforced on every page)', (log) =>
    runLogged('node', ['scripts/perf.mjs', '--enforce=cls,lcp'], { log, env }),
  );
  await platforms[0].stop();
  if (testRun.failedSteps.length > failedBefore) {
    console.log(`\nThe platforms' logs: ${platforms.map((p) => p.logFile).join(', ')}`);
    for (const p of platforms) printRenderLog(p);
  }
} else {
  await Promise.all(platforms.map((p) => p.stop()));
}

testRun.printSummary();
const { totals } = testRun;
const failures = testRun.failedSteps;
console.log(`\nSteps failed: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`all: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
