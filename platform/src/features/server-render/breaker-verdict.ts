import type { RenderFailureReason } from './render-outcome';

/**
 * Whether a failed render counts against its version's breaker. Only a failure the version is to
 * blame for does (not a wait behind another render, nor a render process restart), and a timeout
 * in the version's first `graceMs` after it was found ready does not: a cold thread's first
 * renders run long on a busy host (compilation, first allocations). A throw, a crash or a page too
 * large always counts.
 */
export function countsAgainstBreaker({
  blame,
  reason,
  readyAt,
  now,
  graceMs,
}: {
  blame: 'version' | 'none';
  reason: RenderFailureReason;
  /** When the version was found ready; undefined when it never was. */
  readyAt: number | undefined;
  now: number;
  graceMs: number;
}): boolean {
  if (blame !== 'version') return false;
  const warmingUp = readyAt !== undefined && now - readyAt < graceMs;
  return !(reason === 'timeout' && warmingUp);
}

/** What a render's end tells its version's breaker (circuit-breaker.ts). */
export type BreakerEntry = 'success' | 'failure' | 'no-verdict';

/**
 * A success closes the breaker; a failure the version is to blame for counts against it
 * (countsAgainstBreaker); any other end gives back a trial it may have been.
 */
export function breakerEntry({
  result,
  readyAt,
  now,
  graceMs,
}: {
  result: { ok: true } | { ok: false; blame: 'version' | 'none'; reason: RenderFailureReason };
  readyAt: number | undefined;
  now: number;
  graceMs: number;
}): BreakerEntry {
  if (result.ok) return 'success';
  const { blame, reason } = result;
  return countsAgainstBreaker({ blame, reason, readyAt, now, graceMs }) ? 'failure' : 'no-verdict';
}
