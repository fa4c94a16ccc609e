// Paths into the repository, and the platform starter of scripts/lib (the same one `npm test`
// uses), so tests reach everything they need through support/.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = path.resolve(E2E_DIR, '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');

/**
 * @typedef {{ url: string, dataDir: string, stop: () => Promise<void> }} StartedPlatform
 * @typedef {(options?: { env?: Record<string, string>, timeoutMs?: number }) => Promise<StartedPlatform>} StartPlatform
 */

/**
 * scripts/lib/platform.mjs's startPlatform(), loaded on demand (only when BASE_URL is unset).
 * Imported by URL so that the e2e type check (checkJs) stays within e2e's own files.
 * @type {StartPlatform}
 */
export async function startPlatform(options) {
  const module = /** @type {{ startPlatform: StartPlatform }} */ (
    await import(pathToFileURL(path.join(ROOT, 'scripts/lib/platform.mjs')).href)
  );
  return module.startPlatform(options);
}
