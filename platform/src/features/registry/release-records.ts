import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '@coach/server-kit/db/types';
import { remoteReleases, type SharedDependency } from '../../db/schema';
import { assertVersion, toFederationName } from '../../remotes/names';
import { recordEvent } from './events';
import { RegistryError } from './registry-error';

export interface ReleaseInput {
  remote: string;
  version: string;
  manifestUrl: string;
  integrity?: string | null;
  gitCommit?: string | null;
  createdBy: string;
  sharedDeps?: SharedDependency[];
  contractVersion?: string | null;
  /** Relative path → sha256 (hex) of every file of the release. */
  files?: Record<string, string> | null;
  /** What the release needs from the shell (`coach-release.json`). */
  requires?: Record<string, string> | null;
  treeShaken?: Record<string, string[]> | null;
}

export type Release = typeof remoteReleases.$inferSelect;

/** The SRI value (`sha256-<base64>`) of a file whose sha256 the release recorded in hex. */
export function sriFromSha256Hex(hex: string | undefined): string | null {
  if (!hex || !/^[0-9a-f]{64}$/.test(hex)) return null;
  return `sha256-${Buffer.from(hex, 'hex').toString('base64')}`;
}

/** What the browser executes or applies: the files a release's integrity document covers. */
const CHECKED_FILE = /\.(m?js|css)$/;

/**
 * A release's integrity document: the SRI hash of each script and style, by relative path, from
 * the file list recorded at release time (the database, not the storage the files live in).
 * Undefined for an unknown or pruned release, or one recorded without its file list.
 */
export async function getReleaseIntegrity(
  db: Executor,
  remote: string,
  version: string,
): Promise<Record<string, string> | undefined> {
  const rows = await db
    .select({ files: remoteReleases.files, prunedAt: remoteReleases.prunedAt })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
  const row = rows[0];
  if (!row?.files || row.prunedAt) return undefined;
  const files: Record<string, string> = {};
  for (const [name, hex] of Object.entries(row.files)) {
    const value = CHECKED_FILE.test(name) ? sriFromSha256Hex(hex) : null;
    if (value) files[name] = value;
  }
  return files;
}

const INTEGRITY_PATTERN = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * Records a release (and its `release` event, in the same transaction). Releases are immutable:
 * recording the same remote and version again is a no-op when it describes the same files, and
 * refused when it does not.
 */
export async function recordRelease(
  db: Db,
  input: ReleaseInput,
): Promise<{ created: boolean; release: Release }> {
  const remote = toFederationName(input.remote);
  const version = assertVersion(input.version);
  if (input.integrity && !INTEGRITY_PATTERN.test(input.integrity)) {
    throw new Error(`Invalid integrity "${input.integrity}" (expected sha384-<base64>)`);
  }
  validateManifestUrl(input.manifestUrl);
  const result = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(remoteReleases)
      .values({
        remote,
        version,
        manifestUrl: input.manifestUrl,
        integrity: input.integrity ?? null,
        gitCommit: input.gitCommit ?? null,
        createdBy: input.createdBy,
        sharedDeps: input.sharedDeps ?? [],
        contractVersion: input.contractVersion ?? null,
        files: input.files ?? null,
        requires: input.requires ?? null,
        treeShaken: input.treeShaken ?? null,
      })
      .onConflictDoNothing()
      .returning();
    const release = inserted[0];
    if (release) {
      await recordEvent(tx, {
        action: 'release',
        remote,
        version,
        by: input.createdBy,
        details: {
          integrity: release.integrity,
          gitCommit: release.gitCommit,
          contractVersion: release.contractVersion,
          files: release.files ? Object.keys(release.files).length : null,
        },
      });
    }
    return release;
  });
  if (result) return { created: true, release: result };

  const existing = await getRelease(db, remote, version);
  if (!existing) throw new Error(`Release ${remote}@${version} vanished while being recorded`);
  if (!sameRelease(existing, input)) {
    throw new RegistryError(
      'release_conflict',
      `${remote}@${version} is already released with different files (releases are immutable): bump the version.`,
    );
  }
  return { created: false, release: existing };
}

/** Same manifest URL and entry hash, and (when both know them) the same files. */
function sameRelease(existing: Release, input: ReleaseInput): boolean {
  if (
    existing.manifestUrl !== input.manifestUrl ||
    (existing.integrity ?? null) !== (input.integrity ?? null)
  )
    return false;
  if (existing.files && input.files) return sameFiles(existing.files, input.files);
  return true;
}

/** Two `path → sha256` lists hold exactly the same files. */
export function sameFiles(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && b[key] === a[key])
  );
}

function validateManifestUrl(url: string): void {
  if (url.startsWith('/') && !url.startsWith('//')) return;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Invalid manifest URL "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`Invalid manifest URL "${url}"`);
}

export async function getRelease(
  db: Executor,
  remote: string,
  version: string,
): Promise<Release | undefined> {
  const rows = await db
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, toFederationName(remote)), eq(remoteReleases.version, version)));
  return rows[0];
}

/** Every release of a remote, newest first. */
export async function listReleases(db: Executor, remote: string): Promise<Release[]> {
  return db
    .select()
    .from(remoteReleases)
    .where(eq(remoteReleases.remote, toFederationName(remote)))
    .orderBy(desc(remoteReleases.createdAt), desc(remoteReleases.version));
}
