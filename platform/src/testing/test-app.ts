import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_MIGRATIONS, createApp as createApi } from '@coach/api';
import { ManualClock } from '@coach/server-kit/clock';
import type { Database, Db } from '@coach/server-kit/db/types';
import { createTestDatabase } from '@coach/server-kit/testing/test-db';
import type { Hono } from 'hono';
import { createPlatform, inFront, type PlatformDeps } from '../app';
import { loadPlatformConfig, type PlatformConfig } from '../config';
import { PLATFORM_MIGRATIONS } from '../paths';

export interface TestContext {
  /** The platform in front of the api, in one process, as `npm start` runs them. */
  app: Hono;
  db: Db;
  database: Database & { url?: string };
  config: PlatformConfig;
  clock: ManualClock;
  /** A temporary DATA_DIR, removed on close. */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestContextOptions {
  config?: Partial<PlatformConfig>;
  deps?: Partial<Omit<PlatformDeps, 'db' | 'config'>>;
}

/** A real database with both histories (see server-kit's test-db.ts), a temporary data folder, the server wired to them. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase([API_MIGRATIONS, PLATFORM_MIGRATIONS]);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-platform-test-'));
  const config: PlatformConfig = {
    ...loadPlatformConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SHELL_DIST: path.join(dataDir, 'shell-dist'),
      PORT: '8080',
    }),
    ...options.config,
  };
  const clock = new ManualClock();
  const platform = createPlatform({
    db: database.db,
    config,
    clock,
    cspCacheMs: 0,
    registryCheckMs: 0,
    ...options.deps,
  });
  const api = createApi({ db: database.db, config, clock, operatorToken: options.deps?.operatorToken });
  return {
    app: inFront(platform, api.fetch),
    db: database.db,
    database,
    config,
    clock,
    dataDir,
    async close() {
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { jsonRequest } from '@coach/server-kit/testing/json-request';
