// Where the tests find the platform. `npm test` (scripts/test-all.mjs) starts it once, the way
// `npm start` does, and passes BASE_URL; run on their own (`cd e2e && node --test tests/`), the
// tests start it themselves through the same startPlatform().
import path from 'node:path';
import { ROOT, startPlatform } from './repo.mjs';

/**
 * @typedef {{ url: string, dataDir: string | undefined, stop: () => Promise<void>, started: boolean }} Platform
 */

/** @returns {Promise<Platform>} */
export async function openPlatform() {
  const fromEnv = process.env.BASE_URL;
  if (fromEnv) {
    return {
      url: fromEnv.replace(/\/+$/, ''),
      dataDir: process.env.DATA_DIR,
      stop: async () => {},
      started: false,
    };
  }
  // The start script calls `pnpm`, which a bare `node` (not launched by pnpm) may not have on its
  // PATH: the workspace's own bin folder provides it.
  const PATH = [path.join(ROOT, 'node_modules/.bin'), process.env.PATH].filter(Boolean).join(path.delimiter);
  const platform = await startPlatform({ env: { PATH } });
  return { ...platform, started: true };
}
