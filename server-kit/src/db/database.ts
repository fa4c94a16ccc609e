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
  | ({ kind: 'postgres'; url: string } & PoolLimits)
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
    ? openPostgres(options.url, migrations, options)
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

/**
 * How long a request may wait on PostgreSQL. A restarting or unreachable server must cost a
 * request a quick 503 (http/server-app.ts), never a hang: a connection is opened — or a free one
 * waited for — within `connectTimeoutMs`, and a query answers within `queryTimeoutMs` (also the
 * server's statement_timeout, so that the server stops working on it too). Both together stay
 * under 10 s.
 */
export interface PoolLimits {
  poolSize?: number;
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
}

export const DEFAULT_POOL_LIMITS = { poolSize: 10, connectTimeoutMs: 3000, queryTimeoutMs: 6000 } as const;

/** The pool's settings: bounded waits, TCP keep-alive to notice a vanished server. */
export function poolConfig(url: string, limits: PoolLimits = {}): pg.PoolConfig {
  const poolSize = limits.poolSize ?? DEFAULT_POOL_LIMITS.poolSize;
  const connectTimeoutMs = limits.connectTimeoutMs ?? DEFAULT_POOL_LIMITS.connectTimeoutMs;
  const queryTimeoutMs = limits.queryTimeoutMs ?? DEFAULT_POOL_LIMITS.queryTimeoutMs;
  return {
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    statement_timeout: queryTimeoutMs,
    keepAlive: true,
  };
}

/**
 * Runs the migrations on a connection of their own, without the pool's time limits: a migration
 * may take long, and so may waiting for another instance's (they start together: one migrates
 * under the advisory lock, the others wait).
 */
async function migratePostgres(url: string, migrations: readonly MigrationSet[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7245001)');
    const locked = drizzlePg({ client });
    for (const set of migrations)
      await migratePg(locked, { migrationsFolder: set.folder, migrationsTable: set.table });
  } finally {
    await client.query('SELECT pg_advisory_unlock(7245001)').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

async function openPostgres(
  url: string,
  migrations: readonly MigrationSet[],
  limits: PoolLimits,
): Promise<Database> {
  await migratePostgres(url, migrations);
  // The pool reconnects by itself: a connection that dies (server restart, administrator
  // termination) is dropped — idle, through this listener; in use, when released with its error —
  // and the next query opens a new one. Only the queries in flight at that moment fail (503).
  const pool = new pg.Pool(poolConfig(url, limits));
  pool.on('error', () => undefined);
  // The pool listens to a client's errors only while it is idle. A connection that dies while
  // checked out between two queries (a transaction waiting on its code) emits 'error' with no
  // listener, which would end the process; its next query fails anyway, and the pool drops it
  // when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  let closing: Promise<void> | undefined;
  return {
    db: drizzlePg({ client: pool }) as unknown as Db,
    kind: 'postgres',
    description: `PostgreSQL at ${redactUrl(url)}`,
    // Stopping calls this once the last answer is sent; a second call waits for the same end.
    close: () => (closing ??= pool.end()),
  };
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
