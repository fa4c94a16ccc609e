import { gt } from 'drizzle-orm';
import type { Executor } from '@coach/server-kit/db/types';
import { previewGrants } from '../../db/schema';
import { listCanaries } from './canary';

/**
 * What can still ask for a version of a remote other than its live one
 * (docs/adr/0016-progressive-delivery.md): the running canaries and the preview grants.
 */
export interface VersionAskers {
  canaries: readonly { remote: string; version: string }[];
  grants: readonly { remote: string; version: string; expiresAt: Date; revokedAt: Date | null }[];
}

/**
 * The render supervisor's name for the worker that draws a remote's pages for a cohort: the
 * remote itself for the stable version, `<remote>~canary` and `<remote>~preview` for the others
 * (ADR 0016, decision 4: at most three workers per remote).
 */
export function renderWorkerName(remote: string, cohort: string | null): string {
  return cohort ? `${remote}~${cohort}` : remote;
}

/**
 * Whether the worker `name` drawing `version` can still be asked for a page, so must stay. The
 * stable worker always (it follows the live version: replaced at the next page after a promote).
 * A canary's worker while that remote's canary runs at that version: promote, rollback and the
 * automatic rollback end it. A preview's worker while a grant of that remote and version is
 * neither revoked nor expired, opened or not: a browser holding it may come back at any time.
 * Previews are drawn by their own worker, never by the canary's: a canary's worker is not kept
 * for a preview of the same version. A cohort this does not know: kept.
 */
export function workerStillAsked(name: string, version: string, askers: VersionAskers, now: Date): boolean {
  const [remote, cohort] = name.split('~');
  if (cohort === 'canary')
    return askers.canaries.some((canary) => canary.remote === remote && canary.version === version);
  if (cohort === 'preview')
    return askers.grants.some(
      (grant) =>
        grant.remote === remote &&
        grant.version === version &&
        grant.revokedAt === null &&
        grant.expiresAt.getTime() > now.getTime(),
    );
  return true;
}

export async function readVersionAskers(db: Executor, now: Date): Promise<VersionAskers> {
  const [canaries, grants] = await Promise.all([
    listCanaries(db),
    db
      .select({
        remote: previewGrants.remote,
        version: previewGrants.version,
        expiresAt: previewGrants.expiresAt,
        revokedAt: previewGrants.revokedAt,
      })
      .from(previewGrants)
      .where(gt(previewGrants.expiresAt, now)),
  ]);
  return { canaries, grants };
}

/** The part of the render supervisor (server-render/render-supervisor.ts) that stops workers. */
export interface WorkerRetirer {
  retire(stillAsked: (name: string, version: string) => boolean): string[];
}

/**
 * Stops the canary and preview workers no one can ask for any more (issue 38: a canary's worker
 * stayed, idle, until the next canary). Checked every `everyMs` while such a worker runs (a canary
 * ended on another instance or by the operator CLI is seen from the database; a grant expires
 * without a word); a stopped worker drains first, its renders in flight complete.
 */
export function createWorkerRetirement(options: {
  db: Executor;
  supervisor: WorkerRetirer;
  everyMs: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}) {
  const { db, supervisor, everyMs } = options;
  const now = options.now ?? (() => new Date());
  /** Each cohort worker announced, with the version it was last announced with. */
  const watched = new Map<string, string>();
  let timer: NodeJS.Timeout | null = null;

  async function check(): Promise<string[]> {
    const before = new Map(watched);
    const askers = await readVersionAskers(db, now());
    // A version announced while the askers were read may be a canary started meanwhile: kept.
    const retired = supervisor.retire(
      (name, version) => before.get(name) !== version || workerStillAsked(name, version, askers, now()),
    );
    for (const name of retired) watched.delete(name);
    if (watched.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
    return retired;
  }

  return {
    /** A cohort's worker was announced (`<remote>~<cohort>`): checked until no one asks for it. */
    watch(name: string, version: string): void {
      watched.set(name, version);
      if (timer || everyMs <= 0) return;
      timer = setInterval(() => void check().catch(options.onError ?? (() => undefined)), everyMs);
      timer.unref();
    },
    /** One check now (tests; the timer runs it every `everyMs`): the names stopped. */
    check,
  };
}
