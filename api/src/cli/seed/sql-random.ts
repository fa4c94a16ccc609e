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
