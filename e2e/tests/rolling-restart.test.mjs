// Issue 39: a rolling restart loses nothing. Two platform instances over one PostgreSQL behind a
// load balancer that follows their readiness (scripts/lib/balancer.mjs). Instance A gets SIGTERM
// (server-kit/src/http/serve.ts) while a member's write is in flight on it — its body still
// arriving — and while requests keep coming through the balancer:
// - A's readiness fails first, the balancer sends nothing new to it;
// - the write in flight completes after A closed its port, and is in the database;
// - every request through the balancer during the restart is answered 200;
// - A exits by itself within its grace period; a new instance takes its place.
// Then a member with a page open in a real browser (Chromium) while both instances restart one
// after the other: the page navigates, saves a commitment during each restart, nothing is lost,
// no error page or failed part shows.
// PGlite cannot be shared between processes: without DATABASE_URL the file skips itself.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { launchBrowser } from '../support/browser.mjs';
import { expectSingleText } from '../support/expect.mjs';
import { assertPageComplete } from '../support/page-health.mjs';
import { ROOT, startPlatform } from '../support/repo.mjs';
import { freshMemberToken, setTokenCookie } from '../support/session.mjs';

const DATABASE_URL = process.env.DATABASE_URL;
const skip = DATABASE_URL
  ? false
  : 'DATABASE_URL is not set: two instances need a shared PostgreSQL (PGlite is one process); .ci/run runs this file against 127.0.0.1:5432';
if (skip) console.info(`# rolling-restart.test.mjs skipped: ${skip}`);

/** @type {{ startBalancer(backends: string[]): Promise<import('../../scripts/lib/balancer.mjs').Balancer> }} */
const { startBalancer } = await import(pathToFileURL(path.join(ROOT, 'scripts/lib/balancer.mjs')).href);
/** @type {{ adminQuery(url: string, sql: string, values?: unknown[]): Promise<any[]> }} */
const { adminQuery } = await import(pathToFileURL(path.join(ROOT, 'scripts/lib/fault-setup.mjs')).href);

const PATH = [path.join(ROOT, 'node_modules/.bin'), process.env.PATH].filter(Boolean).join(path.delimiter);

/**
 * scripts/lib/platform.mjs's StartedPlatform, with what support/repo.mjs's type leaves out.
 * @typedef {import('../support/repo.mjs').StartedPlatform & { signal(name: NodeJS.Signals): void, exited: Promise<void> }} Instance
 */
/** @type {(options: { env: Record<string, string>, timeoutMs: number }) => Promise<Instance>} */
const startInstance = /** @type {any} */ (startPlatform);

/** @type {{ dbName: string, dbUrl: string, platforms: Instance[], balancer: import('../../scripts/lib/balancer.mjs').Balancer | null }} */
const state = { dbName: '', dbUrl: '', platforms: [], balancer: null };

/** @param {string} sql @param {unknown[]} [values] */
const query = (sql, values, url = /** @type {string} */ (DATABASE_URL)) => adminQuery(url, sql, values);

const env = () => ({
  PATH,
  DATABASE_URL: state.dbUrl,
  PLATFORM_OPERATOR_TOKEN: 'r'.repeat(64),
  SHUTDOWN_DELAY_MS: '1000',
});

before(
  async () => {
    if (skip) return;
    state.dbName = `coach_e2e_rolling_${process.pid}_${randomBytes(3).toString('hex')}`;
    await query(`CREATE DATABASE "${state.dbName}"`);
    const url = new URL(/** @type {string} */ (DATABASE_URL));
    url.pathname = `/${state.dbName}`;
    state.dbUrl = url.toString();
    state.platforms.push(await startInstance({ env: env(), timeoutMs: 900_000 }));
    // The same build for every instance, as in a deployment (scripts/start.mjs).
    state.platforms.push(await startInstance({ env: { ...env(), SKIP_BUILD: '1' }, timeoutMs: 300_000 }));
    state.balancer = await startBalancer(state.platforms.map((p) => p.url));
  },
  { timeout: 1_300_000 },
);

after(async () => {
  await state.balancer?.close();
  for (const platform of state.platforms) await platform.stop();
  if (state.dbName) await query(`DROP DATABASE IF EXISTS "${state.dbName}" WITH (FORCE)`);
});

/**
 * A commitment POSTed straight to `origin`, its body sent in two halves: the second only when
 * `release` settles, so that the request is in flight as long as the test wants.
 * @param {string} origin @param {string} token @param {Promise<unknown>} release
 * @returns {Promise<{ status: number, body: any }>}
 */
function slowWrite(origin, token, release) {
  const body = Buffer.from(JSON.stringify({ text: `in flight ${Date.now()}`, due_date: '2030-01-15' }));
  const half = Math.floor(body.length / 2);
  return new Promise((resolve, reject) => {
    const target = new URL(origin);
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: '/api/dashboard/commitments',
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': body.length,
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: text ? JSON.parse(text) : null }),
        );
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, half));
    void release.then(() => request.end(body.subarray(half)));
  });
}

/**
 * Until `stop` settles, GET whoami through the balancer every 50 ms; the statuses seen.
 * @param {string} url @param {string} token @param {Promise<unknown>} stop
 */
async function steadyReads(url, token, stop) {
  /** @type {string[]} */
  const seen = [];
  let done = false;
  void stop.then(() => (done = true));
  while (!done) {
    try {
      const answer = await fetch(`${url}/api/dashboard/whoami`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      await answer.arrayBuffer();
      seen.push(String(answer.status));
    } catch (error) {
      seen.push(error instanceof Error ? error.message : String(error));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seen;
}

const waitFor = async (
  /** @type {() => boolean} */ check,
  /** @type {number} */ ms,
  /** @type {string} */ what,
) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

test(
  'a write in flight on an instance stopped with SIGTERM completes; nothing through the balancer fails',
  { skip, timeout: 600_000 },
  async () => {
    const balancer = /** @type {import('../../scripts/lib/balancer.mjs').Balancer} */ (state.balancer);
    const [a, b] = /** @type {[Instance, Instance]} */ (state.platforms);
    await waitFor(() => balancer.ready().length === 2, 10_000, 'both instances ready');
    const token = await freshMemberToken(balancer.url);

    /** @type {() => void} */
    let finishRestart = () => {};
    const restarted = new Promise((resolve) => (finishRestart = () => resolve(undefined)));
    const reads = steadyReads(balancer.url, token, restarted);

    /** @type {() => void} */
    let sendRest = () => {};
    const rest = new Promise((resolve) => (sendRest = () => resolve(undefined)));
    const write = slowWrite(a.url, token, rest);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the request is on A, half sent
    const stoppedAt = Date.now();
    a.signal('SIGTERM');
    await waitFor(() => !balancer.ready().includes(a.url), 1000, 'A leaves the balancer (readiness 503)');
    // After the delay (1 s here) A closes its port; the write is still in flight.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const refused = await fetch(`${a.url}/api/health`).then(
      () => false,
      () => true,
    );
    assert.ok(refused, 'A takes no new connection once its port is closed');
    sendRest();
    const written = await write;
    assert.equal(written.status, 201, JSON.stringify(written.body));
    const rows = await query('select text from commitments where id = $1', [written.body.id], state.dbUrl);
    assert.equal(rows.length, 1, 'the acknowledged write is in the database');

    await Promise.race([
      a.exited,
      new Promise((_, reject) => setTimeout(() => reject(new Error('A did not exit within 12 s')), 12_000)),
    ]);
    console.info(`# A stopped ${Date.now() - stoppedAt} ms after SIGTERM`);
    const replacement = await startInstance({ env: { ...env(), SKIP_BUILD: '1' }, timeoutMs: 300_000 });
    state.platforms.push(replacement);
    balancer.setBackends([b.url, replacement.url]);
    await waitFor(() => balancer.ready().length === 2, 10_000, 'the new instance ready');
    finishRestart();
    const seen = await reads;
    const failed = seen.filter((status) => status !== '200');
    assert.ok(seen.length > 20, `requests were sent throughout (${seen.length})`);
    assert.deepEqual(failed, [], `every read through the balancer answered 200 (${seen.length} sent)`);
  },
);

/**
 * Restarts `instance` as a rolling deployment does: SIGTERM, its exit, a new instance in the
 * balancer instead, ready. `meanwhile` runs while it drains.
 * @param {Instance} instance @param {() => Promise<void>} meanwhile
 */
async function rollingRestart(instance, meanwhile) {
  const balancer = /** @type {import('../../scripts/lib/balancer.mjs').Balancer} */ (state.balancer);
  instance.signal('SIGTERM');
  await meanwhile();
  await instance.exited;
  const replacement = await startInstance({ env: { ...env(), SKIP_BUILD: '1' }, timeoutMs: 300_000 });
  state.platforms.push(replacement);
  const live = state.platforms.filter((p) => p !== instance).slice(-2);
  balancer.setBackends(live.map((p) => p.url));
  await waitFor(() => balancer.ready().length === 2, 15_000, 'the new instance ready');
  return live;
}

test(
  'a member with a page open while both instances restart one after the other: navigates, saves, loses nothing',
  { skip, timeout: 900_000 },
  async () => {
    const balancer = /** @type {import('../../scripts/lib/balancer.mjs').Balancer} */ (state.balancer);
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: balancer.url });
      context.setDefaultTimeout(20_000);
      context.setDefaultNavigationTimeout(30_000);
      await setTokenCookie(context, balancer.url, await freshMemberToken(balancer.url));
      const page = await context.newPage();
      /** @type {string[]} */
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (answer) => {
        if (answer.status() >= 500) errors.push(`${answer.status()} ${answer.url()}`);
      });
      /** @param {string} text */
      const addCommitment = async (text) => {
        await page.locator('#new-commitment-text').fill(text);
        await page.getByRole('button', { name: 'Ajouter l’engagement' }).click();
        await expectSingleText(page.locator('label', { hasText: text }), text, `“${text}” listed`);
      };
      await page.goto('/my_commitments');
      await addCommitment('Avant les redémarrages');

      const saved = ['Avant les redémarrages'];
      for (const [index, name] of ['la première', 'la seconde'].entries()) {
        const live = state.platforms.slice(-2);
        const stopped = /** @type {Instance} */ (live[0]);
        await rollingRestart(stopped, async () => {
          // While it drains: the page goes elsewhere and back, and saves.
          await page.goto('/my_life_gps');
          await assertPageComplete(page, 'fr', `/my_life_gps while ${name} instance restarts`);
          await page.goto('/my_commitments');
          const text = `Pendant ${name} relance ${index + 1}`;
          await addCommitment(text);
          saved.push(text);
        });
      }
      await page.goto('/my_commitments');
      await assertPageComplete(page, 'fr', '/my_commitments after both restarts');
      for (const text of saved)
        await expectSingleText(page.locator('label', { hasText: text }), text, `“${text}” kept`);
      const rows = await query('select text from commitments where text = any($1)', [saved], state.dbUrl);
      assert.equal(rows.length, saved.length, 'every commitment the page saved is in the database');
      assert.deepEqual(errors, [], 'no error in the page, no answer 5xx');
    } finally {
      await browser.close();
    }
  },
);
