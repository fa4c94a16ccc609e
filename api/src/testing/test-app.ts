import { createApp, type App, type AppDeps } from '../app';
import { loadConfig, type AppConfig } from '@coach/server-kit/config';
import {
  createTestApp,
  openedForBlock,
  type TestContext as TestAppContext,
} from '@coach/server-kit/testing/test-app';
import { API_MIGRATIONS } from '../paths';

export type TestContext = TestAppContext<App, AppConfig>;

export interface TestContextOptions {
  config?: Partial<AppConfig>;
  deps?: Partial<Omit<AppDeps, 'db' | 'config'>>;
}

/** A real database, a temporary data folder and the api wired to them (server-kit's test-app.ts). */
export function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  return createTestApp({
    migrations: [API_MIGRATIONS],
    tempPrefix: 'coach-api-test-',
    loadConfig,
    config: options.config,
    build: (wiring) => createApp({ ...wiring, ...options.deps }),
  });
}

/** Registrations from one address are throttled (10 an hour): a file registering many people lifts that. */
export const MANY_REGISTRATIONS: TestContextOptions = {
  deps: { throttleRules: { register_ip: { limit: 10_000, windowMs: 3_600_000 } } },
};

/**
 * The test file's context, opened before its tests and closed after them. What it answers stands
 * for the context once opened (read its fields inside hooks and tests, not at describe time), so
 * helpers built from it at describe time see the opened one.
 */
export function useTestContext(options: TestContextOptions = {}): TestContext {
  return openedForBlock(() => createTestContext(options));
}

export { jsonRequest } from '@coach/server-kit/testing/json-request';
