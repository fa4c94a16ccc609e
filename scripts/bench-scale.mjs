// `pnpm bench:scale` (issue 39; docs/operating.md "Realistic data at any size"): does a member's
// cost stay flat as the platform grows? On two databases seeded by `pnpm seed` — 1 000 and 100 000
// members by default — it starts an api on each (NODE_ENV=production, as deployed; both at once,
// each call measured on one size then the other, in turn, `--rounds` times) and, for the seed's `coachee-history` (two years of history) and `leader-40` (a team of 40), loads
// every call of api/src/db/scale/read-paths.ts — every api read the signed-in pages make, the
// calendar feed, the exports, login, the writes people repeat — at 20 connections. Prints p50
// and p95 at each size and the ratio, against the targets (scripts/lib/scale-figures.mjs).
//
//   pnpm bench:scale                                         # 1k and 100k on 127.0.0.1, 3 s a call
//   pnpm bench:scale -- --small=postgres://…/a --large=postgres://…/b --seconds=5 --only=leader-40
//   pnpm bench:scale -- --pages                              # + the signed-in pages (apps built)
//
// With --pages the platform runs as `npm start` runs it (SKIP_BUILD=1: build the apps first) and
// every call goes through it; without, the api alone, compiled (api/start.mjs). autocannon runs in this
// process, on the same machine as the server and PostgreSQL.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from './lib/apps.mjs';
import { cpuMs } from './lib/process-cpu.mjs';
import { drawnOnServer, serverTiming } from './lib/drawn-page.mjs';
import { percentile, verdict } from './lib/scale-figures.mjs';
import { printTable } from './lib/text-table.mjs';
import { platformOn, sameLiveReleases, seededMembers, startApi } from './lib/scale-servers.mjs';
import { sessionCookieHeader } from '../e2e/support/session.mjs';

const API_DIR = path.join(ROOT, 'api');
const fromApi = createRequire(path.join(API_DIR, 'package.json'));
// tsx's ESM entry (require.resolve would name its CommonJS one), to import the api's TypeScript.
const tsxDir = path.dirname(fromApi.resolve('tsx/package.json'));
const { tsImport } = await import(path.join(tsxDir, 'dist/esm/api/index.mjs'));
const load = (/** @type {string} */ file) => tsImport(path.join(API_DIR, file), import.meta.url);
const paths = await load('src/db/scale/read-paths.ts');
const { discover } = await load('src/db/scale/discover.ts');
const { SAMPLES, SEED_DOMAIN, memberEmail } = await load('src/cli/seed/plan.ts');
const { DEFAULT_PASSWORD } = await load('src/cli/seed/options.ts');

const option = (/** @type {string} */ name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const PG = 'postgres://postgres@127.0.0.1:5432';
const SIZES = [
  { label: 'small', url: option('small') ?? `${PG}/coach_scale_1k` },
  { label: 'large', url: option('large') ?? `${PG}/coach_scale_100k` },
];
const SECONDS = Number(option('seconds') ?? 3);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = Number(option('connections') ?? 20);
/** How many times each call is measured at each size, the sizes in turn (benchMember). */
const ROUNDS = Number(option('rounds') ?? 2);
const PASSWORD = option('password') ?? DEFAULT_PASSWORD;
const ROLES = option('only')?.split(',') ?? ['coachee-history', 'leader-40'];
/** `--pages`: the platform as `npm start` runs it (apps already built), pages and api through it. */
const PAGES = process.argv.includes('--pages');

/** A visitor id as the platform gives one (features/delivery/request-delivery.ts): 22 url-safe characters. */
const RETURNING_VISITOR = 'coach_visitor=bench-scale-visitor-01';

function request(/** @type {string} */ base, /** @type {any} */ call, /** @type {string | null} */ token) {
  const headers = { 'content-type': 'application/json' };
  // A page is asked as a browser that has been here before asks it: its session and its visitor id.
  if (token && call.kind === 'page') headers.cookie = `${sessionCookieHeader(token)}; ${RETURNING_VISITOR}`;
  else if (token && !call.anonymous) headers.authorization = `Bearer ${token}`;
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return { url: `${base}${call.path}`, method: call.method, headers, body };
}

/**
 * Login is measured as many people signing in at once, each their own account (members 100 to
 * 999, in both databases): twenty logins in flight on one account are throttled by design
 * (docs/security.md, a failed-login backoff counts attempts until they succeed).
 */
function rotatingLogins(/** @type {any} */ call) {
  if (call.kind !== 'login') return {};
  let next = 0;
  const body = () => JSON.stringify({ email: memberEmail(100 + (next++ % 900)), password: PASSWORD });
  return { requests: [{ setupRequest: (/** @type {any} */ req) => ({ ...req, body: body() }) }] };
}

/**
 * CONNECTIONS connections on one call for SECONDS after a warm-up; each answer's time goes to
 * `samples`, each answer that is not the call working to `failed` (status, or "error"), and the
 * api process's CPU time meanwhile to `cpuMs` (the api alone: its pid).
 * @param {{ base: string, pid: number | null }} api
 * @param {{ samples: number[], failed: Map<string, number>, cpuMs: number }} into
 */
async function measure(api, /** @type {any} */ call, /** @type {string | null} */ token, into) {
  const { base, pid } = api;
  const options = { ...request(base, call, token), connections: CONNECTIONS, ...rotatingLogins(call) };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const ok = call.ok ?? [200];
  const fail = (/** @type {string} */ what) => into.failed.set(what, (into.failed.get(what) ?? 0) + 1);
  const instance = autocannon({ ...options, duration: SECONDS });
  instance.on('response', (_client, /** @type {number} */ status, _bytes, /** @type {number} */ ms) => {
    into.samples.push(ms);
    if (!ok.includes(status)) fail(String(status));
  });
  instance.on('reqError', () => fail('error'));
  const before = pid === null ? null : cpuMs(pid);
  await instance;
  const after = pid === null ? null : cpuMs(pid);
  into.cpuMs += before === null || after === null ? NaN : after - before;
}

async function ask(/** @type {string} */ base, /** @type {string} */ token, /** @type {any} */ call) {
  const options = request(base, call, token);
  const response = await fetch(options.url, options);
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: type.includes('json') ? await response.json() : await response.text(),
  };
}

/** One member signed in on the api at `base`, with the calls of their pages (found on that database). */
async function callsOf(/** @type {string} */ base, /** @type {string} */ role) {
  const login = paths.loginCall(memberEmail(SAMPLES[role]), PASSWORD);
  const signedIn = await ask(base, '', login);
  if (signedIn.status !== 200)
    throw new Error(`${role} could not sign in (${signedIn.status}): is --password the seed's?`);
  const token = signedIn.body.token;
  const leader = role.startsWith('leader');
  const found = await discover((/** @type {any} */ call) => ask(base, token, call), {
    today: new Date().toISOString().slice(0, 10),
    leader,
  });
  const calls = [
    login,
    ...(PAGES ? paths.pageCalls(found, leader) : []),
    ...paths.memberReads(found),
    ...(leader ? paths.leaderReads(found) : []),
    ...paths.exportCalls(found),
    ...paths.repeatedWrites(found),
  ];
  return { token, calls };
}

/**
 * A page asked alone, five times one after the other, after its load: the median of each
 * `Server-Timing` step (the page's reads, its render) and how many came drawn on the server.
 */
async function pageAlone(/** @type {string} */ base, /** @type {any} */ call, /** @type {string} */ token) {
  /** @type {Record<string, number>[]} */
  const timings = [];
  let drawn = 0;
  for (let i = 0; i < 5; i++) {
    const options = request(base, call, token);
    const response = await fetch(options.url, options);
    if (drawnOnServer(await response.text())) drawn++;
    timings.push(serverTiming(response.headers.get('server-timing')));
  }
  const median = (/** @type {string} */ step) =>
    percentile(
      timings.flatMap((timing) => (step in timing ? [timing[step]] : [])),
      0.5,
    );
  return { data: median('data'), render: median('render'), drawn };
}

/**
 * Every call of one member at both sizes, the two measured back to back and in turn (small then
 * large, then large then small, ROUNDS times): a change in the machine's load during the run
 * lands on both sizes alike, so the ratio speaks of the data, not of the minute it was measured.
 * Returns call name → { kind, small, large } figures.
 */
async function benchMember(/** @type {{ base: string }[]} */ apis, /** @type {string} */ role) {
  const members = await Promise.all(apis.map((api) => callsOf(api.base, role)));
  const figures = new Map();
  for (const [i, call] of members[0].calls.entries()) {
    const sides = members.map((member) => ({
      call: member.calls[i],
      token: member.token,
      samples: /** @type {number[]} */ ([]),
      failed: new Map(),
      cpuMs: 0,
    }));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const side of order) await measure(apis[side], sides[side].call, sides[side].token, sides[side]);
    }
    const alone = await Promise.all(
      sides.map((side, i) => (call.kind === 'page' ? pageAlone(apis[i].base, side.call, side.token) : null)),
    );
    const [small, large] = sides.map(({ samples, failed, cpuMs }, i) => ({
      p50: percentile(samples, 0.5),
      p95: percentile(samples, 0.95),
      cpu: cpuMs / samples.length,
      failed,
      alone: alone[i],
    }));
    figures.set(call.name, { kind: call.kind, small, large });
    process.stderr.write('.');
  }
  // Signed out again: the member's sessions (the profile page lists them) do not pile up run after run.
  const logout = { method: 'POST', path: '/api/dashboard/logout' };
  await Promise.all(members.map((member, i) => ask(apis[i].base, member.token, logout)));
  return figures;
}

const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? value.toFixed(1) : '—');

async function main() {
  const members = await Promise.all(SIZES.map((size) => seededMembers(size.url, SEED_DOMAIN)));
  // Both sizes up at once, so that each call is measured on one and then the other (benchMember).
  /** @type {{ base: string, stop: () => unknown, pid: number | null }[]} */
  const apis = [];
  /** @type {Map<string, Map<string, any>>} */
  const byRole = new Map();
  try {
    // One after the other: each start compiles the servers into the same dist/ (api/start.mjs).
    for (const size of SIZES) apis.push(PAGES ? await platformOn(size.url) : await startApi(size.url));
    // Started, each platform has published the local builds where none was live yet.
    if (PAGES) await sameLiveReleases(SIZES.map((size) => size.url));
    for (const role of ROLES) byRole.set(role, await benchMember(apis, role));
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
  }
  process.stderr.write('\n');
  const lines = [];
  let met = 0;
  for (const role of ROLES) {
    for (const [name, { kind, small: a, large: b }] of byRole.get(role) ?? []) {
      const v = verdict({ kind, small: a, large: b });
      if (v.ok && a.failed.size + b.failed.size === 0) met++;
      const failures = [...a.failed, ...b.failed].map(([what, n]) => `${n} × ${what}`).join(', ');
      const why = failures ? `${v.why}; failed: ${failures}` : v.why;
      const cpu = (/** @type {number} */ value) => (Number.isFinite(value) ? value.toFixed(2) : '—');
      lines.push([
        role,
        name,
        kind,
        ms(a.p50),
        ms(a.p95),
        ms(b.p50),
        ms(b.p95),
        v.ratio.toFixed(2),
        cpu(a.cpu),
        cpu(b.cpu),
        why,
      ]);
    }
  }
  console.log(
    `\nbench:scale — ${members.map((n) => n.toLocaleString('en')).join(' vs ')} members, ${CONNECTIONS} connections, ` +
      `${SECONDS} s a call × ${ROUNDS} rounds in turn, ${os.cpus().length} CPU(s), Node ${process.version}; ` +
      "latencies in ms; cpu: the api process's CPU ms per answer (api alone)\n",
  );
  const [s, l] = members.map((n) => `${Math.round(n / 1000)}k`);
  printTable(
    [
      'member',
      'call',
      'kind',
      `p50 ${s}`,
      `p95 ${s}`,
      `p50 ${l}`,
      `p95 ${l}`,
      'ratio',
      `cpu ${s}`,
      `cpu ${l}`,
      'verdict',
    ],
    lines,
  );
  if (PAGES) printPagesAlone(byRole, s, l);
  console.log(
    `\n${met} of ${lines.length} rows meet the targets (p95 ratio ≤ 1.25; read and write ≤ 50 ms, page ≤ 150 ms; exports, feed, login: ratio)` +
      (PAGES ? '' : '; --pages adds the signed-in pages drawn by the platform'),
  );
}

/** The pages asked alone after their load: where a page's time goes on the server, at each size. */
function printPagesAlone(
  /** @type {Map<string, Map<string, any>>} */ byRole,
  /** @type {string} */ s,
  /** @type {string} */ l,
) {
  const rows = [];
  for (const [role, figures] of byRole)
    for (const [name, { small, large }] of figures)
      if (small.alone && large.alone)
        rows.push([
          role,
          name,
          ms(small.alone.data),
          ms(small.alone.render),
          ms(large.alone.data),
          ms(large.alone.render),
          `${small.alone.drawn}/5, ${large.alone.drawn}/5`,
        ]);
  console.log('\nThe pages alone, one after the other (Server-Timing, median of 5, ms):\n');
  printTable(
    ['member', 'page', `data ${s}`, `render ${s}`, `data ${l}`, `render ${l}`, 'drawn on the server'],
    rows,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
