import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@coach/server-kit/db/types';
import { toDirName, toFederationName } from '../../remotes/names';
import type { FileStorage } from '../../storage/file-storage';
import { MANIFEST_FILE, readBuildFolder } from './release-files';
import { promoteRelease } from './release-moves';
import { publishRelease } from './releases';
import { getLive } from './repository';

export interface PublishLocalOptions {
  db: Db;
  /** A remote's package folder, e.g. `<repo>/mfe-home` (package.json + built dist/). */
  packageDir: string;
  /** Where releases are stored (the configured one: storage/open-file-storage.ts). */
  storage: FileStorage;
  /** The shell build the compatibility gate checks against (`SHELL_DIST`). */
  shellDist: string;
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
}

/**
 * Publishes a remote's local build the way `pnpm platform release` does (same checks, same
 * compatibility gate, same immutable storage: `publishRelease`), straight into the database: what
 * `npm start` runs, while the platform is stopped, to fill an empty registry. Promotes the release
 * when nothing is live yet. Running it again with the same files is a no-op.
 */
export async function publishLocal(options: PublishLocalOptions): Promise<PublishResult> {
  const packageJson = JSON.parse(
    await fs.readFile(path.join(options.packageDir, 'package.json'), 'utf8'),
  ) as PackageJson;
  const dirName = toDirName(
    typeof packageJson.name === 'string'
      ? packageJson.name.replace(/^@[^/]+\//, '')
      : path.basename(options.packageDir),
  );
  const remote = toFederationName(dirName);
  if (typeof packageJson.version !== 'string') throw new Error(`${dirName}: package.json has no version`);
  const version = packageJson.version;

  if (options.ifNoneLive) {
    const live = await getLive(options.db, remote);
    if (live) {
      return {
        remote,
        version: live.version,
        action: 'skipped-live',
        message: `${dirName}: ${live.version} is live, nothing to publish`,
      };
    }
  }

  const distDir = path.join(options.packageDir, 'dist');
  const files = await readBuildFolder(distDir).catch(() => new Map<string, Buffer>());
  if (!files.has(MANIFEST_FILE))
    throw new Error(`${dirName}: no readable dist/${MANIFEST_FILE} (build the remote first)`);

  const deps = { db: options.db, storage: options.storage, shellDist: options.shellDist };
  const { created } = await publishRelease(deps, {
    remote,
    version,
    files,
    gitCommit: gitCommit(options.packageDir),
    by: options.createdBy,
  });

  const live = await getLive(options.db, remote);
  if (!live) {
    await promoteRelease(deps, remote, version, { by: options.createdBy, reason: 'first local publish' });
    return {
      remote,
      version,
      action: 'released-and-promoted',
      message: `${dirName}: ${version} released and live`,
    };
  }
  if (created) {
    return {
      remote,
      version,
      action: 'released',
      message: `${dirName}: ${version} released (live stays ${live.version})`,
    };
  }
  return {
    remote,
    version,
    action: 'unchanged',
    message: `${dirName}: ${version} already released, unchanged`,
  };
}

function gitCommit(cwd: string): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return /^[0-9a-f]{40}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}
