import type { RenderFailureReason } from './render-outcome';

/**
 * Whether a version the render process refused when loading it is loaded again, and after how long
 * (null: refused until it is named live again). Only a load that ran out of time is tried again —
 * its thread's start, or a self-test page past its deadline: on a busy host that says nothing of
 * the bundle, and refusing it for good would cost its pages their server render until the next
 * promote. The waits double from `backoffMs` up to `maxBackoffMs`, and `maxTimeouts` in a row
 * refuse it (a bundle that never loads in time). A throw, a crash or kept state are the bundle's
 * own: refused at once.
 */
export function loadRetryDelay({
  reason,
  timeoutsInARow,
  backoffMs,
  maxBackoffMs,
  maxTimeouts,
}: {
  reason: RenderFailureReason;
  /** The loads of this version that timed out in a row, this one included. */
  timeoutsInARow: number;
  backoffMs: number;
  maxBackoffMs: number;
  maxTimeouts: number;
}): number | null {
  if (reason !== 'timeout' || timeoutsInARow >= maxTimeouts) return null;
  return Math.min(backoffMs * 2 ** (timeoutsInARow - 1), maxBackoffMs);
}

/**
 * Whether a version is refused for the render process deaths while it was loading (its load
 * `crashes`, this one included): loading it again would take every remote's renders down with
 * it once more. The refusal's detail, or null: it is loaded again with the next process.
 */
export function loadCrashRefusal({ crashes, limit }: { crashes: number; limit: number }): string | null {
  return crashes < limit ? null : `the render process died ${crashes} times while loading it`;
}
