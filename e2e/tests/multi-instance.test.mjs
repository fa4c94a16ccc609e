// Issue 17: two platform instances over one PostgreSQL behave as one platform behind a load
// balancer (docs/operating.md "Running several instances", docs/adr/0011), started by
// support/delivery-instances.mjs: each the way `npm start` starts it, with its own port and data
// folder; released files live in the shared database (FILE_STORAGE=postgres, the default with
// DATABASE_URL). A round-robin proxy written for the test (support/round-robin-proxy.mjs) stands for
// the load balancer.
// - the second instance publishes nothing of its own: the registry holds one release per remote;
// - a signed-in user navigates every area through the proxy, both instances serving remote files,
//   and no "unavailable" fallback shows;
// - a release promoted through instance A is what a new page load gets through instance B, once B
//   has read the change (within its registry check, a second: docs/adr/0014);
// - a logout through A is refused through B.
// The canaries and previews of issue 38 over the same two instances: progressive-delivery.test.mjs
// with DELIVERY_INSTANCES=2 (.ci/run).
// PGlite cannot be shared between processes: without DATABASE_URL the file skips itself, saying why.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser } from '../support/browser.mjs';
import { startTwoInstances } from '../support/delivery-instances.mjs';
import { expectSingleText, poll } from '../support/expect.mjs';
import { assertPageComplete } from '../support/page-health.mjs';
import { buildWithReplacedText } from '../support/release-build.mjs';
import { remoteDir } from '../support/remotes.mjs';
import { ROOT } from '../support/repo.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { freshMemberToken, memberSession, setTokenCookie, whoamiStatus } from '../support/session.mjs';

const DATABASE_URL = process.env.DATABASE_URL;
const skip = DATABASE_URL
  ? false
  : 'DATABASE_URL is not set: two instances need a shared PostgreSQL (PGlite is one process); .ci/run runs this file against 127.0.0.1:5432';
if (skip) console.info(`# multi-instance.test.mjs skipped: ${skip}`);

const ROUTES = expectedRoutes().filter(
  (route) => route.session === 'signed-in' && !route.example.includes(':'),
);
const TRAININGS = ROUTES.find((route) => route.example === '/trainings');
const REMOTE = TRAININGS?.owner ?? 'mfe_trainings';
const DIR = remoteDir(REMOTE);

/**
 * @type {{
 *   two: import('../support/delivery-instances.mjs').TwoInstances | null,
 *   a: import('../support/repo.mjs').StartedPlatform | null,
 *   b: import('../support/repo.mjs').StartedPlatform | null,
 *   proxy: import('../support/round-robin-proxy.mjs').RoundRobinProxy | null,
 *   browser: import('playwright-core').Browser | null,
 *   build: string,
 * }}
 */
const state = { two: null, a: null, b: null, proxy: null, browser: null, build: '' };

before(
  async () => {
    if (skip) return;
    state.two = await startTwoInstances({ databaseUrl: /** @type {string} */ (DATABASE_URL), name: 'multi' });
    ({ a: state.a, b: state.b, proxy: state.proxy } = state.two);
    state.browser = await launchBrowser();
  },
  { timeout: 1_300_000 },
);

after(async () => {
  await state.browser?.close();
  await state.two?.stop();
  if (state.build) rmSync(state.build, { recursive: true, force: true });
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
      Authorization: `Operator ${state.two?.operatorToken}`,
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
    // B serves the files A released (the 404), byte for byte what A serves.
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

/**
 * Until `origin` gives `version` of the remote in its registry: another instance reads a change
 * within its registry check (a second, docs/adr/0014-signed-out-page-cache.md), and the pages it
 * sends inline that same registry.
 */
async function untilServes(/** @type {string} */ origin, /** @type {string} */ version) {
  const served = () =>
    fetch(`${origin}/registry.json`).then(
      async (response) => (await response.json()).remotes[REMOTE]?.version,
    );
  assert.equal(
    await poll(served, (seen) => seen === version, 15_000),
    version,
    `${origin} serves ${version}`,
  );
}

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
    await untilServes(b.url, version);

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
    await untilServes(a.url, rolledBack.json.version);
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
