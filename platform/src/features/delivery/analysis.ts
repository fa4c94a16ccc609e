/** One version's figures over the analysis's window. */
export interface WindowFigures {
  loads: number;
  errors: number;
  /** Distinct members, visitors or addresses among the errors' reporters. */
  reporters: number;
}

export interface AnalysisInput {
  stable: WindowFigures;
  canary: WindowFigures;
  /** Percentage points the canary's rate may exceed the stable's by (`--max-error-rate`). */
  maxErrorRate: number;
  /** Errors the canary needs before it can be judged (`--min-errors`). */
  minErrors: number;
}

export type Verdict =
  | { rollback: false; why: 'too-few-errors' | 'too-few-reporters' | 'within-threshold' }
  | { rollback: true; summary: string; canaryRate: number; stableRate: number; threshold: number };

/** One browser cannot roll a canary back alone (issue 38, "Counts that a client could inflate"). */
export const MIN_REPORTERS = 3;

/** errors per 100 loads; a version with errors and no load counts as every load failing many times. */
function ratePercent({ errors, loads }: WindowFigures): number {
  if (loads > 0) return (errors / loads) * 100;
  return errors > 0 ? Number.POSITIVE_INFINITY : 0;
}

const shown = (rate: number) => (Number.isFinite(rate) ? `${rate.toFixed(1)} %` : 'no load');

/**
 * Whether a canary goes back by itself (docs/adr/0016-progressive-delivery.md): its error rate over
 * the window is above the larger of twice the stable's and the stable's plus `maxErrorRate` points,
 * with at least `minErrors` errors from at least 3 distinct reporters. The summary is the audit
 * entry's reason, in figures.
 */
export function analyseCanary({ stable, canary, maxErrorRate, minErrors }: AnalysisInput): Verdict {
  if (canary.errors < minErrors) return { rollback: false, why: 'too-few-errors' };
  if (canary.reporters < MIN_REPORTERS) return { rollback: false, why: 'too-few-reporters' };
  const stableRate = ratePercent(stable);
  const canaryRate = ratePercent(canary);
  const threshold = Math.max(2 * stableRate, stableRate + maxErrorRate);
  if (!(canaryRate > threshold)) return { rollback: false, why: 'within-threshold' };
  return {
    rollback: true,
    canaryRate,
    stableRate,
    threshold,
    summary: `auto rollback: ${canary.errors} errors in ${canary.loads} loads, ${shown(canaryRate)}, stable ${shown(stableRate)}`,
  };
}
