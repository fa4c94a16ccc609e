import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { storageBlobs } from '../db/schema';
import type { Database } from '@coach/server-kit/db/types';
import { PLATFORM_MIGRATIONS } from '../paths';
import { createTestDatabase } from '@coach/server-kit/testing/test-db';
import { PostgresStorage } from './postgres-storage';
import { describeStorageContract } from './storage-contract';

// In-memory PGlite by default; a fresh PostgreSQL database when DATABASE_URL is set (test-db.ts).
let database: Database;
const cacheDirs: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase([PLATFORM_MIGRATIONS]);
});
afterAll(async () => {
  await database.close();
});

async function freshStorage(publicBaseUrl?: string, empty = true): Promise<PostgresStorage> {
  if (empty) await database.db.execute(sql`TRUNCATE storage_files, storage_blobs`);
  cacheDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), 'coach-storage-cache-')));
  return new PostgresStorage(database.db, cacheDirs[cacheDirs.length - 1]!, publicBaseUrl);
}
async function removeCaches(): Promise<void> {
  await Promise.all(cacheDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
}

describeStorageContract(`PostgresStorage (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, {
  atomicCreate: true,
  create: (publicBaseUrl) => freshStorage(publicBaseUrl, publicBaseUrl === undefined),
  cleanup: removeCaches,
});

describe('PostgresStorage shared by several instances', () => {
  afterEach(removeCaches);

  it('shows one instance the files another wrote, and forgets them on every instance when deleted', async () => {
    const first = await freshStorage();
    const second = await freshStorage(undefined, false);
    await first.putImmutable('remotes/mfe-home/1.0.0/remoteEntry.js', Buffer.from('entry'));
    const served = await second.localFile('remotes/mfe-home/1.0.0/remoteEntry.js');
    expect(await fs.readFile(served!.absolutePath, 'utf8')).toBe('entry');
    // Both instances give the copy the same modification time: the same ETag behind a load balancer.
    const own = await first.localFile('remotes/mfe-home/1.0.0/remoteEntry.js');
    expect(own!.mtimeMs).toBe(served!.mtimeMs);
    expect(own!.absolutePath).not.toBe(served!.absolutePath);

    await first.deletePrefix('remotes/mfe-home/');
    expect(await second.localFile('remotes/mfe-home/1.0.0/remoteEntry.js')).toBeNull();
  });

  it('stores identical content once and deletes it with the last key that names it', async () => {
    const storage = await freshStorage();
    const count = async () => (await database.db.select().from(storageBlobs)).length;
    await storage.putImmutable('remotes/mfe-home/1.0.0/static/js/1.abc.js', Buffer.from('same chunk'));
    await storage.putImmutable('remotes/mfe-home/1.0.1/static/js/1.abc.js', Buffer.from('same chunk'));
    expect(await count()).toBe(1);
    await storage.deletePrefix('remotes/mfe-home/1.0.0/');
    expect(await count()).toBe(1);
    expect((await storage.get('remotes/mfe-home/1.0.1/static/js/1.abc.js'))?.toString()).toBe('same chunk');
    await storage.deletePrefix('remotes/mfe-home/1.0.1/');
    expect(await count()).toBe(0);

    await storage.put('staging/mfe-home/1.0.2/a.js', Buffer.from('one'));
    await storage.put('staging/mfe-home/1.0.2/a.js', Buffer.from('two'));
    expect(await count()).toBe(1); // the overwritten content went with it
  });
});
