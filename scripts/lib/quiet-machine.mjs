// How busy the machine is, and waiting for it to quieten before measuring (`pnpm perf`,
// `pnpm bench:inp`): a figure taken on a busy machine is the other work's, not the page's.
import os from 'node:os';

const QUIET_POLL_MS = 5_000;
const QUIET_REPORT_EVERY_MS = 15_000;

export const loadAverage = () => os.loadavg()[0] ?? 0;

/** "0.52 0.61 0.70": the 1, 5 and 15-minute load averages. */
export const formatLoads = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/**
 * Waits until the 1-minute load average is at most `maxLoad`, for `waitMs` at most, saying why.
 * @param {{ maxLoad: number, waitMs: number }} policy
 * @returns {Promise<{ quiet: boolean, waitedMs: number }>}
 */
export async function waitForQuiet({ maxLoad, waitMs }) {
  const started = Date.now();
  let reported = -Infinity;
  for (;;) {
    const waitedMs = Date.now() - started;
    if (loadAverage() <= maxLoad) return { quiet: true, waitedMs };
    if (waitedMs >= waitMs) return { quiet: false, waitedMs };
    if (waitedMs - reported >= QUIET_REPORT_EVERY_MS) {
      reported = waitedMs;
      console.log(
        `  waiting for a quiet machine: load average ${formatLoads()} (1, 5, 15 min), ` +
          `the 1-minute one above ${maxLoad} (${Math.round(waitedMs / 1000)} s of ${waitMs / 1000} s)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
  }
}
