import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { RedirectRule } from '@coach/shared/redirects';
import { platformSettings, remoteLive, remoteReleases, type SharedDependency } from '../../db/schema';
import type { Db, Executor, Tx } from '@coach/server-kit/db/types';
import { assertVersion, toFederationName } from '../../remotes/names';
import { recordEvent } from './events';
import { listRedirectRules, servedRules } from './redirect-rules';

/** The manifest's file name in a release (release-files.ts imports this module: no cycle). */
const MANIFEST_FILE = 'mf-manifest.json';

export const REGISTRY_REVISION_KEY = 'registry_revision';

/**
 * What the shell reads at start (`GET /registry.json`). Keys are Module Federation names.
 * `integrity`: the entry's SRI hash; `manifestIntegrity`: the manifest's (null for a release
 * recorded without its file list). docs/security.md, "Integrity of the remotes".
 */
export interface RegistryDocument {
  revision: number;
  remotes: Record<
    string,
    { version: string; manifest: string; integrity: string | null; manifestIntegrity: string | null }
  >;
  /** The operators' redirect rules (`redirect-rules.ts`), which the shell follows on navigation. */
  redirects: RedirectRule[];
}

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

export type RegistryErrorCode =
  | 'unknown_release'
  | 'release_conflict'
  | 'stale_revision'
  | 'locked'
  | 'not_live'
  | 'no_previous_version'
  | 'pruned'
  | 'incompatible'
  | 'invalid_release'
  | 'invalid_redirect'
  | 'redirect_exists'
  | 'unknown_redirect'
  | 'invalid_canary'
  | 'already_live'
  | 'canary_running'
  | 'invalid_preview';

/** A refused registry operation, with a one-line message meant for the operator. */
export class RegistryError extends Error {
  constructor(
    readonly code: RegistryErrorCode,
    message: string,
    /** Per-field details (e.g. the dependency a compatibility refusal is about → its line). */
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}

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
export type LiveRemote = typeof remoteLive.$inferSelect;

export interface MoveOptions {
  by: string;
  reason?: string | null;
  /** Refuse the change unless the registry is still at this revision (optimistic concurrency). */
  expectedRevision?: number;
  /**
   * Called inside the transaction with the target release before the pointer moves; throwing
   * refuses the change (the compatibility gate against the live shell).
   */
  accept?: (release: Release) => void;
  /** Called inside the transaction once the pointer moved (a running canary ends with it, canary.ts). */
  afterMove?: (tx: Tx, moved: MoveResult) => Promise<void>;
}

export interface MoveResult {
  remote: string;
  version: string;
  previousVersion: string | null;
  revision: number;
  changed: boolean;
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

export async function getLive(db: Executor, remote: string): Promise<LiveRemote | undefined> {
  const rows = await db
    .select()
    .from(remoteLive)
    .where(eq(remoteLive.remote, toFederationName(remote)));
  return rows[0];
}

export async function getRegistryRevision(db: Executor): Promise<number> {
  const rows = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, REGISTRY_REVISION_KEY));
  return parseRevision(rows[0]?.value);
}

function parseRevision(value: string | undefined): number {
  const revision = Number(value ?? '0');
  if (!Number.isSafeInteger(revision) || revision < 0)
    throw new Error(`Corrupt registry revision "${value}"`);
  return revision;
}

/** Locks the revision row for the rest of the transaction and returns its value. */
export async function lockRevision(tx: Tx): Promise<number> {
  await tx.insert(platformSettings).values({ key: REGISTRY_REVISION_KEY, value: '0' }).onConflictDoNothing();
  const rows = await tx
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, REGISTRY_REVISION_KEY))
    .for('update');
  return parseRevision(rows[0]?.value);
}

export async function bumpRevision(tx: Tx, current: number): Promise<number> {
  const next = current + 1;
  await tx
    .update(platformSettings)
    .set({ value: String(next), updatedAt: sql`now()` })
    .where(eq(platformSettings.key, REGISTRY_REVISION_KEY));
  return next;
}

function checkExpected(current: number, options: MoveOptions): void {
  if (options.expectedRevision !== undefined && options.expectedRevision !== current) {
    throw new RegistryError(
      'stale_revision',
      `The registry is at revision ${current}, not ${options.expectedRevision}: it changed meanwhile. Read it again and retry.`,
    );
  }
}

/**
 * Points a remote at one of its releases, atomically: the revision row is locked, the expected
 * revision (if given) checked, the pointer moved and the revision bumped in one transaction.
 */
export async function promote(
  db: Db,
  remoteInput: string,
  version: string,
  options: MoveOptions,
): Promise<MoveResult> {
  const remote = toFederationName(remoteInput);
  return db.transaction(async (tx) => {
    const revision = await lockRevision(tx);
    checkExpected(revision, options);
    const release = await getRelease(tx, remote, version);
    if (!release) throw new RegistryError('unknown_release', `${remote}@${version} has not been released.`);
    return movePointer(tx, release, revision, options, 'promote');
  });
}

/**
 * Moves a remote back to its previous live version (or to `toVersion`), atomically, like
 * `promote`. Fails when nothing is live or there is no previous version to go back to.
 */
export async function rollback(
  db: Db,
  remoteInput: string,
  options: MoveOptions & { toVersion?: string },
): Promise<MoveResult> {
  const remote = toFederationName(remoteInput);
  return db.transaction(async (tx) => {
    const revision = await lockRevision(tx);
    checkExpected(revision, options);
    const live = await getLive(tx, remote);
    if (!live) throw new RegistryError('not_live', `${remote} has no live version to roll back.`);
    const target = options.toVersion ?? live.previousVersion;
    if (!target)
      throw new RegistryError('no_previous_version', `${remote} has no previous version to roll back to.`);
    const release = await getRelease(tx, remote, target);
    if (!release) throw new RegistryError('unknown_release', `${remote}@${target} has not been released.`);
    return movePointer(tx, release, revision, options, 'rollback');
  });
}

async function movePointer(
  tx: Tx,
  release: Release,
  revision: number,
  options: MoveOptions,
  action: 'promote' | 'rollback',
): Promise<MoveResult> {
  const { remote, version } = release;
  const live = await getLive(tx, remote);
  if (live?.locked) {
    throw new RegistryError(
      'locked',
      `${remote} is locked${live.lockReason ? ` (${live.lockReason})` : ''}: unlock it first.`,
    );
  }
  if (live?.version === version) {
    return { remote, version, previousVersion: live.previousVersion, revision, changed: false };
  }
  if (release.prunedAt) {
    throw new RegistryError(
      'pruned',
      `${remote}@${version} was pruned (its files are deleted): it cannot go live again.`,
    );
  }
  options.accept?.(release);
  const previousVersion = live?.version ?? null;
  const values = {
    version,
    previousVersion,
    since: sql`now()`,
    by: options.by,
    reason: options.reason ?? null,
  };
  await tx
    .insert(remoteLive)
    .values({ remote, ...values })
    .onConflictDoUpdate({ target: remoteLive.remote, set: values });
  const next = await bumpRevision(tx, revision);
  await recordEvent(tx, {
    action,
    remote,
    version,
    fromVersion: previousVersion,
    revision: next,
    by: options.by,
    reason: options.reason ?? null,
  });
  const moved = { remote, version, previousVersion, revision: next, changed: true };
  await options.afterMove?.(tx, moved);
  return moved;
}

/**
 * Freezes (or unfreezes) a remote's pointer: promote and rollback are refused while locked.
 * Records a `lock` / `unlock` event when the state (or the lock's reason) changes.
 */
export async function setLocked(
  db: Db,
  remoteInput: string,
  locked: boolean,
  options: { by: string; reason?: string | null },
): Promise<{ remote: string; locked: boolean; changed: boolean; lockReason: string | null }> {
  const remote = toFederationName(remoteInput);
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(remoteLive).where(eq(remoteLive.remote, remote)).for('update');
    const live = rows[0];
    if (!live)
      throw new RegistryError('not_live', `${remote} has no live version to ${locked ? 'lock' : 'unlock'}.`);
    const lockReason = locked ? (options.reason ?? `locked by ${options.by}`) : null;
    if (live.locked === locked && live.lockReason === lockReason) {
      return { remote, locked, changed: false, lockReason };
    }
    await tx.update(remoteLive).set({ locked, lockReason }).where(eq(remoteLive.remote, remote));
    await recordEvent(tx, {
      action: locked ? 'lock' : 'unlock',
      remote,
      version: live.version,
      by: options.by,
      reason: options.reason ?? null,
    });
    return { remote, locked, changed: true, lockReason };
  });
}

/**
 * The registry as the shell reads it: one consistent snapshot (revision, pointers, redirects).
 * With `redirectHosts`, external rules whose host left the allowlist since are left out.
 */
export async function getRegistryDocument(
  db: Db,
  redirectHosts?: readonly string[],
): Promise<RegistryDocument> {
  return db.transaction(
    async (tx) => {
      const revision = await getRegistryRevision(tx);
      const rows = await tx
        .select({
          remote: remoteLive.remote,
          version: remoteLive.version,
          manifest: remoteReleases.manifestUrl,
          integrity: remoteReleases.integrity,
          files: remoteReleases.files,
        })
        .from(remoteLive)
        .innerJoin(
          remoteReleases,
          and(eq(remoteReleases.remote, remoteLive.remote), eq(remoteReleases.version, remoteLive.version)),
        )
        .orderBy(asc(remoteLive.remote));
      const remotes: RegistryDocument['remotes'] = {};
      for (const row of rows)
        remotes[row.remote] = {
          version: row.version,
          manifest: row.manifest,
          integrity: row.integrity,
          manifestIntegrity: sriFromSha256Hex(row.files?.[MANIFEST_FILE]),
        };
      const redirects = servedRules(await listRedirectRules(tx), redirectHosts);
      return { revision, remotes, redirects };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * One release as the registry document names it, for a version that is not the live one (a canary
 * or a preview, features/delivery): undefined when not released or pruned.
 */
export async function getRegistryEntry(
  db: Executor,
  remote: string,
  version: string,
): Promise<RegistryDocument['remotes'][string] | undefined> {
  const release = await getRelease(db, remote, version);
  if (!release || release.prunedAt) return undefined;
  return {
    version,
    manifest: release.manifestUrl,
    integrity: release.integrity,
    manifestIntegrity: sriFromSha256Hex(release.files?.[MANIFEST_FILE]),
  };
}

/** Origins of absolute manifest URLs (relative ones live on this origin). */
export function registryOrigins(document: RegistryDocument): string[] {
  const origins = new Set<string>();
  for (const { manifest } of Object.values(document.remotes)) {
    if (!/^https?:\/\//i.test(manifest)) continue;
    try {
      origins.add(new URL(manifest).origin);
    } catch {
      // recordRelease validates URLs; an unparsable one simply adds no origin
    }
  }
  return [...origins].sort();
}
