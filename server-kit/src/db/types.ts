import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/**
 * The database handle every repository takes: PGlite and node-postgres drivers both fit. No
 * relational schema is attached (no repository uses `db.query`): the api and the platform each
 * import their own tables from their own `db/schema`, on the one connection.
 */
type NoRelations = Record<string, never>;

export type Db = PgDatabase<PgQueryResultHKT, NoRelations>;

/** A transaction opened with `db.transaction(...)`. */
export type Tx = PgTransaction<PgQueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;

/** Anything a query can run on: the database or a transaction in progress. */
export type Executor = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * One package's versioned SQL migrations (drizzle-kit's folder) and the table that records which
 * ran. Each package has its own: the api's history and the platform's run one after the other.
 */
export interface MigrationSet {
  folder: string;
  /** In the `drizzle` schema, as drizzle's migrator keeps it. */
  table: string;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Human-readable location for the start-up log (never contains a password). */
  description: string;
  close(): Promise<void>;
}
