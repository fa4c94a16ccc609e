import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/database';
import type { Database, MigrationSet } from '../db/types';
import { SERVER_KIT_ROOT } from '../paths';

/**
 * A fresh in-memory PGlite runs initdb (seconds). Test files start instead from a dump of a
 * freshly migrated database, cached in the temp folder under a hash of the migrations: a new or
 * changed migration makes a new snapshot, built by really running every migration.
 */
async function migratedSnapshot(migrations: readonly MigrationSet[]): Promise<Blob> {
  const hash = createHash('sha256');
  // A new PGlite may not read an older dump: its version is part of the key.
  hash.update(
    await fs.readFile(path.join(SERVER_KIT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')),
  );
  for (const set of migrations) {
    hash.update(set.table);
    const files = (await fs.readdir(set.folder, { recursive: true }))
      .filter((f) => /\.(sql|json)$/.test(f))
      .sort();
    for (const file of files) hash.update(file).update(await fs.readFile(path.join(set.folder, file)));
  }
  const snapshotPath = path.join(os.tmpdir(), `coach-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await fs.readFile(snapshotPath)]);
  } catch {
    const database = await openDatabase({ kind: 'pglite' }, migrations);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    const staging = `${snapshotPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(staging, bytes);
    await fs.rename(staging, snapshotPath);
    return new Blob([bytes]);
  }
}

/**
 * Builds the migrated snapshot ahead of the test files (jest's `globalSetup`), so that the first
 * file's `beforeAll` does not pay for every migration inside its timeout. Nothing to do on
 * PostgreSQL, where each file migrates a database of its own.
 */
export async function prepareTestDatabases(migrations: readonly MigrationSet[]): Promise<void> {
  if (!process.env.DATABASE_URL) await migratedSnapshot(migrations);
}

/**
 * A fresh, fully migrated database for one test file: in-memory PGlite by default, or — when
 * DATABASE_URL is set — a brand-new PostgreSQL database created next to it and dropped on close,
 * so test files never see each other's rows. Never a mock.
 */
export async function createTestDatabase(
  migrations: readonly MigrationSet[],
): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite', snapshot: await migratedSnapshot(migrations) }, migrations);

  const name = `coach_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(url, (client) => client.query(`CREATE DATABASE "${name}"`));
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString(), poolSize: 5 }, migrations);
  return {
    ...database,
    url: testUrl.toString(),
    async close() {
      await database.close();
      await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
