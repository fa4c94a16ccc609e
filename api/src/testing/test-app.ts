import { createApp, type App, type AppDeps } from '../app';
import { loadConfig, type AppConfig } from '@coach/server-kit/config';
import { createTestApp, type TestContext as TestAppContext } from '@coach/server-kit/testing/test-app';
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

export { jsonRequest } from '@coach/server-kit/testing/json-request';
