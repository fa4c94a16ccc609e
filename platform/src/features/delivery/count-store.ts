import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '@coach/server-kit/db/types';
import { deliveryCounts, deliveryReporters } from '../../db/schema';

/** What is counted per remote, version, engine and minute (db/schema/delivery.ts). */
export const COUNT_KINDS = [
  'loads',
  'errors',
  'rendersDrawn',
  'rendersFallback',
  'rendersTimeout',
  'rendersRefused',
] as const;
export type CountKind = (typeof COUNT_KINDS)[number];
export type Counts = Record<CountKind, number>;

export interface CountRow extends Counts {
  remote: string;
  version: string;
  engine: string;
  minute: Date;
}

export interface ReporterRow {
  remote: string;
  version: string;
  minute: Date;
  reporter: string;
}

export const noCounts = (): Counts => ({
  loads: 0,
  errors: 0,
  rendersDrawn: 0,
  rendersFallback: 0,
  rendersTimeout: 0,
  rendersRefused: 0,
});

/** The start of the minute `at` falls in. */
export function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/**
 * Adds an instance's counts to the shared rows: one upsert per flush, each row's columns added to
 * (never overwritten), so any number of instances add to the same minute.
 */
export async function addCounts(db: Executor, rows: readonly CountRow[]): Promise<void> {
  if (rows.length === 0) return;
  const added = (column: string) => sql.raw(`"delivery_counts"."${column}" + excluded."${column}"`);
  await db
    .insert(deliveryCounts)
    .values([...rows])
    .onConflictDoUpdate({
      target: [deliveryCounts.remote, deliveryCounts.version, deliveryCounts.engine, deliveryCounts.minute],
      set: {
        loads: added('loads'),
        errors: added('errors'),
        rendersDrawn: added('renders_drawn'),
        rendersFallback: added('renders_fallback'),
        rendersTimeout: added('renders_timeout'),
        rendersRefused: added('renders_refused'),
      },
    });
}

export async function addReporters(db: Executor, rows: readonly ReporterRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(deliveryReporters)
    .values([...rows])
    .onConflictDoNothing();
}

export interface VersionWindow extends Counts {
  version: string;
  /** Distinct members, visitors or addresses that reported an error for it in the window. */
  reporters: number;
}

/** The rows of `remote`'s `versions` from minute `from` on, in either table (counts or reporters). */
function inWindow(
  table: typeof deliveryCounts | typeof deliveryReporters,
  remote: string,
  versions: readonly string[],
  from: Date,
) {
  return and(eq(table.remote, remote), inArray(table.version, [...versions]), gte(table.minute, from));
}

/** Each version's counts (all engines) from the minute of `since` on: the analysis's window. */
export async function readWindow(
  db: Executor,
  remote: string,
  versions: readonly string[],
  since: Date,
): Promise<Map<string, VersionWindow>> {
  const from = minuteOf(since);
  const [counts, reporters] = await Promise.all([
    db
      .select({
        version: deliveryCounts.version,
        loads: sql<number>`coalesce(sum(${deliveryCounts.loads}), 0)::int`,
        errors: sql<number>`coalesce(sum(${deliveryCounts.errors}), 0)::int`,
        rendersDrawn: sql<number>`coalesce(sum(${deliveryCounts.rendersDrawn}), 0)::int`,
        rendersFallback: sql<number>`coalesce(sum(${deliveryCounts.rendersFallback}), 0)::int`,
        rendersTimeout: sql<number>`coalesce(sum(${deliveryCounts.rendersTimeout}), 0)::int`,
        rendersRefused: sql<number>`coalesce(sum(${deliveryCounts.rendersRefused}), 0)::int`,
      })
      .from(deliveryCounts)
      .where(inWindow(deliveryCounts, remote, versions, from))
      .groupBy(deliveryCounts.version),
    db
      .select({
        version: deliveryReporters.version,
        reporters: sql<number>`count(distinct ${deliveryReporters.reporter})::int`,
      })
      .from(deliveryReporters)
      .where(inWindow(deliveryReporters, remote, versions, from))
      .groupBy(deliveryReporters.version),
  ]);
  const result = new Map<string, VersionWindow>();
  for (const version of versions) {
    const row = counts.find((c) => c.version === version);
    const { version: _v, ...figures } = row ?? { version, ...noCounts() };
    result.set(version, {
      version,
      ...figures,
      reporters: reporters.find((r) => r.version === version)?.reporters ?? 0,
    });
  }
  return result;
}

/** Deletes the minutes before `before` (kept a day: the analysis reads minutes, not days). */
export async function deleteCountsBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(deliveryCounts).where(lt(deliveryCounts.minute, before));
  await db.delete(deliveryReporters).where(lt(deliveryReporters.minute, before));
}
