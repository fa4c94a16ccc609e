/**
 * How long to wait before starting the render process again after it died: `backoffMs` after a
 * first death, doubled at each death in a row (no render succeeded in between) up to
 * `maxBackoffMs`, so that a release that kills it at once does not keep the host busy restarting.
 */
export function restartDelay({
  deathsInARow,
  backoffMs,
  maxBackoffMs,
}: {
  /** Deaths before this one with no successful render in between. */
  deathsInARow: number;
  backoffMs: number;
  maxBackoffMs: number;
}): number {
  return Math.min(backoffMs * 2 ** deathsInARow, maxBackoffMs);
}
