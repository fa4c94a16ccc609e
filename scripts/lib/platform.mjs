// Starts the platform exactly as `npm start` does (scripts/start.mjs), on a free port with its
// own data folder, for the browser tests, the size check and the performance audit. Its output
// (JSON log lines: requests, client error reports) goes to a log file of its own, kept after the
// platform stops, so that a test run reads as a list of tests; `logTail()` gives its last lines
// for when something failed.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, ROOT } from './apps.mjs';
import { buildAll } from './build.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`platform did not become healthy within ${timeoutMs} ms`);
}

/**
 * The last `lines` lines of a log file ('' when it cannot be read).
 * @param {string} file
 * @param {number} lines
 */
export function tailOf(file, lines) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * @typedef {object} StartedPlatform
 * @property {string} url
 * @property {string} dataDir
 * @property {string} logFile where the platform's output goes (kept after stop)
 * @property {(lines?: number) => string} logTail the last lines of that log
 * @property {number} pid the process group's leader (the fault bench kills it with SIGKILL)
 * @property {(signal: NodeJS.Signals) => void} signal sends a signal to the whole process group
 * @property {Promise<void>} exited settles when the platform's process has exited
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ env?: Record<string, string>, timeoutMs?: number, dataDir?: string }} [options]
 *   `dataDir`: a folder of the caller's (kept at stop), else a temporary one (removed at stop)
 * @returns {Promise<StartedPlatform>}
 */
export async function startPlatform({ env = {}, timeoutMs = 240_000, dataDir: given } = {}) {
  const port = await freePort();
  const dataDir = given ?? mkdtempSync(path.join(os.tmpdir(), 'coach-platform-'));
  const logFile = path.join(os.tmpdir(), `coach-platform-${port}-${Date.now()}.log`);
  const log = openSync(logFile, 'a');
  console.log(`platform log: ${logFile}`);
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REGISTER_LIMIT_PER_HOUR: '1000',
      REDIRECT_ALLOWED_HOSTS: 'launch.coach.test',
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log); // the child holds its own descriptor
  const logTail = (lines = 40) => tailOf(logFile, lines);
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
    else child.once('exit', () => resolve(undefined));
  });
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), name);
    } catch {
      // already gone
    }
  };
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
          resolve();
          // The server drains first (server-kit/src/http/shutdown-plan.ts): up to 2 s, plus the
          // answers in flight.
        }, 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}; last lines of ${logFile}:\n${logTail()}`, { cause: error });
  }
  return {
    url,
    dataDir,
    logFile,
    logTail,
    pid: /** @type {number} */ (child.pid),
    signal,
    exited: /** @type {Promise<void>} */ (exited),
    stop,
  };
}

/**
 * The platform at BASE_URL when given (npm test passes the one it started), else one built from
 * what is stale and started here, as `npm start` does (for `pnpm perf` and `pnpm bench:inp`).
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function openPlatform() {
  const fromEnv = process.env.BASE_URL;
  if (fromEnv) return { url: fromEnv.replace(/\/+$/, ''), stop: async () => {} };
  await buildAll(APP_DIRS);
  return startPlatform();
}
