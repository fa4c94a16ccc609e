import { eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '@coach/server-kit/db/types';
import { remoteLive } from '../../db/schema';
import { toFederationName } from '../../remotes/names';
import { recordEvent } from './events';
import { RegistryError } from './registry-error';
import { getRelease, type Release } from './release-records';
import { bumpRevision, lockRevision } from './revision';

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

export async function getLive(db: Executor, remote: string): Promise<LiveRemote | undefined> {
  const rows = await db
    .select()
    .from(remoteLive)
    .where(eq(remoteLive.remote, toFederationName(remote)));
  return rows[0];
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
