import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App, type AppDeps } from '../app';
import { ManualClock } from '@coach/server-kit/clock';
import { loadConfig, type AppConfig } from '@coach/server-kit/config';
import type { Database, Db } from '@coach/server-kit/db/types';
import { createTestDatabase } from '@coach/server-kit/testing/test-db';
import { API_MIGRATIONS } from '../paths';

export interface TestContext {
  app: App;
  db: Db;
  database: Database & { url?: string };
  config: AppConfig;
  clock: ManualClock;
  /** A temporary DATA_DIR, removed on close. */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestContextOptions {
  config?: Partial<AppConfig>;
  deps?: Partial<Omit<AppDeps, 'db' | 'config'>>;
}

/** A real database (see test-db.ts), a temporary data folder and the app wired to them. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase([API_MIGRATIONS]);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-api-test-'));
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SHELL_DIST: path.join(dataDir, 'shell-dist'),
      PORT: '8080',
    }),
    ...options.config,
  };
  const clock = new ManualClock();
  const app = createApp({ db: database.db, config, clock, ...options.deps });
  return {
    app,
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
