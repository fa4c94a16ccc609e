import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SharedDependency } from '../../db/schema';
import { sha256Hex } from '../../storage/content-hash';
import { RegistryError } from './repository';

export { sha256Hex };

/** The parts of `mf-manifest.json` a release reads. */
export interface Manifest {
  name?: unknown;
  metaData?: { name?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  shared?: unknown;
}

export const MANIFEST_FILE = 'mf-manifest.json';
export const RELEASE_FACTS_FILE = 'coach-release.json';

/** The Subresource Integrity value the browser checks the remote entry against. */
export function sriSha384(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** `metaData.remoteEntry.{path,name}` of the manifest, `remoteEntry.js` when absent. */
export function remoteEntryPath(manifest: Manifest): string {
  const entry = manifest.metaData?.remoteEntry;
  const name = typeof entry?.name === 'string' && entry.name ? entry.name : 'remoteEntry.js';
  const dir = typeof entry?.path === 'string' ? entry.path : '';
  const joined = path.posix.normalize(path.posix.join(dir, name));
  if (joined.startsWith('..') || path.posix.isAbsolute(joined))
    throw new Error(`Suspicious remote entry path "${joined}"`);
  return joined;
}

/** The shared dependencies a manifest declares, sorted by name. */
export function sharedDependencies(manifest: Manifest): SharedDependency[] {
  if (!Array.isArray(manifest.shared)) return [];
  const deps: SharedDependency[] = [];
  for (const item of manifest.shared as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    if (typeof record.name !== 'string') continue;
    deps.push({
      name: record.name,
      version: typeof record.version === 'string' ? record.version : null,
      requiredVersion: typeof record.requiredVersion === 'string' ? record.requiredVersion : null,
      singleton: record.singleton === true,
    });
  }
  return deps.sort((a, b) => a.name.localeCompare(b.name));
}

/** Parses one JSON file of a build; RegistryError('invalid_release') naming it otherwise. */
export function parseBuildJson(files: ReadonlyMap<string, Uint8Array>, name: string, label: string): unknown {
  const bytes = files.get(name);
  if (!bytes) {
    const hint =
      name === RELEASE_FACTS_FILE
        ? " (it is written by the platform's webpack config: rebuild the remote)"
        : ' (is this a remote build?)';
    throw new RegistryError('invalid_release', `${label}: the build has no ${name}${hint}.`);
  }
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
  } catch {
    throw new RegistryError('invalid_release', `${label}: ${name} is not valid JSON.`);
  }
}

/** `path → sha256` of every file. */
export function fileDigests(files: ReadonlyMap<string, Uint8Array>): Record<string, string> {
  const digests: Record<string, string> = {};
  for (const [name, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    digests[name] = sha256Hex(bytes);
  return digests;
}

/**
 * Every file of a build folder by relative (`/`-separated) path, hidden files left out (e.g.
 * the `.build-stamp` of scripts/lib/build.mjs): what a release of that folder consists of.
 */
export async function readBuildFolder(dir: string): Promise<Map<string, Buffer>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, absolute).split(path.sep);
    if (relative.some((segment) => segment.startsWith('.'))) continue;
    files.set(relative.join('/'), await fs.readFile(absolute));
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
