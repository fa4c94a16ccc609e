import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SharedDependency } from '../../db/schema';
import type { Db } from '../../db/types';
import { assertVersion, localManifestUrl, toDirName, toFederationName } from '../../remotes/names';
import { getLive, promote, recordRelease } from './repository';

export interface PublishLocalOptions {
  db: Db;
  /** A remote's package folder, e.g. `<repo>/mfe-home` (package.json + built dist/). */
  packageDir: string;
  /** `<DATA_DIR>/storage/remotes` */
  remotesDir: string;
  /** Who publishes (recorded with the release). */
  createdBy: string;
  /** Do nothing when the remote already has a live version (what `npm start` wants). */
  ifNoneLive?: boolean;
}

export type PublishAction = 'skipped-live' | 'unchanged' | 'released' | 'released-and-promoted' | 'promoted';

export interface PublishResult {
  remote: string;
  version: string;
  action: PublishAction;
  /** One line for the console. */
  message: string;
}

interface PackageJson {
  name?: unknown;
  version?: unknown;
  coach?: { contractVersion?: unknown };
  contractVersion?: unknown;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  shared?: unknown;
}

/**
 * Publishes a remote's local build: copies `dist/` to `<remotesDir>/<dir>/<version>/` (atomically,
 * never overwriting a published version), computes the SRI hash of its entry, records the release
 * and promotes it when nothing is live yet. Running it again with the same files is a no-op.
 */
export async function publishLocal(options: PublishLocalOptions): Promise<PublishResult> {
  const packageJson = await readJson<PackageJson>(path.join(options.packageDir, 'package.json'));
  const dirName = toDirName(
    typeof packageJson.name === 'string' ? packageJson.name.replace(/^@[^/]+\//, '') : path.basename(options.packageDir),
  );
  const remote = toFederationName(dirName);
  if (typeof packageJson.version !== 'string') throw new Error(`${dirName}: package.json has no version`);
  const version = assertVersion(packageJson.version);

  if (options.ifNoneLive) {
    const live = await getLive(options.db, remote);
    if (live) {
      return { remote, version: live.version, action: 'skipped-live', message: `${dirName}: ${live.version} is live, nothing to publish` };
    }
  }

  const distDir = path.join(options.packageDir, 'dist');
  const manifest = await readJson<Manifest>(path.join(distDir, 'mf-manifest.json')).catch((error: unknown) => {
    throw new Error(`${dirName}: no readable dist/mf-manifest.json (build the remote first): ${String(error)}`);
  });
  const entryFile = remoteEntryPath(manifest);
  const entryBytes = await fs.readFile(path.join(distDir, entryFile)).catch(() => {
    throw new Error(`${dirName}: the remote entry ${entryFile} named by mf-manifest.json is missing from dist/`);
  });
  const integrity = `sha384-${createHash('sha384').update(entryBytes).digest('base64')}`;

  const target = path.join(options.remotesDir, dirName, version);
  const copied = await copyOnce(distDir, target, `${dirName}@${version}`);

  const { created } = await recordRelease(options.db, {
    remote,
    version,
    manifestUrl: localManifestUrl(dirName, version),
    integrity,
    gitCommit: gitCommit(options.packageDir),
    createdBy: options.createdBy,
    sharedDeps: sharedDependencies(manifest),
    contractVersion: contractVersion(packageJson),
  });

  const live = await getLive(options.db, remote);
  if (!live) {
    await promote(options.db, remote, version, { by: options.createdBy, reason: 'first local publish' });
    return { remote, version, action: 'released-and-promoted', message: `${dirName}: ${version} released and live` };
  }
  if (created || copied) {
    return { remote, version, action: 'released', message: `${dirName}: ${version} released (live stays ${live.version})` };
  }
  return { remote, version, action: 'unchanged', message: `${dirName}: ${version} already released, unchanged` };
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

/** `metaData.remoteEntry.{path,name}` of the manifest, `remoteEntry.js` when absent. */
export function remoteEntryPath(manifest: Manifest): string {
  const entry = manifest.metaData?.remoteEntry;
  const name = typeof entry?.name === 'string' && entry.name ? entry.name : 'remoteEntry.js';
  const dir = typeof entry?.path === 'string' ? entry.path : '';
  const joined = path.posix.normalize(path.posix.join(dir, name));
  if (joined.startsWith('..') || path.posix.isAbsolute(joined)) throw new Error(`Suspicious remote entry path "${joined}"`);
  return joined;
}

function sharedDependencies(manifest: Manifest): SharedDependency[] {
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

function contractVersion(packageJson: PackageJson): string | null {
  const value = packageJson.coach?.contractVersion ?? packageJson.contractVersion;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

function gitCommit(cwd: string): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return /^[0-9a-f]{40}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}

/** Every file under `dir` with its sha256, as sorted `relative-path sha` lines. */
async function treeDigest(dir: string): Promise<string> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const lines: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const bytes = await fs.readFile(absolute);
    lines.push(`${path.relative(dir, absolute).split(path.sep).join('/')} ${createHash('sha256').update(bytes).digest('hex')}`);
  }
  return lines.sort().join('\n');
}

/**
 * Copies `from` to `to` unless `to` exists. An existing folder must hold exactly the same files
 * (published versions are immutable). Returns whether a copy happened.
 */
async function copyOnce(from: string, to: string, label: string): Promise<boolean> {
  const exists = await fs.stat(to).then(
    () => true,
    () => false,
  );
  if (exists) {
    const [published, built] = await Promise.all([treeDigest(to), treeDigest(from)]);
    if (published !== built) {
      throw new Error(`${label} is already published with different files: bump the version in package.json to release this build.`);
    }
    return false;
  }
  await fs.mkdir(path.dirname(to), { recursive: true });
  const staging = `${to}.staging-${randomBytes(4).toString('hex')}`;
  try {
    await fs.cp(from, staging, { recursive: true, errorOnExist: true, force: false });
    await fs.rename(staging, to);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  return true;
}
