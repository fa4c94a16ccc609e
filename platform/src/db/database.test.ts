import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { API_MIGRATIONS } from '@coach/api';
import { openDatabase } from '@coach/server-kit/db/database';
import type { Db } from '@coach/server-kit/db/types';
import { bumpFrontVersion, getFrontVersion } from '../features/front-version/repository';
import { PLATFORM_MIGRATIONS } from '../paths';
import { remoteReleases } from './schema';
import { tempFolderFor } from '../testing/temp-folder';

/** Both histories, as the platform opens them with the api in its process (src/database.ts). */
const BOTH = [API_MIGRATIONS, PLATFORM_MIGRATIONS];

/** The api's tables (api/drizzle/). */
const API_TABLES = [
  'appointments',
  'calendar_feeds',
  'commitments',
  'goal_steps',
  'invitations',
  'mail_outbox',
  'main_goals',
  'sessions',
  'survey_recipients',
  'surveys',
  'team_members',
  'teams',
  'test_results',
  'throttle_buckets',
  'training_access_codes',
  'training_answers',
  'training_entitlements',
  'training_module_progress',
  'training_reads',
  'training_revisions',
  'trainings',
  'users',
  'verification_tokens',
  'weather_entries',
];
/** The platform's own tables (drizzle/), in the order `publicTables` reads them. */
const PLATFORM_TABLES = [
  'delivery_counts',
  'delivery_reporters',
  'platform_settings',
  'preview_grants',
  'redirect_rules',
  'registry_events',
  'remote_canaries',
  'remote_live',
  'remote_releases',
  'storage_blobs',
  'storage_files',
];

async function publicTables(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
}

async function applied(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from drizzle."${table}"`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('the server database (PGlite in a data folder): both histories', () => {
  const dir = tempFolderFor('coach-db-test-', 'all');

  it('migrates a new folder from scratch, keeps data across restarts, and refuses a second process', async () => {
    const dataDir = path.join(dir(), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir }, BOTH);
    try {
      expect(await publicTables(first.db)).toEqual([...API_TABLES, ...PLATFORM_TABLES].sort());
      expect(await getFrontVersion(first.db)).toBe('1');
      await bumpFrontVersion(first.db);
      await expect(fs.readFile(`${dataDir}.lock`, 'utf8')).resolves.toBe(String(process.pid));
    } finally {
      await first.close();
    }
    await expect(fs.stat(`${dataDir}.lock`)).rejects.toThrow();

    const again = await openDatabase({ kind: 'pglite', dataDir }, BOTH);
    try {
      expect(await getFrontVersion(again.db)).toBe('2');
    } finally {
      await again.close();
    }
  });

  it('refuses to open a folder another live process holds', async () => {
    const dataDir = path.join(dir(), 'held');
    await fs.mkdir(dataDir, { recursive: true });
    // pid 1 is always alive: the lock looks held by another process
    await fs.writeFile(`${dataDir}.lock`, '1');
    await expect(openDatabase({ kind: 'pglite', dataDir }, BOTH)).rejects.toThrow(
      /The embedded database is in use by process 1 .*Stop the running platform first/,
    );
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dataDir = path.join(dir(), 'stale');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(`${dataDir}.lock`, '999999999');
    const database = await openDatabase({ kind: 'pglite', dataDir }, BOTH);
    await database.close();
  });

  it('upgrades a database made by the single history before the split in place: nothing lost', async () => {
    const dataDir = path.join(dir(), 'before-split');
    // Before the split the one history was the api's folder, with every table in it.
    const before = await openDatabase({ kind: 'pglite', dataDir }, [API_MIGRATIONS]);
    try {
      await bumpFrontVersion(before.db);
      await before.db.insert(remoteReleases).values({
        remote: 'mfe_home',
        version: '1.0.0',
        manifestUrl: '/remotes/mfe-home/1.0.0/mf-manifest.json',
        createdBy: 'before the split',
      });
    } finally {
      await before.close();
    }

    const after = await openDatabase({ kind: 'pglite', dataDir }, BOTH);
    try {
      expect(await getFrontVersion(after.db)).toBe('2');
      expect((await after.db.select().from(remoteReleases)).map((r) => r.createdBy)).toEqual([
        'before the split',
      ]);
      expect(await applied(after.db, '__platform_migrations')).toBe(
        (await fs.readdir(PLATFORM_MIGRATIONS.folder)).filter((f) => f.endsWith('.sql')).length,
      );
      expect(await applied(after.db, '__drizzle_migrations')).toBe(
        (await fs.readdir(API_MIGRATIONS.folder)).filter((f) => f.endsWith('.sql')).length,
      );
    } finally {
      await after.close();
    }
  });

  it("gives a database of the platform alone (the api apart) the platform's tables and settings", async () => {
    const alone = await openDatabase({ kind: 'pglite', dataDir: path.join(dir(), 'alone') }, [
      PLATFORM_MIGRATIONS,
    ]);
    try {
      expect(await publicTables(alone.db)).toEqual(PLATFORM_TABLES);
      expect(await getFrontVersion(alone.db)).toBe('1');
    } finally {
      await alone.close();
    }
  });
});
