// Benchmark (a script, not a test) of the pages against a static file, in one run (issue 29,
// docs/adr/0014-signed-out-page-cache.md): CONNECTIONS requests at a time for SECONDS each, one
// target after the other, against a platform started the way `npm start` starts it (PGlite in a
// temporary folder) unless BASE_URL names a running one:
//   - the shell's first start script (named by index.html): what a page is compared with;
//   - `/api/health`;
//   - `GET /home/login` and `GET /home`, signed out (no cookie): the pages composed once and kept;
//     `/home/login` again as a browser asks for it (`Accept-Encoding: gzip, deflate, br`);
//   - `GET /profile` with the e2e member's token cookie: drawn on the server per request.
// Prints req/s, p50 and p99 of each, then each signed-out page's rate and p99 against the
// static file's, marked against the targets (rate ≥ 0.8 ×, p99 ≤ 1.5 ×).
//
//   node scripts/bench-pages.mjs                           # 20 at a time, 8 s each, 2 s warm-up
//   BENCH_SECONDS=15 BASE_URL=http://localhost:8091 node scripts/bench-pages.mjs
//
// autocannon runs in this process on the same 2-core machine as the platform and takes part of
// the CPU: the ratios, measured in the same run, are what to compare, more than the raw rates.
import autocannon from 'autocannon';
import { memberSession, sessionCookieHeader } from '../e2e/support/session.mjs';
import { APP_DIRS } from './lib/apps.mjs';
import { buildAll } from './lib/build.mjs';
import { startPlatform } from './lib/platform.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const RATE_TARGET = 0.8;
const P99_TARGET = 1.5;

/**
 * CONNECTIONS keep-alive connections asking `url` for `seconds`; autocannon reads the answers
 * without parsing their bodies.
 * @param {string} url @param {Record<string, string>} headers @param {number} seconds
 */
function load(url, headers, seconds) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
}

/**
 * The first `<script … src>` of the shell's index.html as built (a page drawn ahead names the
 * loader instead): the file every page load starts with.
 */
async function firstStartScript(baseUrl) {
  const html = await (await fetch(new URL('/index.html', baseUrl))).text();
  const src = /<script[^>]*?\ssrc=(?:"([^"]+)"|([^\s>"]+))/.exec(html);
  const href = src?.[1] ?? src?.[2];
  if (!href) throw new Error('no start script in the page: is the shell built?');
  return href;
}

/** @param {string} baseUrl */
async function targets(baseUrl) {
  const token = await memberSession(baseUrl);
  const signedIn = { Cookie: sessionCookieHeader(token) };
  return [
    { name: 'static file', path: await firstStartScript(baseUrl), headers: {} },
    { name: '/api/health', path: '/api/health', headers: {} },
    { name: 'GET /home/login', path: '/home/login', headers: {}, page: true },
    { name: 'GET /home', path: '/home', headers: {}, page: true },
    // What a browser asks: the page gzipped (once, when kept).
    {
      name: 'GET /home/login, gzip',
      path: '/home/login',
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    },
    { name: 'GET /profile signed in', path: '/profile', headers: signedIn },
  ];
}

const pad = (/** @type {string} */ text, /** @type {number} */ width) => text.padEnd(width);
const num = (/** @type {number} */ value, digits = 0) => value.toFixed(digits).padStart(7);

/** @param {string} baseUrl */
async function bench(baseUrl) {
  const rows = [];
  for (const target of await targets(baseUrl)) {
    const url = new URL(target.path, baseUrl).href;
    if (WARM_UP_SECONDS > 0) await load(url, target.headers, WARM_UP_SECONDS);
    const result = await load(url, target.headers, SECONDS);
    const row = {
      ...target,
      rate: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts,
      why: `${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    };
    rows.push(row);
    console.log(
      `${pad(row.name, 24)} ${num(row.rate)} req/s   p50 ${num(row.p50, 1)} ms   p99 ${num(row.p99, 1)} ms` +
        (row.failed ? `   failed: ${row.why}` : '') +
        `   (${target.path})`,
    );
  }
  const staticFile = rows[0];
  console.log(
    `\nsigned-out pages against the static file (targets: rate ≥ ${RATE_TARGET} ×, p99 ≤ ${P99_TARGET} ×):`,
  );
  let met = true;
  for (const row of rows.filter((each) => each.page)) {
    const rate = row.rate / staticFile.rate;
    const p99 = row.p99 / Math.max(staticFile.p99, 1);
    const ok = rate >= RATE_TARGET && p99 <= P99_TARGET && !row.failed;
    met &&= ok;
    console.log(
      `  ${ok ? '✓' : '✗'} ${pad(row.name, 18)} rate ${rate.toFixed(2)} × ${rate >= RATE_TARGET ? '✓' : '✗'}   p99 ${p99.toFixed(2)} × ${p99 <= P99_TARGET ? '✓' : '✗'}`,
    );
  }
  return met;
}

console.log(`${CONNECTIONS} connections, ${SECONDS} s per target after ${WARM_UP_SECONDS} s of warm-up`);
let met;
if (process.env.BASE_URL) {
  met = await bench(process.env.BASE_URL);
} else {
  await buildAll(APP_DIRS);
  const platform = await startPlatform({ env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  try {
    met = await bench(platform.url);
  } finally {
    await platform.stop();
  }
}
process.exitCode = met ? 0 : 1;
