import semver from 'semver';
import type { Db } from '@coach/server-kit/db/types';
import { ImmutableFileError, isSafeRelativePath, type FileStorage } from '../../storage/file-storage';
import { toDirName, toFederationName } from '../../remotes/names';
import { assertCompatible, parseReleaseFacts, readLiveShellFacts } from './compatibility';
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
import { RegistryError, getRelease, recordRelease, sameFiles, type Release } from './repository';

// Releasing a remote's build: its files stored, checked and recorded (publishRelease). Moving its
// live pointer: release-moves.ts; deleting old releases' files: release-prune.ts.

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
