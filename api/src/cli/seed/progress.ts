/** The seed's progress line and summary figures (pure, so tested by tables). */

const WIDTH = 24;

/** 1234567 → "1 234 567" (a narrow, unambiguous thousands separator in both languages). */
export function grouped(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** 75_000 ms → "1 min 15 s"; under a minute, seconds with one decimal. */
export function duration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** 1536 → "1.5 KB"; 3_221_225_472 → "3.0 GB". */
export function bytes(value: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return unit === 0 ? `${size} B` : `${size.toFixed(1)} ${units[unit]}`;
}

export interface Progress {
  done: number;
  total: number;
  rows: number;
  elapsedMs: number;
}

/** `[██████░░░░…]  42% 42 000/100 000 members · 3 100 000 rows · 52 000 rows/s · 1 min 2 s left` */
export function progressLine({ done, total, rows, elapsedMs }: Progress): string {
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * WIDTH);
  const rate = elapsedMs > 0 ? (rows * 1000) / elapsedMs : 0;
  const left = done > 0 && done < total ? ` · ${duration((elapsedMs * (total - done)) / done)} left` : '';
  return (
    `[${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ` +
    `${grouped(done)}/${grouped(total)} members · ${grouped(rows)} rows · ${grouped(rate)} rows/s${left}`
  );
}
