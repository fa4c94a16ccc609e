import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '@coach/server-kit/db/types';
import { remoteCanaries } from '../../db/schema';
import { toFederationName } from '../../remotes/names';
import { recordEvent } from './events';
import { RegistryError, bumpRevision, getLive, getRelease, lockRevision, type Release } from './repository';

export type Canary = typeof remoteCanaries.$inferSelect;

/** The analysis's thresholds (docs/adr/0016-progressive-delivery.md, "Why these defaults"). */
export const CANARY_DEFAULTS = { maxErrorRate: 2, minErrors: 5, windowSeconds: 300 } as const;

export interface CanaryInput {
  percent: number;
  maxErrorRate?: number;
  minErrors?: number;
  windowSeconds?: number;
  by: string;
  reason?: string | null;
  /** The compatibility gate against the live shell, as for a promote (releases.ts). */
  accept?: (release: Release) => void;
}

export interface CanaryResult {
  remote: string;
  version: string;
  stableVersion: string;
  percent: number;
  previousPercent: number | null;
  revision: number;
  changed: boolean;
}

export async function getCanary(db: Executor, remote: string): Promise<Canary | undefined> {
  const rows = await db.select().from(remoteCanaries).where(eq(remoteCanaries.remote, remote));
  return rows[0];
}

export const listCanaries = (db: Executor): Promise<Canary[]> => db.select().from(remoteCanaries);

/** Refuses thresholds outside their ranges, naming the one that is wrong. */
function checkInput(input: CanaryInput): void {
  const { percent, maxErrorRate, minErrors, windowSeconds } = input;
  const bad = (field: string, message: string) =>
    new RegistryError('invalid_canary', message, { [field]: [message] });
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw bad(
      'percent',
      `The percentage must be a whole number from 1 to 99, not ${percent}: promote gives everyone the version.`,
    );
  if (maxErrorRate !== undefined && !(maxErrorRate >= 0 && maxErrorRate <= 100))
    throw bad('maxErrorRate', `--max-error-rate is in percentage points, 0 to 100, not ${maxErrorRate}.`);
  if (minErrors !== undefined && !(Number.isInteger(minErrors) && minErrors >= 1 && minErrors <= 100_000))
    throw bad('minErrors', `--min-errors is a whole number from 1, not ${minErrors}.`);
  if (
    windowSeconds !== undefined &&
    !(Number.isInteger(windowSeconds) && windowSeconds >= 60 && windowSeconds <= 86_400)
  )
    throw bad('window', `--window is from 1 minute to 24 hours, not ${windowSeconds} seconds.`);
}

/** What a canary starts from, or the refusal naming what is wrong and what is live. */
async function canaryTarget(tx: Tx, remote: string, version: string) {
  const live = await getLive(tx, remote);
  if (!live)
    throw new RegistryError(
      'not_live',
      `${remote} has nothing live: promote a first version, then run a canary.`,
    );
  const liveNote = `live: ${live.version}`;
  if (live.locked)
    throw new RegistryError(
      'locked',
      `${remote} is locked${live.lockReason ? ` (${live.lockReason})` : ''}, ${liveNote}: unlock it first.`,
    );
  const release = await getRelease(tx, remote, version);
  if (!release)
    throw new RegistryError('unknown_release', `${remote}@${version} has never been released (${liveNote}).`);
  if (release.prunedAt) throw new RegistryError('pruned', `${remote}@${version} was pruned (${liveNote}).`);
  if (version === live.version)
    throw new RegistryError('already_live', `${remote}@${version} is already live for everyone.`);
  const running = await getCanary(tx, remote);
  if (running && running.version !== version)
    throw new RegistryError(
      'canary_running',
      `${remote} already runs a canary of ${running.version} at ${running.percent} % (${liveNote}): promote or roll it back first.`,
    );
  return { live, release, running };
}

/**
 * Puts a released version live for `percent` % of members and visitors beside the stable one, or
 * changes the percentage (and thresholds) of the canary of that version already running (the same
 * rollout: everyone in stays in when it rises). Refused, with nothing changed: nothing live, a
 * locked remote, a version never released, pruned or already live, another canary running.
 */
export async function startCanary(
  db: Db,
  remoteInput: string,
  version: string,
  input: CanaryInput,
): Promise<CanaryResult> {
  checkInput(input);
  const remote = toFederationName(remoteInput);
  return db.transaction(async (tx) => {
    const revision = await lockRevision(tx);
    const { live, release, running } = await canaryTarget(tx, remote, version);
    input.accept?.(release);
    const settings = {
      percent: input.percent,
      maxErrorRate: input.maxErrorRate ?? running?.maxErrorRate ?? CANARY_DEFAULTS.maxErrorRate,
      minErrors: input.minErrors ?? running?.minErrors ?? CANARY_DEFAULTS.minErrors,
      windowSeconds: input.windowSeconds ?? running?.windowSeconds ?? CANARY_DEFAULTS.windowSeconds,
    };
    const unchanged =
      running &&
      running.percent === settings.percent &&
      running.maxErrorRate === settings.maxErrorRate &&
      running.minErrors === settings.minErrors &&
      running.windowSeconds === settings.windowSeconds;
    const result = {
      remote,
      version,
      stableVersion: live.version,
      percent: input.percent,
      previousPercent: running?.percent ?? null,
    };
    if (unchanged) return { ...result, revision, changed: false };
    if (running)
      await tx
        .update(remoteCanaries)
        .set({ ...settings, updatedAt: sql`now()` })
        .where(eq(remoteCanaries.remote, remote));
    else
      await tx.insert(remoteCanaries).values({
        remote,
        version,
        stableVersion: live.version,
        rolloutId: randomBytes(9).toString('base64url'),
        by: input.by,
        ...settings,
      });
    const next = await bumpRevision(tx, revision);
    await recordEvent(tx, {
      action: 'canary',
      remote,
      version,
      fromVersion: live.version,
      revision: next,
      by: input.by,
      reason: input.reason ?? null,
      details: { ...settings, previousPercent: running?.percent ?? null },
    });
    return { ...result, revision: next, changed: true };
  });
}

export type CanaryOutcome = 'promoted' | 'rolled-back' | 'auto-rolled-back' | 'replaced';

export interface EndCanaryOptions {
  /** Only this rollout (the one the caller judged); without it, whichever runs. */
  rolloutId?: string;
  outcome: CanaryOutcome;
  by: string;
  reason?: string | null;
  /** The figures of an automatic rollback, kept with its audit entry. */
  details?: Record<string, unknown>;
}

/**
 * Ends a remote's canary inside the caller's transaction (which holds the revision lock): deleted
 * only if it is still the rollout the caller saw (`rolloutId`), so two instances' analyses, or an
 * operator and an analysis, end it once. Returns the ended canary, or null when it was already gone.
 */
export async function endCanaryIn(
  tx: Tx,
  remote: string,
  options: EndCanaryOptions & { revision: number },
): Promise<Canary | null> {
  const where = options.rolloutId
    ? and(eq(remoteCanaries.remote, remote), eq(remoteCanaries.rolloutId, options.rolloutId))
    : eq(remoteCanaries.remote, remote);
  const [ended] = await tx.delete(remoteCanaries).where(where).returning();
  if (!ended) return null;
  await recordEvent(tx, {
    action: 'canary-end',
    remote,
    version: ended.version,
    fromVersion: ended.stableVersion,
    revision: options.revision,
    by: options.by,
    reason: options.reason ?? null,
    details: {
      outcome: options.outcome,
      percent: ended.percent,
      since: ended.since.toISOString(),
      ...options.details,
    },
  });
  return ended;
}

/**
 * Ends a canary on its own (an operator's rollback, the analysis): everyone back on the stable
 * version at their next page, the registry's revision bumped so open pages pick it up.
 */
export async function endCanary(
  db: Db,
  remote: string,
  options: EndCanaryOptions,
): Promise<{ ended: Canary | null; revision: number }> {
  return db.transaction(async (tx) => {
    const revision = await lockRevision(tx);
    const next = revision + 1;
    const ended = await endCanaryIn(tx, remote, { ...options, revision: next });
    if (!ended) return { ended: null, revision };
    return { ended, revision: await bumpRevision(tx, revision) };
  });
}
