// `pnpm bench:start` (issue 29): how long the start holds the main thread after the first paint,
// page by page, as the browser itself counts it — a benchmark that prints its figures, not a test
// (it exits 0 whatever they are, 1 only when a page could not be loaded).
//
// Lighthouse's Total Blocking Time (`pnpm perf`) multiplies the tasks it observed in a traced,
// unthrottled load, and on some hosts the trace itself makes those tasks several times longer
// (docs/adr/0006-size-budget.md): its TBT moves with the host more than with the code. This bench
// needs no trace: the Long Animation Frames API reports every frame the main thread held for more
// than 50 ms, with its blocking time (the part past 50 ms, as TBT counts a task's) and the scripts
// that ran in it. Each page is loaded `--runs` times (7) in a fresh context (empty cache, a 412 px
// phone), the CPU slowed down by CDP at the multiplier `pnpm perf` calibrates (the host's
// Lighthouse benchmark index / 440; `--cpu=N` gives one), the network not throttled: every file
// is there at once, the start's work as bunched as it can be. A load ends once the live page has
// taken over the one the server drew and 1.5 s more have passed.
//
// Prints one row per page: the blocking time after the first contentful paint (the median of the
// loads, and the worst), marked against TBT's 150 ms aim; the longest frame (median); and the
// script that most often ran longest in it.
//
//   pnpm bench:start                        # builds what is stale, starts a platform, measures
//   BASE_URL=http://localhost:8080 pnpm bench:start --runs=9 --only=/home/login,/profile
//   pnpm bench:start --cpu=1                # at full speed: no start task should pass 50 ms
//   BENCH_VERBOSE=1 pnpm bench:start         # each blocking frame: its scripts, style and layout
//   pnpm bench:start --cpu=1 --profile       # and where the main thread's time went, file by file
//
// `--profile` samples each load with V8's profiler (scripts/lib/script-time-profile.mjs) and prints,
// per page, the main thread's time from the navigation to the end of the load by script file (the
// median over the loads). The profiler has a cost of its own: compare blocking figures between
// runs without it.
/* global document, window */
import os from 'node:os';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { waitForLivePage } from '../e2e/support/live-page.mjs';
import { memberSession, setTokenCookie } from '../e2e/support/session.mjs';
import { PHONE, benchOptions } from './lib/bench-options.mjs';
import { launchChromium } from './lib/chromium-devtools.mjs';
import { PHONE_BENCHMARK_INDEX, calibrateCpu } from './lib/cpu-calibration.mjs';
import { median } from './lib/median.mjs';
import { FRONT_VERSION_KEY, PERF_PAGES, currentFrontVersion } from './lib/perf-pages.mjs';
import { openPlatform } from './lib/platform.mjs';
import { formatLoads } from './lib/quiet-machine.mjs';
import { startScriptTimeProfile, stopScriptTimeProfile } from './lib/script-time-profile.mjs';
import { printTable } from './lib/text-table.mjs';

/** Lighthouse's TBT aim for a score of 98 and more (issue 29). */
const AIM_MS = 150;
/**
 * What a load waits for once the live page took over: the remotes' widgets and React's last slices
 * still come as long frames, and nothing in the page says when the last one has ended.
 */
const SETTLE_MS = 1_500;
/** The files a `--profile` table names, the longest first; the rest are summed on one line. */
const PROFILE_FILES_SHOWN = 10;
/** In the page, before its scripts: every long animation frame, kept from the navigation on. */
function observeLongFrames() {
  /** @type {{ start: number, duration: number, blocking: number, script: string, detail: string }[]} */
  const frames = [];
  Object.assign(window, { __longFrames: frames });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      // The longest script of the frame names it: its file (or the page) and how it was called.
      const longest = [...(entry.scripts ?? [])].sort((a, b) => b.duration - a.duration)[0];
      const file = longest
        ? String(longest.sourceURL || longest.invoker || '')
            .split('/')
            .pop()
        : '';
      frames.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        script: longest ? `${file || '(page)'} ${longest.invokerType}` : '(no script: style, layout, paint)',
        // Where its time went: its scripts, then style and layout, for BENCH_VERBOSE.
        detail:
          (entry.scripts ?? [])
            .map(
              (/** @type {any} */ script) =>
                `${String(script.sourceURL || script.invoker || '')
                  .split('/')
                  .pop()} ${script.invokerType} ` + `${Math.round(script.duration)} ms`,
            )
            .join(', ') +
          `; render ${Math.round(entry.startTime + entry.duration - entry.renderStart)} ms` +
          ` (style and layout ${Math.round(entry.startTime + entry.duration - entry.styleAndLayoutStart)} ms)`,
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * One load: the long frames after the first contentful paint, and with `profile` the main thread's
 * time by script file.
 */
async function measureLoad(browser, baseUrl, pathname, multiplier, session, profile) {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
  try {
    if (session) {
      await setTokenCookie(context, baseUrl, session.token);
      await context.addInitScript(
        ([key, version]) => localStorage.setItem(key, version),
        [FRONT_VERSION_KEY, session.frontVersion],
      );
    }
    await context.addInitScript(observeLongFrames);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    if (profile) await startScriptTimeProfile(cdp);
    await page.goto(pathname, { waitUntil: 'load' });
    await waitForLivePage(page);
    await page.waitForTimeout(SETTLE_MS);
    const timeByFile = profile ? await stopScriptTimeProfile(cdp, new URL(pathname, baseUrl).href) : null;
    const measured = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const frames =
        /** @type {{ start: number, duration: number, blocking: number, script: string, detail: string }[]} */ (
          /** @type {any} */ (window).__longFrames
        ).filter((frame) => frame.start >= fcp);
      const longest = [...frames].sort((a, b) => b.duration - a.duration)[0];
      return {
        frames: frames.filter((frame) => frame.blocking > 0),
        blocking: frames.reduce((sum, frame) => sum + frame.blocking, 0),
        longestMs: longest?.duration ?? 0,
        longestScript: longest?.script ?? '',
        path: document.location.pathname,
      };
    });
    return { ...measured, timeByFile };
  } finally {
    await context.close();
  }
}

/** The value that occurs most often (the first of them on a tie). @param {string[]} values */
function mostOften(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * The rows of a page's `--profile` table: each file's median time over the loads (0 in a load that
 * did not run it), the longest first, then the rest in one row and every script file's sum.
 * @param {Map<string, number>[]} loads
 * @returns {string[][]}
 */
function profileRows(loads) {
  const files = new Set(loads.flatMap((load) => [...load.keys()]));
  const rows = [...files]
    .map((file) => ({ file, ms: median(loads.map((load) => load.get(file) ?? 0)) }))
    .sort((a, b) => b.ms - a.ms);
  const isScript = (/** @type {string} */ file) => !file.startsWith('(') || file === '(page)';
  const shown = rows.slice(0, PROFILE_FILES_SHOWN);
  const rest = rows.slice(PROFILE_FILES_SHOWN).reduce((sum, row) => sum + row.ms, 0);
  const scripts = median(
    loads.map((load) => [...load].reduce((sum, [file, ms]) => sum + (isScript(file) ? ms : 0), 0)),
  );
  return [
    ...shown.map((row) => [row.file, `${row.ms.toFixed(1)} ms`]),
    [`${rows.length - shown.length} more`, `${rest.toFixed(1)} ms`],
    ['every script file and the page', `${scripts.toFixed(1)} ms`],
  ];
}

/**
 * A page's loads, `runs` of them; each must land on the page itself.
 * @param {import('./lib/perf-pages.mjs').PerfPage} page
 * @param {{ browser: any, url: string, multiplier: number, session: any, profile: boolean, runs: number }} on
 */
async function pageLoads(page, { browser, url, multiplier, session, profile, runs }) {
  const loads = [];
  for (let run = 0; run < runs; run += 1) {
    const load = await measureLoad(
      browser,
      url,
      page.pathname,
      multiplier,
      page.signedIn ? session : null,
      profile,
    );
    if (load.path !== page.pathname) throw new Error(`${page.pathname} landed on ${load.path}`);
    loads.push(load);
    if (process.env.BENCH_VERBOSE)
      for (const frame of load.frames)
        console.log(
          `  ${page.pathname} load ${run + 1}: a frame at ${Math.round(frame.start)} ms, ` +
            `${Math.round(frame.duration)} ms, blocking ${Math.round(frame.blocking)} ms: ${frame.detail}`,
        );
  }
  return loads;
}

/**
 * A page's line of the table: its loads' blocking (median and worst), longest frame and script.
 * @param {import('./lib/perf-pages.mjs').PerfPage} page
 * @param {Awaited<ReturnType<typeof pageLoads>>} loads
 * @param {number} multiplier
 */
function pageLine(page, loads, multiplier) {
  const blocking = loads.map((load) => load.blocking);
  const mid = median(blocking);
  return [
    page.pathname,
    page.signedIn ? 'signed in' : 'first visit',
    String(loads.length),
    `${Math.round(mid)} ms${mid <= AIM_MS ? '' : ' ✗'}`,
    `${Math.round(Math.max(...blocking))} ms`,
    `${Math.round(median(loads.map((load) => load.longestMs)))} ms`,
    mostOften(loads.map((load) => load.longestScript)),
    `${multiplier.toFixed(2)}×`,
  ];
}

async function main() {
  const options = benchOptions(process.argv.slice(2), 7);
  const profile = process.argv.includes('--profile');
  const platform = await openPlatform();
  const browser = await launchBrowser();
  try {
    const session = {
      token: await memberSession(platform.url),
      frontVersion: await currentFrontVersion(platform.url),
    };
    let calibration = null;
    if (options.cpu === null) {
      const chromium = await launchChromium();
      try {
        calibration = await calibrateCpu(chromium.port, platform.url);
      } finally {
        await chromium.close();
      }
    }
    const multiplier = options.cpu ?? calibration?.multiplier ?? 1;
    console.log(
      `Blocking after the first paint on a ${PHONE.viewport.width} px phone, CPU ×${multiplier.toFixed(2)} (` +
        (calibration
          ? `benchmark index ${Math.round(calibration.benchmarkIndex)} / ${PHONE_BENCHMARK_INDEX}`
          : 'given') +
        `), ${options.runs} load(s) a page, against ${platform.url}; load average ${formatLoads()} on ${os.cpus().length} cores\n`,
    );

    const pages = PERF_PAGES.filter((page) => !options.only || options.only.includes(page.pathname));
    /** @type {string[][]} */
    const lines = [];
    /** @type {{ pathname: string, rows: string[][] }[]} */
    const profiles = [];
    for (const page of pages) {
      const loads = await pageLoads(page, {
        browser,
        url: platform.url,
        multiplier,
        session,
        profile,
        runs: options.runs,
      });
      lines.push(pageLine(page, loads, multiplier));
      if (profile)
        profiles.push({
          pathname: page.pathname,
          rows: profileRows(loads.map((load) => load.timeByFile ?? new Map())),
        });
      process.stdout.write(`  measured ${page.pathname}\n`);
    }
    console.log('');
    printTable(
      [
        'page',
        'session',
        'loads',
        'blocking (median)',
        'worst',
        'longest frame',
        'its longest script, most often',
        'CPU ×',
      ],
      lines,
    );
    console.log(
      `\nBlocking: the sum, over the long animation frames after the first contentful paint, of each ` +
        `one's time past 50 ms (TBT's count); ✗ above ${AIM_MS} ms. Longest frame: the median over the ` +
        `loads. Load average now ${formatLoads()}.`,
    );
    for (const { pathname, rows } of profiles) {
      console.log(`\n${pathname}: the main thread's time by file, navigation to the load's end (median)`);
      printTable(['file', `time at ${multiplier.toFixed(2)}×`], rows);
    }
    if (profile)
      console.log(
        "\n(program): the browser's own work (HTML, style, layout, paint); (browser): built-ins and the " +
          "DOM called by scripts. Profiled loads: the blocking figures include the profiler's cost.",
      );
  } finally {
    await browser.close();
    await platform.stop();
  }
}

await main();
