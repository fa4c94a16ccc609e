import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Deterministic randomness inside PostgreSQL, for the rows written by the thousand: one md5 of a
 * row's key gives four independent draws in [0, 1). The same key gives the same draws on every
 * PostgreSQL and on PGlite, so the seed stays reproducible without shipping rows from Node.
 */

/** The `slot`-th draw (0–3) of the md5 hex held in the column or expression `hash`. */
export function draw(hash: string, slot: 0 | 1 | 2 | 3): SQL {
  return sql.raw(`(('x' || substr(${hash}, ${slot * 8 + 1}, 8))::bit(32)::bigint / 4294967296.0)`);
}

/** The anchor day as a timestamp at `hour` UTC, `days` before it (a SQL integer expression). */
export function dayAt(anchor: string, days: SQL, hour: number): SQL {
  return sql`((${anchor}::date - (${days})::int) + make_time(${hour}, 0, 0)) AT TIME ZONE 'UTC'`;
}

/** Which table an ordered id belongs to (its second group), so two tables never share one. */
export const ID_TAGS = {
  weather: '0001',
  commitment: '0002',
  appointment: '0003',
  step: '0004',
  session: '0005',
  link: '0006',
  mail: '0007',
} as const;

/**
 * A row id that grows with the member's index: `<index>-<table>-<seed>-0000-<n>`. Random ids
 * (md5) land all over the primary key's B-tree, and past a few million rows every insert touches
 * another page (and, after each checkpoint, writes it whole to the WAL); ordered ones append at
 * its right edge, batch after batch.
 */
export function orderedId(seed: string, table: keyof typeof ID_TAGS, index: SQL, n: SQL): SQL {
  const seedGroup = createHash('md5').update(seed).digest('hex').slice(0, 4);
  const prefix = `-${ID_TAGS[table]}-${seedGroup}-0000-`;
  return sql`(lpad(to_hex(${index}), 8, '0') || ${prefix} || lpad(to_hex(${n}), 12, '0'))::uuid`;
}
