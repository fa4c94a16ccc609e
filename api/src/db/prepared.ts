import type { Executor } from '@coach/server-kit/db/types';

/**
 * A hot read built once per database handle: `build` returns drizzle's `.prepare(name)` of a
 * query whose values are `sql.placeholder(…)`s, and each call runs it with `.execute({…})`.
 * Drizzle then writes the SQL text once instead of on every request (a quarter of the CPU of a
 * read that joins aliased tables), and PostgreSQL parses and plans it once per connection.
 * Only for queries of one fixed shape (docs/adr/0019-cpu-per-request.md).
 */
export function preparedOnce<Prepared>(build: (db: Executor) => Prepared): (db: Executor) => Prepared {
  const byHandle = new WeakMap<Executor, Prepared>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (!prepared) {
      prepared = build(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
