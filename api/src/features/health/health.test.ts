import { createApp } from '../../app';
import { loadConfig } from '@coach/server-kit/config';
import { createTestDatabase } from '@coach/server-kit/testing/test-db';
import { API_MIGRATIONS } from '../../paths';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers ok with the database up', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: 'ok', db: 'up' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('has a hello-world route for the benchmark', async () => {
    const res = await ctx.app.request('/api/hello');
    expect(await res.json()).toEqual({ hello: 'world' });
  });

  it('really queries the database: 503 with the error shape when it is gone', async () => {
    const database = await createTestDatabase([API_MIGRATIONS]);
    const app = createApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }) });
    await database.close();
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; db: string; errors: { base: string[] } };
    expect(body.status).toBe('error');
    expect(body.db).toBe('down');
    expect(body.errors.base).toEqual(['La base de données est indisponible.']);
  });
});
