import { and, count, desc, eq, isNull, max } from 'drizzle-orm';
import { remoteLive, remoteReleases } from '../../db/schema';
import { REMOTE_DIRS, toDirName, toFederationName } from '../../remotes/names';
import {
  canaryView,
  lastCanaryEnd,
  type CanaryEndView,
  type CanaryFigures,
  type CanaryView,
} from './canary-status';
import { listCanaries } from './canary';
import { readLiveShellFacts } from './compatibility';
import { liveView, type LiveView } from './operation-views';
import type { ReleaseDeps } from './releases';
import { getRegistryRevision } from './repository';

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

/** What the status shows beside the registry's rows. */
export interface StatusHooks {
  /** The counts per remote and version a canary's status shows (features/delivery). */
  canaryFigures?: CanaryFigures;
  now?: () => Date;
}

/**
 * `pnpm platform status`: every remote known or live, with its live version, its releases, its
 * running canary with both versions' figures and its last canary's end; and the live shell.
 */
export async function registryStatus(deps: ReleaseDeps, hooks: StatusHooks): Promise<StatusView> {
  const { db } = deps;
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
  return { revision, ...(await shellStatus(deps.shellDist)), storage: deps.storage.description, remotes };
}

/** The live shell's facts, or why they cannot be read (then nothing can be released or promoted). */
async function shellStatus(shellDist: string): Promise<Pick<StatusView, 'shell' | 'shellProblem'>> {
  try {
    const facts = await readLiveShellFacts(shellDist);
    return {
      shell: { buildId: facts.buildId, contractVersion: facts.contractVersion, provides: facts.provides },
      shellProblem: null,
    };
  } catch (error) {
    return { shell: null, shellProblem: error instanceof Error ? error.message : String(error) };
  }
}
