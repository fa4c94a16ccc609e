import type { Clock } from '@coach/server-kit/clock';
import type { Db } from '@coach/server-kit/db/types';
import type { Logger } from '@coach/server-kit/logger';
import { analyseCanary } from './analysis';
import { deleteCountsBefore, readWindow } from './count-store';

const SWEEP_EVERY_MS = 3600_000;
const KEEP_MS = 24 * 3600_000;
import type { DeliveryCounter } from './delivery-counter';

/** A running canary as the watch reads it (registry/canary.ts's row). */
export interface WatchedCanary {
  remote: string;
  rolloutId: string;
  version: string;
  stableVersion: string;
  since: Date;
  maxErrorRate: number;
  minErrors: number;
  windowSeconds: number;
}

export interface CanaryWatchDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  counter: DeliveryCounter;
  /** The canaries running now, read from the database (not a cached copy). */
  canaries: () => Promise<WatchedCanary[]>;
  /**
   * Ends that rollout if it still runs (a conditional delete: with several instances, one wins),
   * with an audit entry; true for the one that ended it.
   */
  end: (canary: WatchedCanary, summary: string, details: Record<string, unknown>) => Promise<boolean>;
}

/**
 * One pass of the automatic rollback: this instance's counts written first, then each canary's
 * window (its last `windowSeconds`, never before it started) judged by the analysis (analysis.ts).
 * Every instance runs it every few seconds; whichever gets there first ends a failing canary.
 */
export async function watchCanaries(deps: CanaryWatchDeps): Promise<void> {
  await deps.counter.flush();
  const now = deps.clock.now();
  for (const canary of await deps.canaries()) {
    const since = new Date(Math.max(canary.since.getTime(), now.getTime() - canary.windowSeconds * 1000));
    const window = await readWindow(deps.db, canary.remote, [canary.stableVersion, canary.version], since);
    const stable = window.get(canary.stableVersion);
    const tried = window.get(canary.version);
    if (!stable || !tried) continue;
    const verdict = analyseCanary({
      stable,
      canary: tried,
      maxErrorRate: canary.maxErrorRate,
      minErrors: canary.minErrors,
    });
    if (!verdict.rollback) continue;
    const details = {
      canary: {
        version: canary.version,
        loads: tried.loads,
        errors: tried.errors,
        reporters: tried.reporters,
      },
      stable: { version: canary.stableVersion, loads: stable.loads, errors: stable.errors },
      canaryRate: Number.isFinite(verdict.canaryRate) ? verdict.canaryRate : null,
      stableRate: verdict.stableRate,
      threshold: Number.isFinite(verdict.threshold) ? verdict.threshold : null,
      windowSeconds: canary.windowSeconds,
    };
    if (await deps.end(canary, verdict.summary, details))
      deps.logger.error({ remote: canary.remote, version: canary.version, ...details }, verdict.summary);
  }
}

/** Runs `watchCanaries` every `everyMs`, one pass at a time; a failed pass is logged and the next one tries again. */
export function startCanaryWatch(deps: CanaryWatchDeps, everyMs: number): () => void {
  let running = false;
  let sweptAt = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const now = deps.clock.now().getTime();
    // Once an hour, the minutes older than a day go: the analysis reads minutes, Prometheus keeps the rest.
    const sweep =
      now - sweptAt > SWEEP_EVERY_MS ? deleteCountsBefore(deps.db, new Date(now - KEEP_MS)) : null;
    if (sweep) sweptAt = now;
    Promise.all([sweep, watchCanaries(deps)])
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not analyse the running canaries'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
