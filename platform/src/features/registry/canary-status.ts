import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@coach/server-kit/db/types';
import { registryEvents } from '../../db/schema';
import type { Canary } from './canary';

/** One version's figures over the analysis's window (features/delivery's counts). */
export interface VersionFigures {
  version: string;
  loads: number;
  errors: number;
  reporters: number;
  /** errors / loads, in percent; null without a load. */
  errorRate: number | null;
}

/** Reads both versions' figures from `since` on (app.ts wires the delivery counts in). */
export type CanaryFigures = (
  remote: string,
  versions: readonly string[],
  since: Date,
) => Promise<Map<string, { loads: number; errors: number; reporters: number }>>;

export interface CanaryView {
  version: string;
  stableVersion: string;
  percent: number;
  since: string;
  by: string;
  maxErrorRate: number;
  minErrors: number;
  windowSeconds: number;
  /** The stable's and the canary's figures over the window, side by side. */
  stable: VersionFigures | null;
  canary: VersionFigures | null;
}

export interface CanaryEndView {
  at: string;
  version: string | null;
  outcome: string;
  by: string;
  reason: string | null;
}

const rate = (errors: number, loads: number) => (loads > 0 ? Math.round((errors / loads) * 1000) / 10 : null);

/** A running canary as status shows it, with both versions' figures over its window (ended at `now`). */
export async function canaryView(
  canary: Canary,
  figures: CanaryFigures | undefined,
  now: Date,
): Promise<CanaryView> {
  const windowStart = new Date(Math.max(canary.since.getTime(), now.getTime() - canary.windowSeconds * 1000));
  const counts = figures
    ? await figures(canary.remote, [canary.stableVersion, canary.version], windowStart)
    : null;
  const figuresOf = (version: string): VersionFigures | null => {
    const row = counts?.get(version);
    return row ? { version, ...row, errorRate: rate(row.errors, row.loads) } : null;
  };
  return {
    version: canary.version,
    stableVersion: canary.stableVersion,
    percent: canary.percent,
    since: canary.since.toISOString(),
    by: canary.by,
    maxErrorRate: canary.maxErrorRate,
    minErrors: canary.minErrors,
    windowSeconds: canary.windowSeconds,
    stable: figuresOf(canary.stableVersion),
    canary: figuresOf(canary.version),
  };
}

/** How a remote's last canary ended (promoted, rolled back, rolled back by the analysis), or null. */
export async function lastCanaryEnd(db: Executor, remote: string): Promise<CanaryEndView | null> {
  const [event] = await db
    .select()
    .from(registryEvents)
    .where(and(eq(registryEvents.remote, remote), eq(registryEvents.action, 'canary-end')))
    .orderBy(desc(registryEvents.id))
    .limit(1);
  if (!event) return null;
  return {
    at: event.at.toISOString(),
    version: event.version,
    outcome: typeof event.details.outcome === 'string' ? event.details.outcome : 'ended',
    by: event.by,
    reason: event.reason,
  };
}
