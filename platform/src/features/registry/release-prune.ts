import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { remoteReleases } from '../../db/schema';
import { toFederationName } from '../../remotes/names';
import { getCanary } from './canary';
import { recordEvent } from './events';
import { releasePrefix, type ReleaseDeps } from './releases';
import { RegistryError, getLive, lockRevision } from './repository';

/**
 * Which releases of a remote keep their files: the `keep` newest, and whatever the live pointer
 * or a running canary can still ask for (the live version, the previous one a rollback goes back
 * to, the canary's version), however old. The others are pruned.
 */
export function prunePlan({
  newestFirst,
  keep,
  protectedVersions,
}: {
  /** The versions not pruned yet, newest first. */
  newestFirst: readonly string[];
  keep: number;
  protectedVersions: readonly (string | null | undefined)[];
}): { kept: string[]; pruned: string[] } {
  const kept = newestFirst.filter((version, index) => index < keep || protectedVersions.includes(version));
  return { kept, pruned: newestFirst.filter((version) => !kept.includes(version)) };
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
    const canary = await getCanary(tx, remote);
    const { kept, pruned } = prunePlan({
      newestFirst: available.map((row) => row.version).reverse(),
      keep,
      protectedVersions: [live?.version, live?.previousVersion, canary?.version],
    });
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
