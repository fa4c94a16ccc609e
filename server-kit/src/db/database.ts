import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { secureDataDir } from '../data-dir';
import { acquireDirectoryLock } from './pglite-lock';
import type { Database, Db, MigrationSet } from './types';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined: in memory (tests). `snapshot`: start from a dump of an already
   * migrated database (tests: skips initdb, several times faster); migrations still run.
   */
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

/**
 * Opens the database and brings it to the latest migration of each set, in the order given (the
 * api's history first: written before the split, it also created the platform's tables, which
 * the platform's first migration then finds in place — docs/adr/0003).
 */
export async function openDatabase(
  options: DatabaseOptions,
  migrations: readonly MigrationSet[],
): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, migrations, options.poolSize)
    : openPglite(options.dataDir, options.snapshot, migrations);
}

async function openPglite(
  dataDir: string | undefined,
  snapshot: Blob | undefined,
  migrations: readonly MigrationSet[],
): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDirectoryLock(path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`));
  }
  try {
    const client = dataDir ? new PGlite(dataDir) : new PGlite(snapshot ? { loadDataDir: snapshot } : {});
    const db = drizzlePglite({ client });
    for (const set of migrations)
      await migratePglite(db, { migrationsFolder: set.folder, migrationsTable: set.table });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      description: dataDir ? `embedded PGlite in ${dataDir}` : 'embedded PGlite in memory',
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(
  url: string,
  migrations: readonly MigrationSet[],
  poolSize = 10,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that dies (server restart, administrator termination) must not crash the
  // process: the pool drops it and opens another on demand; a query in flight still fails as usual.
  pool.on('error', () => undefined);
  try {
    const db = drizzlePg({ client: pool });
    // Several api instances may start together: one runs the migrations, the others wait.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock(7245001)');
      const locked = drizzlePg({ client: lockClient });
      for (const set of migrations)
        await migratePg(locked, { migrationsFolder: set.folder, migrationsTable: set.table });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock(7245001)').catch(() => undefined);
      lockClient.release();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      description: `PostgreSQL at ${redactUrl(url)}`,
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/** A trivial round trip, for the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The database the configuration names: PostgreSQL when DATABASE_URL is set, else embedded.
 * Every entry point (server, CLIs) opens it first: the data folder is made private here.
 */
export async function openConfiguredDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  migrations: readonly MigrationSet[],
): Promise<Database> {
  secureDataDir(config.dataDir);
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    migrations,
  );
}
