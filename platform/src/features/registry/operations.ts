import { toDirName, toFederationName } from '../../remotes/names';
import { listEvents } from './events';
import { mapped } from './operation-errors';
import { eventView, liveView, releaseView, type HistoryView, type ReleaseFilesView } from './operation-views';
import { grantPreview, revokePreviews } from './preview-grants';
import { redirectOperations } from './redirect-operations';
import { registryStatus, type StatusHooks, type StatusView } from './registry-status';
import { releaseOperations } from './release-operations';
import type { ReleaseDeps } from './releases';
import { getLive, getRelease, listReleases } from './repository';

export { toApiError } from './operation-errors';
export type * from './operation-views';
export type { RemoteStatusView, StatusView } from './registry-status';

export interface OperationHooks extends StatusHooks {
  /** Hears every change of the registry document (a pointer moved, a redirect rule, a preview revoked). */
  onChange?: () => void;
  /** The allowlist of external redirect hosts (`REDIRECT_ALLOWED_HOSTS`). */
  redirectHosts?: readonly string[];
}

/**
 * The registry's operations as the operator api uses them (features/platform-ops receives this
 * object from app.ts): plain JSON views in, plain JSON views out (operation-views.ts), refusals as
 * `ApiError`s with the spec's error shape (operation-errors.ts). What each group changes:
 * release-operations.ts (releases and pointers), redirect-operations.ts (redirect rules), and here
 * the reads and the previews.
 */
export function registryOperations(deps: ReleaseDeps, hooks: OperationHooks = {}) {
  const onChange = () => hooks.onChange?.();
  const changed = <T extends { changed: boolean }>(result: T): T => {
    if (result.changed) onChange();
    return result;
  };
  return {
    ...readOperations(deps, hooks),
    ...releaseOperations(deps, changed),
    ...previewOperations(deps, hooks, onChange),
    ...redirectOperations(deps.db, hooks.redirectHosts ?? [], onChange),
  };
}

export type RegistryOperations = ReturnType<typeof registryOperations>;

/** What the operator reads: the status of every remote, one remote's history, a release's files. */
function readOperations(deps: ReleaseDeps, hooks: StatusHooks) {
  const { db } = deps;
  return {
    status(): Promise<StatusView> {
      return registryStatus(deps, hooks);
    },

    async history(remoteInput: string, options: { limit?: number } = {}): Promise<HistoryView> {
      const remote = toFederationName(remoteInput);
      const [live, releases, events] = await Promise.all([
        getLive(db, remote),
        listReleases(db, remote),
        listEvents(db, remote, { limit: options.limit ?? 50 }),
      ]);
      return {
        remote,
        dir: toDirName(remote),
        live: liveView(live),
        releases: releases.map((release) => releaseView(release, live)),
        events: events.map(eventView),
      };
    },

    /** The recorded files of a release (null when none is recorded), or undefined when not released. */
    async releaseFiles(remote: string, version: string): Promise<ReleaseFilesView | undefined> {
      const release = await getRelease(db, remote, version);
      return release ? { files: release.files, pruned: release.prunedAt !== null } : undefined;
    },
  };
}

/** Preview grants (docs/adr/0016-progressive-delivery.md): granted with a one-time link, revoked. */
function previewOperations(deps: ReleaseDeps, hooks: StatusHooks, onChange: () => void) {
  const { db } = deps;
  return {
    preview(
      remote: string,
      version: string,
      options: { hours?: number; by: string; reason: string | null },
    ): Promise<{ remote: string; dir: string; version: string; token: string; expiresAt: string }> {
      return mapped(async () => {
        const granted = await grantPreview(db, remote, version, {
          ...options,
          now: hooks.now?.() ?? new Date(),
        });
        return { ...granted, dir: toDirName(granted.remote), expiresAt: granted.expiresAt.toISOString() };
      });
    },

    revokePreviews(
      remote: string,
      version: string,
      options: { by: string; reason: string | null },
    ): Promise<{ remote: string; dir: string; version: string; revoked: number; revision: number }> {
      return mapped(async () => {
        const result = await revokePreviews(db, remote, version, options);
        onChange();
        return { ...result, dir: toDirName(result.remote) };
      });
    },
  };
}
