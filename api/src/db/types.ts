import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The database handle every repository takes: PGlite and node-postgres drivers both fit. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction opened with `db.transaction(...)`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Anything a query can run on: the database or a transaction in progress. */
export type Executor = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Human-readable location for the start-up log (never contains a password). */
  description: string;
  close(): Promise<void>;
}
