import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { withAdminClient } from '../testing/test-db';
import { startTcpSwitch, type TcpSwitch } from '../testing/tcp-switch';
import { openDatabase, pingDatabase } from './database';
import { isDatabaseUnavailable } from './errors';
import type { Database } from './types';

/**
 * The pool against a real PostgreSQL (DATABASE_URL), through a relay the test breaks: a restart
 * (every connection dropped, new ones refused), a hung server, an administrator's
 * pg_terminate_backend. Each failure is quick and reads as "unavailable" (a 503, never a 500),
 * and the pool serves again by itself once the server is back.
 */
const url = process.env.DATABASE_URL;
const describePg = url ? describe : describe.skip;
if (!url) console.info('db/reconnect.test.ts skipped: DATABASE_URL is not set (it needs a real PostgreSQL)');

const admin = <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => withAdminClient(url as string, fn);

/** The time a failing ping takes, and that it failed as "unavailable". */
async function failingPing(database: Database): Promise<number> {
  const started = Date.now();
  const error = await pingDatabase(database.db).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).not.toBeNull();
  expect(isDatabaseUnavailable(error)).toBe(true);
  return Date.now() - started;
}

/** Pings until one succeeds; how long that took. */
async function recovery(database: Database, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await pingDatabase(database.db);
      return Date.now() - started;
    } catch (error) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      if (Date.now() - started > limitMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describePg('the PostgreSQL pool through a restart', () => {
  const name = `coach_reconnect_${process.pid}_${randomBytes(3).toString('hex')}`;
  let relay: TcpSwitch;
  let database: Database;

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE "${name}"`));
    const target = new URL(url as string);
    relay = await startTcpSwitch({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(url as string);
    through.hostname = '127.0.0.1';
    through.port = String(relay.port);
    through.pathname = `/${name}`;
    database = await openDatabase(
      { kind: 'postgres', url: through.toString(), poolSize: 4, connectTimeoutMs: 800, queryTimeoutMs: 1500 },
      [],
    );
  });
  afterAll(async () => {
    await database?.close();
    await relay?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('fails fast while the server is down, then serves again by itself', async () => {
    await Promise.all([1, 2, 3].map(() => pingDatabase(database.db)));
    relay.cut();
    expect(await failingPing(database)).toBeLessThan(1000);
    relay.restore();
    expect(await recovery(database, 3000)).toBeLessThan(3000);
    await Promise.all([1, 2, 3, 4, 5, 6].map(() => pingDatabase(database.db)));
  });

  it('bounds the wait on a server that accepts and never answers', async () => {
    relay.blackhole();
    // The idle connections' resets land first: the next ping must open a connection.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const waited = await failingPing(database);
    expect(waited).toBeGreaterThanOrEqual(700);
    expect(waited).toBeLessThan(2500);
    relay.restore();
    await recovery(database, 3000);
  });

  it('bounds a query the server does not finish (statement and read timeouts)', async () => {
    const started = Date.now();
    const error = await database.db.execute(sql`select pg_sleep(5)`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2500);
    await recovery(database, 3000);
  });

  it('survives a connection dying inside a transaction, between two of its queries', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      relay.cut(); // the socket dies while the transaction holds the connection, no query running
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 2`);
    });
    const error = await transaction.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    relay.restore();
    expect(await recovery(database, 3000)).toBeLessThan(3000);
  });

  it("reconnects after an administrator terminates this database's connections", async () => {
    await Promise.all([1, 2, 3].map(() => pingDatabase(database.db)));
    const terminated = await admin((client) =>
      client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      ),
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
    expect(await recovery(database, 3000)).toBeLessThan(3000);
  });
});
