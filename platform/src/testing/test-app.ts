import { API_MIGRATIONS, createApp as createApi } from '@coach/api';
import {
  createTestApp,
  openedForBlock,
  type TestContext as TestAppContext,
} from '@coach/server-kit/testing/test-app';
import type { Hono } from 'hono';
import { createPlatform, inFront, type PlatformDeps } from '../app';
import { loadPlatformConfig, type PlatformConfig } from '../config';
import { PLATFORM_MIGRATIONS } from '../paths';

/** `app`: the platform in front of the api, in one process, as `npm start` runs them. */
export type TestContext = TestAppContext<Hono, PlatformConfig>;

export interface TestContextOptions {
  config?: Partial<PlatformConfig>;
  deps?: Partial<Omit<PlatformDeps, 'db' | 'config'>>;
}

/** A real database with both histories, a temporary data folder, the server wired to them (server-kit's test-app.ts). */
export function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  return createTestApp({
    migrations: [API_MIGRATIONS, PLATFORM_MIGRATIONS],
    tempPrefix: 'coach-platform-test-',
    loadConfig: loadPlatformConfig,
    config: options.config,
    build: ({ db, config, clock }) => {
      const platform = createPlatform({
        db,
        config,
        clock,
        cspCacheMs: 0,
        registryCheckMs: 0,
        ...options.deps,
      });
      const api = createApi({ db, config, clock, operatorToken: options.deps?.operatorToken });
      return inFront(platform, api.fetch);
    },
  });
}

export { jsonRequest } from '@coach/server-kit/testing/json-request';

/**
 * The context of a `describe` block, opened before its tests (`beforeAll`) and closed after them,
 * as the api's testing/test-app.ts does. What it answers stands for the context once opened (read
 * its fields inside hooks and tests, not at describe time).
 */
export function useTestContext(options: TestContextOptions = {}): TestContext {
  return openedForBlock(() => createTestContext(options));
}
