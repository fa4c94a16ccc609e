/**
 * At most `limit` hits per key in a fixed window, in memory. Client error reports are best-effort
 * diagnostics: losing the count on a restart is fine, and a database write per report is not.
 */
export class RateWindow {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts a hit; returns the milliseconds to wait when over the limit, else 0. */
  hit(key: string, now: number): number {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size >= this.maxKeys) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    entry.count += 1;
    return entry.count > this.limit ? entry.resetAt - now : 0;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
    // Still full (a flood of addresses): forget everything rather than grow without bound.
    if (this.hits.size >= this.maxKeys) this.hits.clear();
  }
}
