import semver from 'semver';
import { eq, and, isNotNull, isNull } from 'drizzle-orm';
import { remoteReleases } from '../../db/schema';
import type { Db } from '@coach/server-kit/db/types';
import { ImmutableFileError, isSafeRelativePath, type FileStorage } from '../../storage/file-storage';
import { toDirName, toFederationName } from '../../remotes/names';
import { assertCompatible, parseReleaseFacts, readLiveShellFacts, type ShellFacts } from './compatibility';
import {
  endCanary,
  endCanaryIn,
  getCanary,
  startCanary,
  type CanaryInput,
  type CanaryResult,
} from './canary';
import { recordEvent } from './events';
import {
  MANIFEST_FILE,
  RELEASE_FACTS_FILE,
  fileDigests,
  parseBuildJson,
  remoteEntryPath,
  sha256Hex,
  sharedDependencies,
  sriSha384,
  type Manifest,
} from './release-files';
import {
  RegistryError,
  getLive,
  getRelease,
  lockRevision,
  promote,
  recordRelease,
  rollback,
  sameFiles,
  type MoveOptions,
  type MoveResult,
  type Release,
} from './repository';

/** What releasing needs: the registry, the file storage and the live shell's build. */
export interface ReleaseDeps {
  db: Db;
  storage: FileStorage;
  /** `SHELL_DIST`: its builds/latest.json names the live shell, whose facts the gate reads. */
  shellDist: string;
}

export interface PublishInput {
  remote: string;
  version: string;
  /** Every file of the build, by relative path. */
  files: ReadonlyMap<string, Uint8Array>;
  gitCommit?: string | null;
  by: string;
}

export interface PublishOutcome {
  remote: string;
  dir: string;
  version: string;
  /** False when this exact release existed already (a no-op). */
  created: boolean;
  release: Release;
}

/** Where a release's files live in the storage. */
export function releasePrefix(remote: string, version: string): string {
  return `remotes/${toDirName(remote)}/${version}/`;
}

/** Versions are semantic versions (x.y.z, optional pre-release and build): a number that means something. */
export function assertReleaseVersion(version: string): string {
  if (semver.valid(version) !== version || version.length > 64) {
    throw new RegistryError(
      'invalid_release',
      `"${version}" is not a semantic version (x.y.z, e.g. 1.4.2 or 1.5.0-rc.1).`,
      {
        version: ['Expected a semantic version such as 1.4.2.'],
      },
    );
  }
  return version;
}

/** `path → sha256` of the files stored for a release (for releases recorded without their list). */
async function storedDigests(storage: FileStorage, prefix: string): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const key of await storage.list(prefix)) {
    const bytes = await storage.get(key);
    if (bytes) digests[key.slice(prefix.length)] = sha256Hex(bytes);
  }
  return digests;
}

function conflict(label: string, dir: string): RegistryError {
  return new RegistryError(
    'release_conflict',
    `${label} is already released with different files (releases are immutable): release this build under a new version (pnpm platform version ${dir} patch --note "…").`,
  );
}

/**
 * Releases a build: checks it (manifest, remote entry, platform facts), runs the compatibility
 * gate against the live shell, computes the entry's SRI hash itself, writes every file to its
 * immutable place (`remotes/<dir>/<version>/…`) and only then records the release, in one
 * transaction with its event. Not live until promoted. The same version with the same files again
 * is a no-op; with other files it is refused.
 */
export async function publishRelease(deps: ReleaseDeps, input: PublishInput): Promise<PublishOutcome> {
  const remote = toFederationName(input.remote);
  const dir = toDirName(remote);
  const version = assertReleaseVersion(input.version);
  const label = `${remote}@${version}`;
  if (input.files.size === 0) throw new RegistryError('invalid_release', `${label}: the build has no files.`);
  for (const name of input.files.keys()) {
    if (!isSafeRelativePath(name))
      throw new RegistryError('invalid_release', `${label}: "${name}" is not an acceptable file path.`);
  }
  const digests = fileDigests(input.files);
  const prefix = releasePrefix(remote, version);

  const existing = await getRelease(deps.db, remote, version);
  if (existing) {
    if (existing.prunedAt) {
      throw new RegistryError(
        'pruned',
        `${label} was released and then pruned: release this build under a new version.`,
      );
    }
    if (!sameFiles(existing.files ?? (await storedDigests(deps.storage, prefix)), digests))
      throw conflict(label, dir);
    return { remote, dir, version, created: false, release: existing };
  }

  const manifest = parseBuildJson(input.files, MANIFEST_FILE, label) as Manifest;
  const builtAs = manifest.metaData?.name ?? manifest.name;
  if (typeof builtAs === 'string' && builtAs !== remote) {
    throw new RegistryError('invalid_release', `${label}: this build is ${builtAs}, not ${remote}.`);
  }
  let entry: string;
  try {
    entry = remoteEntryPath(manifest);
  } catch (error) {
    throw new RegistryError(
      'invalid_release',
      `${label}: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  const entryBytes = input.files.get(entry);
  if (!entryBytes) {
    throw new RegistryError(
      'invalid_release',
      `${label}: the remote entry ${entry} named by ${MANIFEST_FILE} is not in the build.`,
    );
  }
  const facts = parseReleaseFacts(parseBuildJson(input.files, RELEASE_FACTS_FILE, label));
  assertCompatible(label, facts, await readLiveShellFacts(deps.shellDist));

  for (const [name, bytes] of input.files) {
    try {
      await deps.storage.putImmutable(prefix + name, bytes);
    } catch (error) {
      if (error instanceof ImmutableFileError) {
        throw new RegistryError(
          'release_conflict',
          `${label}: the storage already holds other bytes for ${name} (an unfinished earlier release of this version): release under a new version.`,
        );
      }
      throw error;
    }
  }

  try {
    const { created, release } = await recordRelease(deps.db, {
      remote,
      version,
      manifestUrl: deps.storage.publicUrl(prefix + MANIFEST_FILE),
      integrity: sriSha384(entryBytes),
      gitCommit: input.gitCommit ?? null,
      createdBy: input.by,
      sharedDeps: sharedDependencies(manifest),
      contractVersion: facts.contractVersion,
      files: digests,
      requires: facts.requires,
      treeShaken: facts.treeShaken,
    });
    return { remote, dir, version, created, release };
  } catch (error) {
    if (error instanceof RegistryError && error.code === 'release_conflict') throw conflict(label, dir);
    throw error;
  }
}

/** The gate for an existing release going live: only when the release recorded its facts. */
function gate(shell: ShellFacts | Error): (release: Release) => void {
  return (release) => {
    if (!release.requires || !release.contractVersion) return; // recorded before the gate existed
    if (shell instanceof Error) throw shell;
    assertCompatible(
      `${release.remote}@${release.version}`,
      {
        contractVersion: release.contractVersion,
        requires: release.requires,
        treeShaken: release.treeShaken ?? {},
      },
      shell,
    );
  };
}

async function liveShell(shellDist: string): Promise<ShellFacts | Error> {
  return readLiveShellFacts(shellDist).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
}

/**
 * Promotes a release, re-running the compatibility gate against the live shell (the shell may
 * have changed since the release was made): atomic, optimistic, recorded (repository.promote).
 */
export async function promoteRelease(
  deps: ReleaseDeps,
  remote: string,
  version: string,
  options: MoveOptions,
): Promise<MoveResult> {
  return promote(deps.db, remote, version, {
    ...options,
    accept: gate(await liveShell(deps.shellDist)),
    // A canary of that version is finished by it; one of another version is replaced.
    afterMove: async (tx, moved) => {
      const running = await getCanary(tx, moved.remote);
      if (running)
        await endCanaryIn(tx, moved.remote, {
          outcome: running.version === moved.version ? 'promoted' : 'replaced',
          by: options.by,
          reason: options.reason ?? null,
          revision: moved.revision,
        });
    },
  });
}

/**
 * Rolls back, with the same gate as promote: a running canary first (everyone back on the stable
 * version, the pointer unmoved), else the live version to the previous one (or `toVersion`).
 */
export async function rollbackRelease(
  deps: ReleaseDeps,
  remote: string,
  options: MoveOptions & { toVersion?: string },
): Promise<MoveResult & { canaryEnded?: boolean }> {
  if (!options.toVersion) {
    const { ended, revision } = await endCanary(deps.db, toFederationName(remote), {
      outcome: 'rolled-back',
      by: options.by,
      reason: options.reason ?? null,
    });
    if (ended)
      return {
        remote: ended.remote,
        version: ended.stableVersion,
        previousVersion: ended.version,
        revision,
        changed: true,
        canaryEnded: true,
      };
  }
  return rollback(deps.db, remote, { ...options, accept: gate(await liveShell(deps.shellDist)) });
}

/** Starts (or changes the share of) a canary, with the same gate as promote (canary.ts). */
export async function startCanaryRelease(
  deps: ReleaseDeps,
  remote: string,
  version: string,
  input: Omit<CanaryInput, 'accept'>,
): Promise<CanaryResult> {
  return startCanary(deps.db, remote, version, { ...input, accept: gate(await liveShell(deps.shellDist)) });
}

export interface PruneOutcome {
  remote: string;
  /** Versions still available, newest first. */
  kept: string[];
  /** Versions whose files were deleted by this call. */
  pruned: string[];
}

/**
 * Deletes the files of all but the `keep` newest releases of a remote, never the live or the
 * previous release whatever `keep` says. The rows stay (history); a pruned release cannot go live
 * again. Runs under the registry's revision lock, so it cannot race a promote or rollback.
 */
export async function pruneReleases(
  deps: ReleaseDeps,
  remoteInput: string,
  keep: number,
  options: { by: string; reason?: string | null },
): Promise<PruneOutcome> {
  if (!Number.isInteger(keep) || keep < 0)
    throw new RegistryError('invalid_release', `keep must be a whole number ≥ 0, got ${keep}.`);
  const remote = toFederationName(remoteInput);
  const outcome = await deps.db.transaction(async (tx) => {
    await lockRevision(tx);
    const live = await getLive(tx, remote);
    const available = await tx
      .select({ version: remoteReleases.version })
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), isNull(remoteReleases.prunedAt)))
      .orderBy(remoteReleases.createdAt, remoteReleases.version);
    const newestFirst = available.map((row) => row.version).reverse();
    const canary = await getCanary(tx, remote);
    const protectedVersions = new Set(
      [live?.version, live?.previousVersion, canary?.version].filter((v): v is string => Boolean(v)),
    );
    const kept = newestFirst.filter((version, index) => index < keep || protectedVersions.has(version));
    const pruned = newestFirst.filter((version) => !kept.includes(version));
    for (const version of pruned) {
      await tx
        .update(remoteReleases)
        .set({ prunedAt: new Date() })
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
    }
    if (pruned.length > 0) {
      await recordEvent(tx, {
        action: 'prune',
        remote,
        by: options.by,
        reason: options.reason ?? null,
        details: { keep, pruned, kept },
      });
    }
    return { remote, kept, pruned };
  });
  // Files go after the commit: a failure leaves files nobody points at; the next prune retries.
  const allPruned = await deps.db
    .select({ version: remoteReleases.version })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), isNotNull(remoteReleases.prunedAt)));
  for (const { version } of allPruned) await deps.storage.deletePrefix(releasePrefix(remote, version));
  return outcome;
}
