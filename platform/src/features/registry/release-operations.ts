import { toDirName } from '../../remotes/names';
import type { CanaryInput, CanaryResult } from './canary';
import { mapped } from './operation-errors';
import type { LockView, MoveView, PublishView } from './operation-views';
import { promoteRelease, rollbackRelease, startCanaryRelease } from './release-moves';
import { pruneReleases, type PruneOutcome } from './release-prune';
import { publishRelease, type PublishInput, type ReleaseDeps } from './releases';
import { getLive, getRegistryRevision, setLocked } from './repository';

/**
 * The operations that change what a remote serves: its releases (publish, prune) and its live
 * pointer (promote, canary, rollback, lock). `changed` hears each change of the registry document.
 */
export function releaseOperations(
  deps: ReleaseDeps,
  changed: <T extends { changed: boolean }>(result: T) => T,
) {
  const { db } = deps;
  const withDir = <T extends { remote: string }>(result: T): T & { dir: string } => ({
    ...result,
    dir: toDirName(result.remote),
  });
  return {
    publish(input: PublishInput): Promise<PublishView> {
      return mapped(async () => {
        const outcome = await publishRelease(deps, input);
        const live = await getLive(db, outcome.remote);
        return {
          remote: outcome.remote,
          dir: outcome.dir,
          version: outcome.version,
          created: outcome.created,
          manifestUrl: outcome.release.manifestUrl,
          integrity: outcome.release.integrity,
          files: outcome.release.files ? Object.keys(outcome.release.files).length : input.files.size,
          gitCommit: outcome.release.gitCommit,
          revision: await getRegistryRevision(db),
          live: live?.version ?? null,
        };
      });
    },

    promote(
      remote: string,
      version: string,
      options: { by: string; reason: string | null; expectedRevision?: number },
    ): Promise<MoveView> {
      return mapped(async () => withDir(changed(await promoteRelease(deps, remote, version, options))));
    },

    canary(
      remote: string,
      version: string,
      options: Omit<CanaryInput, 'accept'>,
    ): Promise<CanaryResult & { dir: string }> {
      return mapped(async () => withDir(changed(await startCanaryRelease(deps, remote, version, options))));
    },

    rollback(
      remote: string,
      options: { by: string; reason: string | null; expectedRevision?: number; toVersion?: string },
    ): Promise<MoveView> {
      return mapped(async () => withDir(changed(await rollbackRelease(deps, remote, options))));
    },

    setLocked(
      remote: string,
      locked: boolean,
      options: { by: string; reason: string | null },
    ): Promise<LockView> {
      return mapped(async () => withDir(await setLocked(db, remote, locked, options)));
    },

    prune(
      remote: string,
      keep: number,
      options: { by: string; reason: string | null },
    ): Promise<PruneOutcome & { dir: string }> {
      return mapped(async () => withDir(await pruneReleases(deps, remote, keep, options)));
    },
  };
}
