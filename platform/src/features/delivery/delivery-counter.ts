import type { Clock } from '@coach/server-kit/clock';
import type { Db } from '@coach/server-kit/db/types';
import {
  addCounts,
  addReporters,
  minuteOf,
  noCounts,
  type CountKind,
  type CountRow,
  type ReporterRow,
} from './count-store';
import type { EngineFamily } from './engine-family';

/** Where a count goes besides the database (the Prometheus counters, metrics.ts). */
export type CountListener = (
  kind: CountKind,
  labels: { remote: string; version: string; engine: EngineFamily },
) => void;

/**
 * The counts of this instance since its last flush, added to the shared rows every few seconds
 * (count-store.ts): one upsert per flush rather than one write per page or report. A flush that
 * fails keeps its counts for the next one.
 */
export class DeliveryCounter {
  private counts = new Map<string, CountRow>();
  private reporters = new Map<string, ReporterRow>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly listener: CountListener = () => undefined,
  ) {}

  count(kind: CountKind, remote: string, version: string, engine: EngineFamily): void {
    const minute = minuteOf(this.clock.now());
    const key = `${remote}\n${version}\n${engine}\n${minute.getTime()}`;
    let row = this.counts.get(key);
    if (!row) {
      row = { remote, version, engine, minute, ...noCounts() };
      this.counts.set(key, row);
    }
    row[kind] += 1;
    this.listener(kind, { remote, version, engine });
  }

  /** Who reported an error for the version (a hash, never the member id or address itself). */
  reporter(remote: string, version: string, reporter: string): void {
    const minute = minuteOf(this.clock.now());
    this.reporters.set(`${remote}\n${version}\n${minute.getTime()}\n${reporter}`, {
      remote,
      version,
      minute,
      reporter,
    });
  }

  /** Writes the pending counts; concurrent calls share one write. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write(): Promise<void> {
    const counts = [...this.counts.values()];
    const reporters = [...this.reporters.values()];
    if (counts.length === 0 && reporters.length === 0) return;
    this.counts = new Map();
    this.reporters = new Map();
    try {
      await this.db.transaction(async (tx) => {
        await addCounts(tx, counts);
        await addReporters(tx, reporters);
      });
    } catch (error) {
      this.restore(counts, reporters);
      throw error;
    }
  }

  /** Puts back what a failed write took out (added to what was counted meanwhile). */
  private restore(counts: CountRow[], reporters: ReporterRow[]): void {
    for (const row of counts) {
      const key = `${row.remote}\n${row.version}\n${row.engine}\n${row.minute.getTime()}`;
      const current = this.counts.get(key);
      if (!current) this.counts.set(key, row);
      else for (const kind of Object.keys(noCounts()) as CountKind[]) current[kind] += row[kind];
    }
    for (const row of reporters)
      this.reporters.set(`${row.remote}\n${row.version}\n${row.minute.getTime()}\n${row.reporter}`, row);
  }
}
