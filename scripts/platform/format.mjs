// Output helpers: times, sizes, aligned tables.

/** `2026-11-21T03:04:05.000Z` → `2026-11-21 03:04 UTC (2 h ago)`. */
export function when(/** @type {string | null | undefined} */ iso, now = Date.now()) {
  if (!iso) return '—';
  const date = new Date(iso);
  const stamp = `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `${stamp} (${ago(now - date.getTime())})`;
}

function ago(/** @type {number} */ ms) {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s ago`;
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86_400) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86_400)} d ago`;
}

export function bytes(/** @type {number} */ n) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** Left-aligned columns separated by two spaces; `rows[0]` is the header. */
export function table(/** @type {string[][]} */ rows) {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `sha384-AbCdEf…` shortened for a line of output. */
export function shortHash(/** @type {string | null | undefined} */ value) {
  return value ? `${value.slice(0, 19)}…` : 'none';
}

/** A recorded git commit, short: `0c323bbd247d` or `0c323bbd247d-dirty`. */
export function shortCommit(/** @type {string | null | undefined} */ commit) {
  if (!commit) return 'unknown';
  return `${commit.slice(0, 12)}${commit.endsWith('-dirty') ? '-dirty' : ''}`;
}
