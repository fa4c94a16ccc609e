import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { bumpFrontVersion, getFrontVersion } from '../features/front-version/repository';
import { openDatabase } from './database';

describe('embedded database (PGlite in a data folder)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-db-test-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('migrates a new folder from scratch, keeps data across restarts, and refuses a second process', async () => {
    const dataDir = path.join(dir, 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const tables = await first.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect((tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual(
        [
          'appointments',
          'calendar_feeds',
          'commitments',
          'goal_steps',
          'invitations',
          'mail_outbox',
          'main_goals',
          'platform_settings',
          'redirect_rules',
          'registry_events',
          'remote_live',
          'remote_releases',
          'sessions',
          'storage_blobs',
          'storage_files',
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
        ],
      );
      expect(await getFrontVersion(first.db)).toBe('1');
      await bumpFrontVersion(first.db);
      await expect(fs.readFile(`${dataDir}.lock`, 'utf8')).resolves.toBe(String(process.pid));
    } finally {
      await first.close();
    }
    await expect(fs.stat(`${dataDir}.lock`)).rejects.toThrow();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await getFrontVersion(again.db)).toBe('2');
    } finally {
      await again.close();
    }
  });

  it('refuses to open a folder another live process holds', async () => {
    const dataDir = path.join(dir, 'held');
    await fs.mkdir(dataDir, { recursive: true });
    // pid 1 is always alive: the lock looks held by another process
    await fs.writeFile(`${dataDir}.lock`, '1');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /The embedded database is in use by process 1 .*Stop the running platform first/,
    );
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dataDir = path.join(dir, 'stale');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(`${dataDir}.lock`, '999999999');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
  });
});
