// A new release of a remote that differs from the live one by one visible string: the live
// build's files (from the platform's storage when its data folder is known, else the remote's
// dist/), copied to a temporary folder with one i18n string replaced in the chunks that carry
// the remote's translations. Nothing is rebuilt: this is what a one-line copy change ships as.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './repo.mjs';

/**
 * The folder holding the build that is live now.
 * @param {string} dir the remote's folder name (mfe-trainings)
 * @param {string} version the live version
 * @param {string | undefined} dataDir
 */
export function liveBuildFolder(dir, version, dataDir) {
  const stored = dataDir ? path.join(dataDir, 'storage', 'remotes', dir, version) : null;
  if (stored && existsSync(path.join(stored, 'mf-manifest.json'))) return stored;
  return path.join(ROOT, dir, 'dist');
}

/**
 * Copies `from` to a new temporary folder, replacing `search` by `replacement` in every
 * JavaScript file (source maps left alone). Fails when no file held the string.
 * @param {string} from
 * @param {string} search
 * @param {string} replacement
 * @returns {{ dir: string, changed: string[] }}
 */
export function buildWithReplacedText(from, search, replacement) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coach-release-'));
  cpSync(from, dir, { recursive: true });
  /** @type {string[]} */
  const changed = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    // The server render's manifest carries the pages' messages (docs/server-render.md).
    if (!name.endsWith('.js') && path.basename(name) !== 'server-render.json') continue;
    const file = path.join(dir, name);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(search)) continue;
    writeFileSync(file, text.split(search).join(replacement));
    changed.push(name);
  }
  if (changed.length === 0) throw new Error(`no JavaScript file of ${from} contains ${search}`);
  return { dir, changed };
}

/**
 * Rewrites a JSON file of a build folder.
 * @param {string} dir
 * @param {string} name
 * @param {(json: any) => any} change
 */
export function editJson(dir, name, change) {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')))));
}

/** The SRI value of a file, as the registry records it. */
export function sriOf(/** @type {string} */ file) {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}
