import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ManualClock } from '../clock';
import type { Database, Db, MigrationSet } from '../db/types';
import { createTestDatabase } from './test-db';

export interface TestContext<App, Config> {
  app: App;
  db: Db;
  database: Database & { url?: string };
  config: Config;
  clock: ManualClock;
  /** A temporary DATA_DIR, removed on close. */
  dataDir: string;
  close(): Promise<void>;
}

/** What differs between the api's test app and the platform's: the rest is the same set-up. */
export interface TestAppRecipe<App, Config> {
  migrations: readonly MigrationSet[];
  /** The temporary data folder's name starts with it (`coach-api-test-`). */
  tempPrefix: string;
  /** The package's own configuration loader, given a test environment. */
  loadConfig(env: NodeJS.ProcessEnv): Config;
  /** What the test file changes in that configuration. */
  config?: Partial<Config>;
  /** The app wired to the database, the configuration and a manual clock. */
  build(wiring: { db: Db; config: Config; clock: ManualClock }): App;
}

/**
 * A real database (see test-db.ts), a temporary data folder and the app wired to them: the one
 * test-app factory of the api and the platform (each `src/testing/test-app.ts` gives its recipe).
 */
export async function createTestApp<App, Config>(
  recipe: TestAppRecipe<App, Config>,
): Promise<TestContext<App, Config>> {
  const database = await createTestDatabase(recipe.migrations);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), recipe.tempPrefix));
  const config: Config = {
    ...recipe.loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SHELL_DIST: path.join(dataDir, 'shell-dist'),
      PORT: '8080',
    }),
    ...recipe.config,
  };
  const clock = new ManualClock();
  return {
    app: recipe.build({ db: database.db, config, clock }),
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

/**
 * What `open` gives, opened before a `describe` block's tests (`beforeAll`) and closed after them.
 * The answer stands for it once opened (read its fields inside hooks and tests, not at describe
 * time), so helpers built from it at describe time see the opened one. The api and the platform
 * open their test contexts through this.
 */
export function openedForBlock<T extends { close(): unknown }>(open: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  });
  afterAll(() => current?.close());
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error(`the test context opens in beforeAll: ctx.${String(key)} read too early`);
      return current[key as keyof T];
    },
  });
}
