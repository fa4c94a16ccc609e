// Benchmark (a script, not a test) of a signed-in page drawn on the server (docs/adr/0013-signed-in-first-paint.md):
// BENCH_PATH (/profile by default; `/` is the overview and its widgets) for one member, CONCURRENCY requests at a time for SECONDS, against a platform started
// the way `npm start` starts it (PGlite in a temporary folder), with the token cookie of the e2e
// member. Prints the document's time (p50, p95, p99, as the client sees it, body included), the
// throughput, the share of pages that arrived drawn on the server, and the `Server-Timing` figures
// (data, render) the platform reported.
//
//   node scripts/bench-server-render.mjs              # 20 at a time, 10 s, after a 3 s warm-up
//   BENCH_SECONDS=20 BENCH_CONCURRENCY=40 BENCH_PATH=/ node scripts/bench-server-render.mjs
//
// The target (ADR 0013): p95 ≤ 150 ms at 20 concurrent requests, ≥ 99 % drawn on the server.
// The client runs on the same 2-core machine as the platform and takes part of the CPU.
import { memberSession, sessionCookieHeader } from '../e2e/support/session.mjs';
import { APP_DIRS } from './lib/apps.mjs';
import { buildAll } from './lib/build.mjs';
import { drawnOnServer, serverTiming } from './lib/drawn-page.mjs';
import { startPlatform } from './lib/platform.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const WARM_UP_SECONDS = 3;
const PATHNAME = process.env.BENCH_PATH ?? '/profile';

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * Runs CONCURRENCY loops of requests for `seconds`.
 * @param {string} url @param {string} cookie @param {number} seconds
 */
async function load(url, cookie, seconds) {
  /** @type {{ ms: number, drawn: boolean, ok: boolean, data?: number, render?: number }[]} */
  const samples = [];
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const startedAt = performance.now();
      try {
        const response = await fetch(url, { headers: { Cookie: cookie } });
        const html = await response.text();
        const timing = serverTiming(response.headers.get('server-timing'));
        samples.push({
          ms: performance.now() - startedAt,
          ok: response.status === 200,
          drawn: drawnOnServer(html),
          data: timing.data,
          render: timing.render,
        });
      } catch {
        samples.push({ ms: performance.now() - startedAt, ok: false, drawn: false });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return samples;
}

const figures = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms`;
};

await buildAll(APP_DIRS);
const platform = await startPlatform({ env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
try {
  const token = await memberSession(platform.url);
  const cookie = sessionCookieHeader(token);
  const url = new URL(PATHNAME, platform.url).href;
  await load(url, cookie, WARM_UP_SECONDS);
  const samples = await load(url, cookie, SECONDS);
  const drawn = samples.filter((sample) => sample.drawn);
  const failed = samples.filter((sample) => !sample.ok).length;
  console.log(
    `\n${PATHNAME}, signed in, ${CONCURRENCY} at a time for ${SECONDS} s (after ${WARM_UP_SECONDS} s of warm-up), PGlite:`,
  );
  console.log(`  document:        ${figures(samples.map((sample) => sample.ms))}`);
  console.log(
    `  throughput:      ${(samples.length / SECONDS).toFixed(1)} pages/s (${samples.length} pages)`,
  );
  console.log(
    `  drawn on server: ${((100 * drawn.length) / Math.max(1, samples.length)).toFixed(2)} % (${drawn.length}); not 200: ${failed}`,
  );
  console.log(`  Server-Timing:   data ${figures(drawn.map((sample) => sample.data ?? NaN))}`);
  console.log(`                   render ${figures(drawn.map((sample) => sample.render ?? NaN))}`);
  console.log('  target (ADR 0013): p95 ≤ 150 ms at 20 at a time, ≥ 99 % drawn on the server');
} finally {
  await platform.stop();
}
