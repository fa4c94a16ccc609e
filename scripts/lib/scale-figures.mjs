// The figures of `pnpm bench:scale` (issue 39): percentiles of a run's latencies, and each row's
// verdict against the targets — p95 at the large size ≤ 1.25 × p95 at the small one, and no p95
// above 150 ms for a page or 50 ms for a read.

export const RATIO_TARGET = 1.25;
/**
 * p95 ceilings by kind of call, in ms. Issue 39 sets them for pages and reads; the writes people
 * repeat are held to a read's. The rest are held to the ratio only: login hashes a password on
 * purpose (argon2id, docs/security.md), and the exports and the calendar feed write a file of the
 * member's whole history (two years, by design), which no twenty people ask for at once.
 */
export const P95_CEILING = { page: 150, read: 50, export: null, feed: null, write: 50, login: null };

/**
 * The `share` percentile (0–1) of the samples, nearest rank.
 * @param {number[]} samples @param {number} share
 */
export function percentile(samples, share) {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return /** @type {number} */ (sorted[rank]);
}

/**
 * @param {{ kind: keyof typeof P95_CEILING, small: { p95: number }, large: { p95: number } }} row
 * @returns {{ ratio: number, ok: boolean, why: string }}
 */
export function verdict(row) {
  const ratio = row.large.p95 / row.small.p95;
  const ceiling = P95_CEILING[row.kind];
  const problems = [];
  if (!(ratio <= RATIO_TARGET)) problems.push(`ratio > ${RATIO_TARGET}`);
  if (ceiling !== null && !(row.large.p95 <= ceiling)) problems.push(`p95 > ${ceiling} ms`);
  return { ratio, ok: problems.length === 0, why: problems.join(', ') || 'met' };
}
