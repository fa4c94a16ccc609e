// A build folder as a release sees it: every file by relative path (hidden files such as the
// `.build-stamp` of scripts/lib/build.mjs left out), and the git commit it was made from.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';
import { Refusal } from './errors.mjs';

/**
 * @param {string} dir
 * @returns {Map<string, Buffer>}
 */
export function readBuild(dir) {
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    throw new Refusal(`${dir} cannot be read: build the remote first (or check --from)`);
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, absolute).split(path.sep);
    if (relative.some((segment) => segment.startsWith('.'))) continue;
    files.set(relative.join('/'), readFileSync(absolute));
  }
  if (!files.has('mf-manifest.json'))
    throw new Refusal(`${dir} has no mf-manifest.json: is it a remote's build?`);
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function sha256(/** @type {Uint8Array} */ bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The commit the release is made from, `-dirty` when the remote's folder (or what every build
 * shares) has uncommitted changes; null outside a git checkout.
 * @param {string} remoteDir
 */
export function gitCommit(remoteDir) {
  try {
    const git = (/** @type {string[]} */ args) =>
      execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    const head = git(['rev-parse', 'HEAD']);
    if (!/^[0-9a-f]{40}$/.test(head)) return null;
    const dirty =
      git(['status', '--porcelain', '--', remoteDir, 'shared', 'tooling', 'pnpm-lock.yaml']) !== '';
    return `${head}${dirty ? '-dirty' : ''}`;
  } catch {
    return null;
  }
}
