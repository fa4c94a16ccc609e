// Issue 17: two platform instances over one PostgreSQL behave as one platform behind a load
// balancer (docs/operating.md "Running several instances", docs/adr/0011). Each instance is
// started the way `npm start` starts it, with its own port and data folder; released files live
// in the shared database (FILE_STORAGE=postgres, the default with DATABASE_URL). A round-robin
// proxy written for the test (support/round-robin-proxy.mjs) stands for the load balancer.
// - the second instance publishes nothing of its own: the registry holds one release per remote;
// - a signed-in user navigates every area through the proxy, both instances serving remote files,
//   and no "unavailable" fallback shows;
// - a release promoted through instance A is what a new page load gets through instance B;
// - a logout through A is refused through B;
// - a canary started through A gives each member or visitor the same version through A and B, and
//   errors reported to either instance count toward one automatic rollback (issue 38).
// PGlite cannot be shared between processes: without DATABASE_URL the file skips itself, saying why.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser } from '../support/browser.mjs';
import { expectSingleText, poll } from '../support/expect.mjs';
import { assertPageComplete } from '../support/page-health.mjs';
import { buildWithReplacedText } from '../support/release-build.mjs';
import { remoteDir } from '../support/remotes.mjs';
import { ROOT, startPlatform } from '../support/repo.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { freshMemberToken, memberSession, setTokenCookie, whoamiStatus } from '../support/session.mjs';
import { startRoundRobinProxy } from '../support/round-robin-proxy.mjs';

const DATABASE_URL = process.env.DATABASE_URL;
const skip = DATABASE_URL
  ? false
  : 'DATABASE_URL is not set: two instances need a shared PostgreSQL (PGlite is one process); .ci/run runs this file against 127.0.0.1:5432';
if (skip) console.info(`# multi-instance.test.mjs skipped: ${skip}`);

/**
 * @typedef {{ connect(): Promise<void>, query(sql: string): Promise<unknown>, end(): Promise<void> }} PgClient
 * node-postgres, from the api's dependencies (the test creates and drops its own database).
 */
const pg = /** @type {{ Client: new (options: { connectionString?: string }) => PgClient }} */ (
  createRequire(path.join(ROOT, 'api', 'package.json'))('pg')
);

const ROUTES = expectedRoutes().filter(
  (route) => route.session === 'signed-in' && !route.example.includes(':'),
);
const TRAININGS = ROUTES.find((route) => route.example === '/trainings');
const REMOTE = TRAININGS?.owner ?? 'mfe_trainings';
const DIR = remoteDir(REMOTE);
const OPERATOR_TOKEN = randomBytes(32).toString('hex');
const PATH = [path.join(ROOT, 'node_modules/.bin'), process.env.PATH].filter(Boolean).join(path.delimiter);

/**
 * @type {{
 *   dbName: string, dbUrl: string,
 *   a: import('../support/repo.mjs').StartedPlatform | null,
 *   b: import('../support/repo.mjs').StartedPlatform | null,
 *   proxy: import('../support/round-robin-proxy.mjs').RoundRobinProxy | null,
 *   browser: import('playwright-core').Browser | null,
 *   build: string,
 * }}
 */
const state = { dbName: '', dbUrl: '', a: null, b: null, proxy: null, browser: null, build: '' };

/** @param {(client: PgClient) => Promise<unknown>} fn */
async function asAdmin(fn) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

before(
  async () => {
    if (skip) return;
    // A database of its own: the server may hold other runs' data (and other tests use it).
    state.dbName = `coach_e2e_multi_${process.pid}_${randomBytes(3).toString('hex')}`;
    await asAdmin((client) => client.query(`CREATE DATABASE "${state.dbName}"`));
    const url = new URL(/** @type {string} */ (DATABASE_URL));
    url.pathname = `/${state.dbName}`;
    state.dbUrl = url.toString();
    const env = { PATH, DATABASE_URL: state.dbUrl, PLATFORM_OPERATOR_TOKEN: OPERATOR_TOKEN };
    // One after the other: B starts over a registry A has filled.
    // The first start may build every app first (minutes on a busy machine).
    state.a = await startPlatform({ env, timeoutMs: 900_000 });
    state.b = await startPlatform({ env, timeoutMs: 300_000 });
    state.proxy = await startRoundRobinProxy([state.a.url, state.b.url]);
    state.browser = await launchBrowser();
  },
  { timeout: 1_300_000 },
);

after(async () => {
  await state.browser?.close();
  await state.proxy?.close();
  await state.a?.stop();
  await state.b?.stop();
  if (state.build) rmSync(state.build, { recursive: true, force: true });
  if (state.dbName)
    await asAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${state.dbName}" WITH (FORCE)`));
});

/** @param {string} baseUrl */
async function newPage(baseUrl) {
  const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
  const context = await browser.newContext({ baseURL: baseUrl });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await setTokenCookie(context, baseUrl, await memberSession(baseUrl));
  return { context, page: await context.newPage() };
}

/**
 * @param {string} baseUrl
 * @param {string} pathname
 * @param {{ method?: string, body?: unknown, bytes?: Buffer }} [options]
 */
async function operator(baseUrl, pathname, options = {}) {
  const response = await fetch(`${baseUrl}/api/platform${pathname}`, {
    method: options.method ?? 'GET',
    headers: {
      Authorization: `Operator ${OPERATOR_TOKEN}`,
      'X-Platform-Operator': encodeURIComponent('e2e multi-instance'),
      ...(options.bytes ? { 'Content-Type': 'application/octet-stream' } : {}),
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.bytes
      ? new Uint8Array(options.bytes)
      : options.body
        ? JSON.stringify(options.body)
        : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, text };
}

/**
 * Uploads a build folder as a release through one instance, as `pnpm platform release` does.
 * @param {string} baseUrl
 * @param {string} version
 * @param {string} dir
 */
async function releaseThrough(baseUrl, version, dir) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (name.split(path.sep).some((segment) => segment.startsWith('.'))) continue;
    let bytes;
    try {
      bytes = readFileSync(file);
    } catch {
      continue; // a folder
    }
    const relative = name.split(path.sep).join('/');
    files[relative] = createHash('sha256').update(bytes).digest('hex');
    const put = await operator(baseUrl, `/remotes/${DIR}/releases/${version}/files/${relative}`, {
      method: 'PUT',
      bytes,
    });
    assert.equal(put.status, 201, `upload ${relative}: ${put.text}`);
  }
  const finalized = await operator(baseUrl, `/remotes/${DIR}/releases/${version}/finalize`, {
    method: 'POST',
    body: { files },
  });
  assert.equal(finalized.status, 201, finalized.text);
}

test(
  'the second instance published nothing of its own: one release per remote, one registry',
  { skip },
  async () => {
    const a = /** @type {import('../support/repo.mjs').StartedPlatform} */ (state.a);
    const b = /** @type {import('../support/repo.mjs').StartedPlatform} */ (state.b);
    const [fromA, fromB] = await Promise.all(
      [a.url, b.url].map(async (url) => (await fetch(`${url}/registry.json`)).json()),
    );
    assert.deepEqual(fromB, fromA, 'both instances answer the same registry');
    const status = await operator(b.url, '/status');
    assert.equal(status.status, 200, status.text);
    assert.match(status.json.storage, /PostgreSQL/, 'the release files live in the shared database');
    for (const remote of status.json.remotes)
      assert.equal(remote.releases, 1, `${remote.dir}: one release, A's`);
    // B serves the files A released (the issue's 404), byte for byte what A serves.
    const manifest = fromA.remotes[REMOTE].manifest;
    const [bodyA, bodyB] = await Promise.all(
      [a.url, b.url].map(async (url) => {
        const response = await fetch(`${url}${manifest}`);
        assert.equal(response.status, 200, `${url}${manifest}`);
        return response.text();
      }),
    );
    assert.equal(bodyB, bodyA);
  },
);

test(
  'a signed-in user navigates every area through the load balancer, no fallback shown',
  { skip },
  async () => {
    const proxy = /** @type {import('../support/round-robin-proxy.mjs').RoundRobinProxy} */ (state.proxy);
    const { context, page } = await newPage(proxy.url);
    try {
      for (const route of ROUTES) {
        await page.goto(route.example);
        await expectSingleText(
          page.locator('h1'),
          route.title.fr,
          `title of ${route.example} through the proxy`,
        );
        await page.waitForLoadState('networkidle');
        await assertPageComplete(page, 'fr', `${route.example} through the proxy`);
      }
    } finally {
      await context.close();
    }
    assert.equal(
      proxy.remoteFiles.size,
      2,
      `both instances served remote files: ${JSON.stringify([...proxy.remoteFiles])}`,
    );
  },
);

test(
  'a release promoted through instance A is what a new page load gets through instance B',
  { skip },
  async () => {
    const a = /** @type {import('../support/repo.mjs').StartedPlatform} */ (state.a);
    const b = /** @type {import('../support/repo.mjs').StartedPlatform} */ (state.b);
    assert.ok(TRAININGS, 'the SPEC has a /trainings route');
    const oldTitle = TRAININGS.title.fr;
    const newTitle = `${oldTitle} (instance A)`;
    const version = `1.0.1-e2e.${Date.now()}`;
    const made = buildWithReplacedText(
      path.join(ROOT, DIR, 'dist'),
      `"trainings":{"title":"${oldTitle}"}`,
      `"trainings":{"title":"${newTitle}"}`,
    );
    state.build = made.dir;
    await releaseThrough(a.url, version, made.dir);
    const promoted = await operator(a.url, `/remotes/${DIR}/promote`, {
      method: 'POST',
      body: { version, reason: 'e2e: through A' },
    });
    assert.equal(promoted.status, 200, promoted.text);

    const { context, page } = await newPage(b.url);
    try {
      /** @type {string[]} */
      const requested = [];
      page.on('response', (response) => {
        if (response.url().includes(`/remotes/${DIR}/`))
          requested.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      await page.goto('/trainings');
      await expectSingleText(page.locator('h1'), newTitle, 'the new title, through B');
      await assertPageComplete(page, 'fr', '/trainings through B');
      assert.ok(requested.includes(`200 /remotes/${DIR}/${version}/mf-manifest.json`), requested.join('\n'));
    } finally {
      await context.close();
    }

    // Rolled back through B, the old title is back through A: the same registry both ways.
    const rolledBack = await operator(b.url, `/remotes/${DIR}/rollback`, {
      method: 'POST',
      body: { reason: 'e2e: through B' },
    });
    assert.equal(rolledBack.status, 200, rolledBack.text);
    const again = await newPage(a.url);
    try {
      await again.page.goto('/trainings');
      await expectSingleText(again.page.locator('h1'), oldTitle, 'the old title, through A');
    } finally {
      await again.context.close();
    }
  },
);

test('a logout through instance A is refused through instance B', { skip }, async () => {
  const a = /** @type {import('../support/repo.mjs').StartedPlatform} */ (state.a);
  const b = /** @type {import('../support/repo.mjs').StartedPlatform} */ (state.b);
  const token = await freshMemberToken(a.url);
  assert.equal(await whoamiStatus(b.url, token), 200, 'the session opened on A works on B');
  const logout = await fetch(`${a.url}/api/dashboard/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(logout.status, 204);
  const status = await poll(
    () => whoamiStatus(b.url, token),
    (s) => s === 401,
    3000, // the NOTIFY invalidation takes about 0.1 s (ADR 0004)
  );
  assert.equal(status, 401, 'B refuses the token A revoked');
});

/** A well-formed visitor cookie of its own (delivery/request-delivery.ts): 22 base64url characters. */
const visitor = (/** @type {number} */ i) => `coach_visitor=${`mi${i}`.padEnd(22, 'x')}`;

/** The version of the remote `/registry.json` gives these cookies through one instance. */
async function versionThrough(/** @type {string} */ baseUrl, /** @type {string} */ cookie) {
  const response = await fetch(`${baseUrl}/registry.json`, { headers: { Cookie: cookie } });
  return (await response.json()).remotes[REMOTE]?.version;
}

test(
  'a canary started through A: each visitor the same version through both; errors through either roll it back once',
  { skip },
  async () => {
    const a = /** @type {import('../support/repo.mjs').StartedPlatform} */ (state.a);
    const b = /** @type {import('../support/repo.mjs').StartedPlatform} */ (state.b);
    assert.ok(state.build, 'the build of the previous test');
    const stable = (await (await fetch(`${a.url}/registry.json`)).json()).remotes[REMOTE]?.version;
    const version = `1.0.2-canary.${Date.now()}`;
    await releaseThrough(a.url, version, state.build);
    const started = await operator(a.url, `/remotes/${DIR}/canary`, {
      method: 'POST',
      body: { version, percent: 50, minErrors: 5 },
    });
    assert.equal(started.status, 200, started.text);

    const inCanary = [];
    for (let i = 0; i < 20; i += 1) {
      const [throughA, throughB] = await Promise.all(
        [a.url, b.url].map((url) => versionThrough(url, visitor(i))),
      );
      assert.equal(throughB, throughA, `visitor ${i}: one version on both instances`);
      if (throughA === version) inCanary.push(visitor(i));
    }
    assert.ok(inCanary.length >= 3, `${inCanary.length} of 20 in the canary`);

    // Three visitors in the canary, each a page and two errors, half through each instance.
    const reporters = inCanary.slice(0, 3);
    for (const [index, cookie] of reporters.entries()) {
      const base = index % 2 === 0 ? a.url : b.url;
      await fetch(`${base}/trainings`, { headers: { Cookie: cookie } });
      for (const url of [a.url, b.url]) {
        const report = await fetch(`${url}/api/client-errors`, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            kind: 'route',
            remote: REMOTE,
            version,
            message: 'e2e: broken',
            stack: '',
            path: '/trainings',
          }),
        });
        assert.equal(report.status, 204);
      }
    }
    const startedAt = Date.now();
    const ended = await poll(
      async () =>
        (await operator(b.url, `/remotes/${DIR}/history?limit=10`)).json.events.filter(
          (/** @type {any} */ event) => event.action === 'canary-end' && event.version === version,
        ),
      (events) => events.length > 0,
      30_000,
    );
    assert.equal(ended.length, 1, 'one end, recorded once');
    assert.equal(ended[0].by, 'platform');
    assert.match(ended[0].reason, /^auto rollback: 6 errors in \d+ loads, \d+\.\d %, stable \d+\.\d %$/);
    assert.ok(Date.now() - startedAt < 30_000, 'within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 6000)); // the other instance's next analysis
    const after = (await operator(a.url, `/remotes/${DIR}/history?limit=10`)).json.events.filter(
      (/** @type {any} */ event) => event.action === 'canary-end' && event.version === version,
    );
    assert.equal(after.length, 1, 'still one end after both instances analysed');
    for (const cookie of reporters)
      for (const url of [a.url, b.url])
        assert.equal(await versionThrough(url, cookie), stable, 'back on the stable');
  },
);
