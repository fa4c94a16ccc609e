// Operating the platform under test the way an operator does: through `pnpm platform`
// (scripts/platform.mjs), which reaches the platform's operator api with the operator token the
// platform wrote into its data folder. So a test needs the platform's URL *and* its DATA_DIR:
// - `npm test` (scripts/test-all.mjs) passes both (BASE_URL, DATA_DIR);
// - run alone (`cd e2e && node --test tests/release.test.mjs`), `operatedPlatform()` starts the
//   platform itself, before the harness looks for one, and hands both to it through the
//   environment; the test file stops it at the very end (`operated.stop()` in its `after`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openPlatform } from './platform.mjs';
import { ROOT } from './repo.mjs';

/**
 * @typedef {object} OperatedPlatform
 * @property {string} baseUrl
 * @property {string | undefined} dataDir the platform's data folder (token file, stored releases), when known
 * @property {boolean} canOperate whether an operator token is at hand (DATA_DIR or PLATFORM_OPERATOR_TOKEN)
 * @property {() => Promise<void>} stop stops the platform when this call started it (call it last, in `after`)
 */

/**
 * Call at the top level of a test file, before `useBrowser`:
 * `const operated = await operatedPlatform();`
 * @returns {Promise<OperatedPlatform>}
 */
export async function operatedPlatform() {
  let stop = async () => {};
  if (!process.env.BASE_URL) {
    const platform = await openPlatform(); // starts it, exactly as the harness would
    process.env.BASE_URL = platform.url;
    if (platform.dataDir) process.env.DATA_DIR = platform.dataDir;
    stop = platform.stop;
  }
  const baseUrl = /** @type {string} */ (process.env.BASE_URL).replace(/\/+$/, '');
  const dataDir = process.env.DATA_DIR || undefined;
  return { baseUrl, dataDir, canOperate: Boolean(dataDir || process.env.PLATFORM_OPERATOR_TOKEN), stop };
}

/**
 * @typedef {{ code: number, stdout: string, stderr: string }} CliResult
 */

/**
 * Runs `pnpm platform <args>` (the script itself, on this Node) against the platform under test.
 * @param {string[]} args
 * @param {{ baseUrl: string, dataDir?: string, operator?: string }} target
 * @returns {Promise<CliResult>}
 */
export function platformCli(args, { baseUrl, dataDir, operator = 'e2e release test' }) {
  return new Promise((resolve, reject) => {
    /** @type {NodeJS.ProcessEnv} */
    const env = { ...process.env, PLATFORM_URL: baseUrl, PLATFORM_OPERATOR: operator };
    if (dataDir) env.DATA_DIR = dataDir;
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/platform.mjs'), ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/**
 * @param {CliResult} result
 * @returns {string} what a failing assertion should show
 */
export function describeCli(result) {
  return `exit ${result.code}\n--- stdout\n${result.stdout}--- stderr\n${result.stderr}`;
}
