import { and, count, desc, eq, isNull, max } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { remoteLive, remoteReleases } from '../../db/schema';
import { ApiError, errorBody } from '@coach/server-kit/http/errors';
import { REMOTE_DIRS, toDirName, toFederationName } from '../../remotes/names';
import { readLiveShellFacts } from './compatibility';
import { listCanaries, type CanaryInput, type CanaryResult } from './canary';
import {
  canaryView,
  lastCanaryEnd,
  type CanaryEndView,
  type CanaryFigures,
  type CanaryView,
} from './canary-status';
import { listEvents, listRedirectEvents, type RegistryEvent } from './events';
import { grantPreview, revokePreviews } from './preview-grants';
import { listRedirectRules, targetHost, type RedirectRuleRow } from './redirect-rules';
import { addRedirect, removeRedirect } from './redirects';
import {
  promoteRelease,
  pruneReleases,
  publishRelease,
  rollbackRelease,
  startCanaryRelease,
  type PruneOutcome,
  type ReleaseDeps,
} from './releases';
import {
  RegistryError,
  getLive,
  getRegistryRevision,
  getRelease,
  listReleases,
  setLocked,
  type LiveRemote,
  type MoveResult,
  type Release,
  type RegistryErrorCode,
} from './repository';

/**
 * The registry's operations as the operator api uses them (features/platform-ops receives this
 * object from app.ts): plain JSON views in, plain JSON views out, refusals as `ApiError`s with
 * the spec's error shape (409 for a state that forbids the change, 422 for a build the gate or
 * the checks refuse, 404 for an unknown release).
 */

const STATUS: Record<RegistryErrorCode, ContentfulStatusCode> = {
  unknown_release: 404,
  release_conflict: 409,
  stale_revision: 409,
  locked: 409,
  not_live: 409,
  no_previous_version: 409,
  pruned: 409,
  incompatible: 422,
  invalid_release: 422,
  invalid_redirect: 422,
  redirect_exists: 409,
  unknown_redirect: 404,
  invalid_canary: 422,
  already_live: 409,
  canary_running: 409,
  invalid_preview: 422,
};

/** A RegistryError as the api answers it; anything else unchanged. */
export function toApiError(error: unknown): unknown {
  if (!(error instanceof RegistryError)) return error;
  return new ApiError(STATUS[error.code], errorBody(error.message, error.fields), {
    'X-Refusal-Code': error.code,
  });
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error);
  }
}

export interface LiveView {
  version: string;
  previousVersion: string | null;
  since: string;
  by: string;
  reason: string | null;
  locked: boolean;
  lockReason: string | null;
}

export interface RemoteStatusView {
  remote: string;
  dir: string;
  live: LiveView | null;
  releases: number;
  latestRelease: string | null;
  /** The running canary with both versions' figures (docs/adr/0016-progressive-delivery.md). */
  canary: CanaryView | null;
  lastCanaryEnd: CanaryEndView | null;
}

export interface StatusView {
  revision: number;
  shell: { buildId: string; contractVersion: string; provides: Record<string, string> } | null;
  /** Why the shell's facts cannot be read (then nothing can be released or promoted). */
  shellProblem: string | null;
  storage: string;
  remotes: RemoteStatusView[];
}

export interface ReleaseView {
  version: string;
  createdAt: string;
  createdBy: string;
  gitCommit: string | null;
  manifestUrl: string;
  integrity: string | null;
  contractVersion: string | null;
  requires: Record<string, string> | null;
  files: number | null;
  prunedAt: string | null;
  live: boolean;
  previous: boolean;
}

export interface EventView {
  id: number;
  at: string;
  action: string;
  version: string | null;
  fromVersion: string | null;
  revision: number | null;
  by: string;
  reason: string | null;
  details: Record<string, unknown>;
}

export interface HistoryView {
  remote: string;
  dir: string;
  live: LiveView | null;
  releases: ReleaseView[];
  events: EventView[];
}

export interface PublishView {
  remote: string;
  dir: string;
  version: string;
  created: boolean;
  manifestUrl: string;
  integrity: string | null;
  files: number;
  gitCommit: string | null;
  revision: number;
  live: string | null;
}

export interface MoveView extends MoveResult {
  dir: string;
}

export interface LockView {
  remote: string;
  dir: string;
  locked: boolean;
  changed: boolean;
  lockReason: string | null;
}

export interface ReleaseFilesView {
  files: Record<string, string> | null;
  pruned: boolean;
}

export interface RedirectRuleView {
  from: string;
  to: string;
  permanent: boolean;
  createdAt: string;
  createdBy: string;
  reason: string | null;
  /** False for an external rule whose host is no longer on the allowlist: it is not applied. */
  applies: boolean;
}

export interface RedirectsView {
  revision: number;
  allowedHosts: string[];
  rules: RedirectRuleView[];
  events: EventView[];
}

function redirectRuleView(row: RedirectRuleRow, allowedHosts: readonly string[]): RedirectRuleView {
  const host = targetHost(row.to);
  return {
    from: row.from,
    to: row.to,
    permanent: row.permanent,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    reason: row.reason,
    applies: host === null || allowedHosts.includes(host),
  };
}

function liveView(live: LiveRemote | undefined): LiveView | null {
  if (!live) return null;
  return {
    version: live.version,
    previousVersion: live.previousVersion,
    since: live.since.toISOString(),
    by: live.by,
    reason: live.reason,
    locked: live.locked,
    lockReason: live.lockReason,
  };
}

function releaseView(release: Release, live: LiveRemote | undefined): ReleaseView {
  return {
    version: release.version,
    createdAt: release.createdAt.toISOString(),
    createdBy: release.createdBy,
    gitCommit: release.gitCommit,
    manifestUrl: release.manifestUrl,
    integrity: release.integrity,
    contractVersion: release.contractVersion,
    requires: release.requires,
    files: release.files ? Object.keys(release.files).length : null,
    prunedAt: release.prunedAt?.toISOString() ?? null,
    live: live?.version === release.version,
    previous: live?.previousVersion === release.version,
  };
}

function eventView(event: RegistryEvent): EventView {
  return {
    id: event.id,
    at: event.at.toISOString(),
    action: event.action,
    version: event.version,
    fromVersion: event.fromVersion,
    revision: event.revision,
    by: event.by,
    reason: event.reason,
    details: event.details,
  };
}

/**
 * The operations object for `platformOpsRoutes`; `onChange` hears every change of the registry
 * document made through it (a pointer moved, a redirect rule added or removed);
 * `redirectHosts`: the allowlist of external redirect hosts (`REDIRECT_ALLOWED_HOSTS`).
 */
export function registryOperations(
  deps: ReleaseDeps,
  hooks: {
    onChange?: () => void;
    redirectHosts?: readonly string[];
    /** The counts per remote and version a canary's status shows (features/delivery). */
    canaryFigures?: CanaryFigures;
    now?: () => Date;
  } = {},
) {
  const { db } = deps;
  const redirectHosts = hooks.redirectHosts ?? [];
  const changed = <T extends { changed: boolean }>(result: T): T => {
    if (result.changed) hooks.onChange?.();
    return result;
  };
  return {
    async status(): Promise<StatusView> {
      const [revision, lives, counts, canaries] = await Promise.all([
        getRegistryRevision(db),
        db.select().from(remoteLive),
        db
          .select({ remote: remoteReleases.remote, releases: count(), newest: max(remoteReleases.createdAt) })
          .from(remoteReleases)
          .where(isNull(remoteReleases.prunedAt))
          .groupBy(remoteReleases.remote),
        listCanaries(db),
      ]);
      const names = new Set<string>([
        ...REMOTE_DIRS.map((dir) => toFederationName(dir)),
        ...lives.map((l) => l.remote),
      ]);
      const remotes: RemoteStatusView[] = [];
      for (const remote of names) {
        const latest = await db
          .select({ version: remoteReleases.version })
          .from(remoteReleases)
          .where(and(eq(remoteReleases.remote, remote), isNull(remoteReleases.prunedAt)))
          .orderBy(desc(remoteReleases.createdAt), desc(remoteReleases.version))
          .limit(1);
        const canary = canaries.find((c) => c.remote === remote);
        remotes.push({
          remote,
          dir: toDirName(remote),
          live: liveView(lives.find((l) => l.remote === remote)),
          releases: counts.find((c) => c.remote === remote)?.releases ?? 0,
          latestRelease: latest[0]?.version ?? null,
          canary: canary ? await canaryView(canary, hooks.canaryFigures, hooks.now?.() ?? new Date()) : null,
          lastCanaryEnd: await lastCanaryEnd(db, remote),
        });
      }
      let shell: StatusView['shell'] = null;
      let shellProblem: string | null = null;
      try {
        const facts = await readLiveShellFacts(deps.shellDist);
        shell = { buildId: facts.buildId, contractVersion: facts.contractVersion, provides: facts.provides };
      } catch (error) {
        shellProblem = error instanceof Error ? error.message : String(error);
      }
      return { revision, shell, shellProblem, storage: deps.storage.description, remotes };
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

    publish(input: {
      remote: string;
      version: string;
      files: ReadonlyMap<string, Uint8Array>;
      gitCommit: string | null;
      by: string;
    }): Promise<PublishView> {
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
      return mapped(async () => {
        const result = changed(await promoteRelease(deps, remote, version, options));
        return { ...result, dir: toDirName(result.remote) };
      });
    },

    canary(
      remote: string,
      version: string,
      options: Omit<CanaryInput, 'accept'>,
    ): Promise<CanaryResult & { dir: string }> {
      return mapped(async () => {
        const result = changed(await startCanaryRelease(deps, remote, version, options));
        return { ...result, dir: toDirName(result.remote) };
      });
    },

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
        hooks.onChange?.();
        return { ...result, dir: toDirName(result.remote) };
      });
    },

    rollback(
      remote: string,
      options: { by: string; reason: string | null; expectedRevision?: number; toVersion?: string },
    ): Promise<MoveView> {
      return mapped(async () => {
        const result = changed(await rollbackRelease(deps, remote, options));
        return { ...result, dir: toDirName(result.remote) };
      });
    },

    setLocked(
      remote: string,
      locked: boolean,
      options: { by: string; reason: string | null },
    ): Promise<LockView> {
      return mapped(async () => {
        const result = await setLocked(db, remote, locked, options);
        return { ...result, dir: toDirName(result.remote) };
      });
    },

    async redirects(): Promise<RedirectsView> {
      const [revision, rules, events] = await Promise.all([
        getRegistryRevision(db),
        listRedirectRules(db),
        listRedirectEvents(db),
      ]);
      return {
        revision,
        allowedHosts: [...redirectHosts],
        rules: rules.map((rule) => redirectRuleView(rule, redirectHosts)),
        events: events.map(eventView),
      };
    },

    addRedirect(
      input: { from: string; to: string; permanent: boolean },
      options: { by: string; reason: string | null },
    ): Promise<{ rule: RedirectRuleView; revision: number }> {
      return mapped(async () => {
        const result = await addRedirect(db, input, { ...options, allowedHosts: redirectHosts });
        hooks.onChange?.();
        return { rule: redirectRuleView(result.rule, redirectHosts), revision: result.revision };
      });
    },

    removeRedirect(
      from: string,
      options: { by: string; reason: string | null },
    ): Promise<{ rule: RedirectRuleView; revision: number }> {
      return mapped(async () => {
        const result = await removeRedirect(db, from, options);
        hooks.onChange?.();
        return { rule: redirectRuleView(result.rule, redirectHosts), revision: result.revision };
      });
    },

    prune(
      remote: string,
      keep: number,
      options: { by: string; reason: string | null },
    ): Promise<PruneOutcome & { dir: string }> {
      return mapped(async () => {
        const result = await pruneReleases(deps, remote, keep, options);
        return { ...result, dir: toDirName(result.remote) };
      });
    },
  };
}

export type RegistryOperations = ReturnType<typeof registryOperations>;
