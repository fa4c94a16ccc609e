import { and, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@coach/server-kit/db/types';

/** Inserts one row and answers it as stored, its defaults drawn. */
export async function insertRow<Table extends PgTable>(
  db: Executor,
  table: Table,
  values: Table['$inferInsert'],
): Promise<Table['$inferSelect']> {
  const [saved] = await db
    .insert(table as PgTable)
    .values(values)
    .returning();
  if (!saved) throw new Error(`insert into ${getTableName(table)}: no row returned`);
  return saved as Table['$inferSelect'];
}

/**
 * The plain reads and writes of a table whose rows are named by id within a scope: their owner,
 * or who may see or change them. Every query but the insert names the scope, so an id from
 * another scope finds nothing, and the caller answers it as a missing one.
 */
export function scopedRows<Table extends PgTable>(table: Table, id: PgColumn) {
  type Row = Table['$inferSelect'];
  type Values = Table['$inferInsert'];
  // drizzle's table generics do not resolve for a table not known yet: the rows are typed here.
  const rows = table as PgTable;
  const named = (scope: SQL | undefined, value: string) => and(scope, eq(id, value));
  return {
    async find(db: Executor, scope: SQL | undefined, value: string): Promise<Row | undefined> {
      const [row] = await db.select().from(rows).where(named(scope, value));
      return row as Row | undefined;
    },
    insert: (db: Executor, row: Values): Promise<Row> => insertRow(db, table, row),
    async update(db: Executor, scope: SQL | undefined, value: string, values: Partial<Values>) {
      const [saved] = await db.update(rows).set(values).where(named(scope, value)).returning();
      return saved as Row | undefined;
    },
    async remove(db: Executor, scope: SQL | undefined, value: string): Promise<boolean> {
      const removed = await db.delete(rows).where(named(scope, value)).returning({ id });
      return removed.length > 0;
    },
  };
}
