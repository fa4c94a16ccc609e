import { toFederationName } from '../../remotes/names';
import {
  endCanary,
  endCanaryIn,
  getCanary,
  startCanary,
  type CanaryInput,
  type CanaryResult,
} from './canary';
import { assertCompatible, readLiveShellFacts, type ShellFacts } from './compatibility';
import type { ReleaseDeps } from './releases';
import { promote, rollback, type MoveOptions, type MoveResult, type Release } from './repository';

// What moves a remote's live pointer or its canary, each behind the compatibility gate against the
// live shell (docs/adr/0016-progressive-delivery.md for the canary).

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
