// Where the CLI finds the platform and who it says it is:
// - PLATFORM_URL (default http://localhost:8080);
// - the operator token: PLATFORM_OPERATOR_TOKEN, else the file the server wrote at first start,
//   <DATA_DIR>/operator-token (DATA_DIR defaults to <repo>/.data, as for `npm start`);
// - the operator: --as, else PLATFORM_OPERATOR, else `git config user.name`, else the OS user.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';
import { Refusal } from './errors.mjs';

export const DEFAULT_URL = 'http://localhost:8080';

/** @param {NodeJS.ProcessEnv} env */
export function platformUrl(env = process.env) {
  const raw = env.PLATFORM_URL || DEFAULT_URL;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.href.replace(/\/+$/, '');
  } catch {
    throw new Refusal(`PLATFORM_URL must be an http(s) URL, got "${raw}"`);
  }
}

/** @param {NodeJS.ProcessEnv} env */
export function tokenFile(env = process.env) {
  return path.join(path.resolve(env.DATA_DIR || path.join(ROOT, '.data')), 'operator-token');
}

/**
 * The token and where it came from (said when the platform refuses it).
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ token: string, source: string }}
 */
export function operatorToken(env = process.env) {
  const fromEnv = env.PLATFORM_OPERATOR_TOKEN?.trim();
  if (fromEnv) return { token: fromEnv, source: 'the token of PLATFORM_OPERATOR_TOKEN' };
  const file = tokenFile(env);
  let token;
  try {
    token = readFileSync(file, 'utf8').trim();
  } catch {
    throw new Refusal(
      `no operator token: set PLATFORM_OPERATOR_TOKEN, or point DATA_DIR at the platform's data folder (no ${file}; the platform writes it at first start)`,
    );
  }
  if (!token) throw new Refusal(`${file} is empty: delete it and restart the platform to generate a token`);
  return { token, source: `the token of ${file}` };
}

function gitUserName() {
  try {
    return execFileSync('git', ['config', 'user.name'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

/**
 * @param {string | undefined} flag the --as value
 * @param {NodeJS.ProcessEnv} env
 */
export function operatorName(flag, env = process.env) {
  const name = (flag || env.PLATFORM_OPERATOR || gitUserName() || os.userInfo().username || '').trim();
  if (!name) throw new Refusal('say who you are: --as <name> or PLATFORM_OPERATOR');
  if (name.length > 100) throw new Refusal('the operator name is longer than 100 characters');
  return name;
}
