// What every command receives: its arguments, a way to print, and a client for the platform
// (created on demand, so local commands such as `version` need no token).
import { createClient } from './client.mjs';
import { operatorName, operatorToken, platformUrl } from './config.mjs';

/**
 * @typedef {object} CommandContext
 * @property {string[]} argv the arguments after the command name
 * @property {NodeJS.ProcessEnv} env
 * @property {(line?: string) => void} out
 * @property {(as?: string) => import('./client.mjs').Client} connect
 */

/**
 * @param {string[]} argv
 * @param {{ env?: NodeJS.ProcessEnv, out?: (line?: string) => void }} [options]
 * @returns {CommandContext}
 */
export function createContext(argv, { env = process.env, out = (line = '') => console.log(line) } = {}) {
  return {
    argv,
    env,
    out,
    connect: (as) => {
      const { token, source } = operatorToken(env);
      return createClient({
        url: platformUrl(env),
        token,
        tokenSource: source,
        operator: operatorName(as, env),
      });
    },
  };
}

/** `/api/platform/remotes/<dir>` */
export const remotePath = (/** @type {string} */ dir) => `/api/platform/remotes/${encodeURIComponent(dir)}`;
