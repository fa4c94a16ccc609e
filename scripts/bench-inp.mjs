// `pnpm bench:inp` (issue 29): how long the interactions people repeat take, from the input to
// the next paint, on a phone — a benchmark that prints its figures, not a test (it exits 0
// whatever they are, 1 only when the page could not be driven).
//
// The phone: a 412 × 823 viewport (Lighthouse's mobile one) and the CPU slowed down by CDP's
// `Emulation.setCPUThrottlingRate` at the multiplier `pnpm perf` simulates, calibrated to the
// host (scripts/lib/cpu-calibration.mjs: Lighthouse's benchmark index / 440). The e2e member is
// signed in, its data set up through the api (scripts/lib/inp-member.mjs); each interaction of
// scripts/lib/inp-interactions.mjs is done `--runs` times (5) with real input — Playwright's clicks
// and keys — and the browser's own Event Timing entries (scripts/lib/event-timing.mjs) give each
// one's figure: its longest event, as INP counts it. A page is loaded at full speed; the slowdown
// applies while its interactions are measured. A screencast takes every frame, as a screen would:
// headless Chromium otherwise leaves a repaint-only change unpresented (scripts/lib/consume-frames.mjs).
//
// Prints one row per interaction: the median and the worst of its runs, marked against INP's
// 100 ms aim (✓ both at or under it, △ the median only, ✗ the median above), then the multiplier.
//
//   pnpm bench:inp                       # builds what is stale, starts a platform, measures
//   BASE_URL=http://localhost:8092 pnpm bench:inp --runs=9
//   pnpm bench:inp --cpu=4               # a given slowdown, no calibration
//   pnpm bench:inp --only=quiz,Top       # the rows whose name contains one of these
//   BENCH_TRACE_DIR=/tmp/traces pnpm bench:inp   # a Chrome trace per page, to see where time goes
//
// `--wait-for-quiet` first waits (up to 2 min) for a 1-minute load average of at most 1; the
// load is printed either way: on a busy machine the figures are the other work's too.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { memberSession, setTokenCookie } from '../e2e/support/session.mjs';
import { PHONE, benchOptions } from './lib/bench-options.mjs';
import { launchChromium } from './lib/chromium-devtools.mjs';
import { consumeFrames } from './lib/consume-frames.mjs';
import { PHONE_BENCHMARK_INDEX, calibrateCpu } from './lib/cpu-calibration.mjs';
import {
  entriesSince,
  longestInteraction,
  observeEvents,
  pageNow,
  THRESHOLD_MS,
} from './lib/event-timing.mjs';
import { scenarios } from './lib/inp-interactions.mjs';
import { furnishMember, QUIZ_MODULE, readModule } from './lib/inp-member.mjs';
import { median } from './lib/median.mjs';
import { openPlatform } from './lib/platform.mjs';
import { formatLoads, waitForQuiet } from './lib/quiet-machine.mjs';
import { printTable } from './lib/text-table.mjs';

/** INP's "good" threshold, the aim of issue 29. */
const AIM_MS = 100;
/** DevTools' Performance panel's, JavaScript samples included (where the time of a handler goes). */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'latencyInfo',
  'toplevel',
];

/** The calibrated slowdown, read in a Chromium of its own (Lighthouse drives it). */
async function calibrated(/** @type {string} */ baseUrl) {
  const chromium = await launchChromium();
  try {
    return await calibrateCpu(chromium.port, baseUrl);
  } finally {
    await chromium.close();
  }
}

/** What the quiz steps need of the test module, read as the player reads it. */
async function quizFacts(/** @type {string} */ baseUrl, /** @type {string} */ token) {
  const detail = await readModule(baseUrl, token, QUIZ_MODULE);
  const [first, second] = detail.module.parts.filter(
    (/** @type {{ kind: string }} */ p) => p.kind === 'quiz',
  );
  const question = first?.questions[0];
  if (!first || !second || !question || question.answers.length < 2)
    throw new Error(`${QUIZ_MODULE} no longer has two quizzes with a choice to change`);
  return {
    firstQuizTitle: first.title,
    secondQuizTitle: second.title,
    questionId: question.id,
    answerIds: /** @type {[string, string]} */ ([question.answers[0].id, question.answers[1].id]),
  };
}

/** "72 ms", or "< 16 ms" for an interaction below the API's threshold (null). */
const formatMs = (/** @type {number | null} */ ms) =>
  ms === null ? `< ${THRESHOLD_MS} ms` : `${Math.round(ms)} ms`;

/** @param {Map<string, { pathname: string, samples: (number | null)[] }>} rows @param {number} multiplier */
function printRows(rows, multiplier) {
  const head = ['interaction', 'page', 'runs', 'median', 'worst', `≤ ${AIM_MS} ms`, 'CPU ×'];
  const lines = [...rows].map(([label, { pathname, samples }]) => {
    // Below the threshold counts as 0 for the order: it is faster than any figure there is.
    const values = samples.map((ms) => ms ?? 0);
    const mid = median(values);
    const worst = Math.max(...values);
    const mark = worst <= AIM_MS ? '✓' : mid <= AIM_MS ? '△' : '✗';
    return [
      label,
      pathname,
      String(samples.length),
      formatMs(mid || null),
      formatMs(worst || null),
      mark,
      `${multiplier.toFixed(2)}×`,
    ];
  });
  printTable(head, lines);
}

/**
 * One step's figure into its row: the longest interaction among the step's event entries.
 * @param {Map<string, { pathname: string, samples: (number | null)[] }>} rows
 * @param {string} label
 * @param {string} pathname
 * @param {Awaited<ReturnType<typeof entriesSince>>} entries
 */
function record(rows, label, pathname, entries) {
  const { ms, worst } = longestInteraction(entries);
  const row = rows.get(label) ?? { pathname, samples: [] };
  row.samples.push(ms);
  rows.set(label, row);
  if (!process.env.BENCH_VERBOSE) return;
  const handlers = worst
    ? entries
        .filter((entry) => entry.interactionId === worst.interactionId)
        .map((entry) => `${entry.name} ${Math.round(entry.processing)} ms`)
        .join(', ')
    : '';
  console.log(
    `  ${label}: ${formatMs(ms)}` +
      (worst ? ` (input delay ${Math.round(worst.delay)} ms; handlers: ${handlers})` : ''),
  );
}

async function main() {
  const options = benchOptions(process.argv.slice(2), 5);
  const platform = await openPlatform();
  const browser = await launchBrowser();
  try {
    const token = await memberSession(platform.url);
    await furnishMember(platform.url, token);
    const quiz = await quizFacts(platform.url, token);
    if (options.waitForQuiet) await waitForQuiet({ maxLoad: 1, waitMs: 120_000 });

    const cpu = options.cpu ? null : await calibrated(platform.url);
    const multiplier = options.cpu ?? cpu?.multiplier ?? 1;
    console.log(
      `Interactions on a ${PHONE.viewport.width} px phone, CPU ×${multiplier.toFixed(2)} (` +
        (cpu
          ? `benchmark index ${Math.round(cpu.benchmarkIndex)} / ${PHONE_BENCHMARK_INDEX}; passes ${cpu.indexes.map(Math.round).join(', ')}`
          : 'given') +
        `), ${options.runs} run(s) each, against ${platform.url}; load average ${formatLoads()} on ${os.cpus().length} cores\n`,
    );

    const context = await browser.newContext({ ...PHONE, baseURL: platform.url });
    await setTokenCookie(context, platform.url, token);
    await observeEvents(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Frames presented as on a phone's screen, not left undrawn (lib/consume-frames.mjs).
    await consumeFrames(cdp);
    const traceDir = process.env.BENCH_TRACE_DIR;
    if (traceDir) mkdirSync(traceDir, { recursive: true });

    /** @type {Map<string, { pathname: string, samples: (number | null)[] }>} */
    const rows = new Map();
    const wanted = (/** @type {string | null} */ label) =>
      label !== null && (!options.only || options.only.some((part) => label.includes(part)));
    for (const [index, scenario] of scenarios(quiz).entries()) {
      if (!scenario.steps(0).some((step) => wanted(step.label))) continue;
      await page.goto(scenario.pathname);
      await scenario.ready(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
      if (traceDir)
        await browser.startTracing(page, {
          path: path.join(traceDir, `${index}-${scenario.pathname.replace(/\W+/g, '_')}.json`),
          screenshots: false,
          categories: TRACE_CATEGORIES,
        });
      try {
        for (let run = 0; run < options.runs; run += 1) {
          for (const step of scenario.steps(run)) {
            const since = await pageNow(page);
            await step.act(page);
            await step.settled(page);
            if (step.label !== null && wanted(step.label))
              record(rows, step.label, scenario.pathname, await entriesSince(page, since));
          }
        }
      } finally {
        if (traceDir) await browser.stopTracing();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
      process.stdout.write(`  measured ${scenario.pathname}\n`);
    }
    await context.close();

    console.log('');
    printRows(rows, multiplier);
    console.log(
      `\nEach run's figure: the longest event of the interaction (Event Timing, input to next paint; ` +
        `under ${THRESHOLD_MS} ms the browser reports none). ✓ median and worst ≤ ${AIM_MS} ms, ` +
        `△ the median only, ✗ the median above. Load average now ${formatLoads()}.`,
    );
  } finally {
    await browser.close();
    await platform.stop();
  }
}

await main();
