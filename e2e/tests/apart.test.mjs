// Issue 26: the platform and the api apart (docs/operating.md "The api apart"). The api runs in
// its own process on its own port and data folder (`api/src/main.ts`); the platform runs in front
// of it, started the way `npm start` starts it, with `API_URL` naming the api: it serves the
// shell, the remotes and the registry, and forwards every other `/api/…` request over HTTP.
// - the api's answers reach the browser through the platform's one URL (health, the member's
//   registration and verification through the development outbox);
// - a member signs in on /home/login through the platform and lands on `/`, then loads /trainings;
// - what the platform answers itself stays there: the registry and the front version.
// This file starts its own pair, whatever BASE_URL says.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { randomBytes } from 'node:crypto';
import { launchBrowser } from '../support/browser.mjs';
import { homeText } from '../support/catalogues.mjs';
import { expectSingleText, poll } from '../support/expect.mjs';
import { ROOT, startPlatform } from '../support/repo.mjs';
import { expectedRoutes } from '../support/routes.mjs';
import { MEMBER, memberSession } from '../support/session.mjs';

const OPERATOR_TOKEN = randomBytes(32).toString('hex');
const ROUTES = expectedRoutes();

/** The title a path shows (from the route table and the catalogues). */
function titleOf(/** @type {string} */ example) {
  const route = ROUTES.find((r) => r.example === example);
  assert.ok(route, `SPEC §2 has ${example}`);
  return route.title.fr;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @type {{
 *   api: import('node:child_process').ChildProcess | null, apiUrl: string, apiData: string, apiLog: string,
 *   platform: import('../support/repo.mjs').StartedPlatform | null,
 *   browser: import('playwright-core').Browser | null,
 * }}
 */
const state = { api: null, apiUrl: '', apiData: '', apiLog: '', platform: null, browser: null };

/** Waits for the api's own health answer (the database is migrated and the content imported). */
async function waitForApi(/** @type {number} */ timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (state.api?.exitCode !== null)
      throw new Error(`the api exited early:\n${readFileSync(state.apiLog, 'utf8').slice(-2000)}`);
    const healthy = await fetch(`${state.apiUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the api did not become healthy within ${timeoutMs} ms`);
}

before(
  async () => {
    const port = await freePort();
    state.apiUrl = `http://127.0.0.1:${port}`;
    state.apiData = mkdtempSync(path.join(os.tmpdir(), 'coach-api-apart-'));
    state.apiLog = path.join(os.tmpdir(), `coach-api-apart-${port}.log`);
    const log = openSync(state.apiLog, 'a');
    state.api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: state.apiData,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        // The platform in front sends the client's address in X-Forwarded-For.
        TRUST_PROXY: '1',
        // A forwarded request is never "this machine" to the development helpers (docs/security.md):
        // the test reads the verification e-mail through the platform, an explicit choice here.
        DEV_ROUTES: 'all',
        REGISTER_LIMIT_PER_HOUR: '1000',
        PLATFORM_OPERATOR_TOKEN: OPERATOR_TOKEN,
      },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    // A cold start on a busy 2-core machine takes over a minute (tsx, PGlite, the content import).
    await waitForApi(600_000);
    // The first start may build every app first (minutes on a busy machine).
    state.platform = await startPlatform({
      env: { API_URL: state.apiUrl, PLATFORM_OPERATOR_TOKEN: OPERATOR_TOKEN },
      timeoutMs: 900_000,
    });
    state.browser = await launchBrowser();
  },
  { timeout: 1_000_000 },
);

after(async () => {
  await state.browser?.close();
  await state.platform?.stop();
  if (state.api && state.api.exitCode === null) {
    const exited = new Promise((resolve) => state.api?.once('exit', resolve));
    state.api.kill('SIGTERM');
    await exited;
  }
  if (state.apiData) rmSync(state.apiData, { recursive: true, force: true });
});

test('the api answers through the platform; the platform keeps what is its own', async () => {
  const platformUrl = /** @type {string} */ (state.platform?.url);
  const health = await fetch(`${platformUrl}/api/health`);
  assert.equal(health.status, 200, '/api/health through the platform');
  assert.deepEqual(await health.json(), { status: 'ok', db: 'up' });
  const registry = await fetch(`${platformUrl}/registry.json`);
  assert.equal(registry.status, 200, 'the registry, from the platform');
  const api = await fetch(`${state.apiUrl}/registry.json`);
  assert.equal(api.status, 404, 'the api alone serves no registry');
  const front = await fetch(`${platformUrl}/api/debug/data_page/front-version`);
  assert.equal(front.status, 200, 'the front version, from the platform');
});

test('a member signs in on /home/login through the platform and loads /trainings', async () => {
  const platformUrl = /** @type {string} */ (state.platform?.url);
  await memberSession(platformUrl); // registered and verified through the platform (dev outbox)
  const browser = /** @type {import('playwright-core').Browser} */ (state.browser);
  const context = await browser.newContext({ baseURL: platformUrl, locale: 'fr-FR' });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  try {
    const page = await context.newPage();
    await page.goto('/home/login');
    await expectSingleText(page.locator('h1'), titleOf('/home/login'), 'the login page');
    await page.locator('#email').fill(MEMBER.email);
    await page.locator('#password').fill(MEMBER.password);
    await page.getByRole('button', { name: homeText('fr', 'login.submit') }).click();
    const landed = await poll(
      async () => new URL(page.url()).pathname,
      (pathname) => pathname === '/',
    );
    assert.equal(landed, '/', 'signed in: the app reloads at /');
    await expectSingleText(page.locator('h1'), titleOf('/'), 'the overview');

    await page.goto('/trainings');
    await expectSingleText(page.locator('h1'), titleOf('/trainings'), 'the trainings page, signed in');
  } finally {
    await context.close();
  }
});
