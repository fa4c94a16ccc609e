import { createApp } from '../../app';
import { loadConfig } from '@coach/server-kit/config';
import { startDraining, stopDrainingForTests } from '@coach/server-kit/http/lifecycle';
import { createTestDatabase } from '@coach/server-kit/testing/test-db';
import { API_MIGRATIONS } from '../../paths';
import { useTestContext } from '../../testing/test-app';
import { readiness } from './readiness';

describe('GET /api/health and /api/ready', () => {
  const ctx = useTestContext();
  afterEach(() => stopDrainingForTests());

  it('answers ok with the database up', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: 'ok', db: 'up' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ready = await ctx.app.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('has a hello-world route for the benchmark', async () => {
    const res = await ctx.app.request('/api/hello');
    expect(await res.json()).toEqual({ hello: 'world' });
  });

  it('stops being ready once the process is stopping, while staying alive', async () => {
    startDraining();
    const ready = await ctx.app.request('/api/ready', { headers: { 'Accept-Language': 'en' } });
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('3');
    expect(ready.headers.get('connection')).toBe('close');
    expect(await ready.json()).toEqual({
      status: 'stopping',
      errors: { base: ['This server is stopping: please try again.'] },
    });
    expect((await ctx.app.request('/api/health')).status).toBe(200);
  });

  it('with the database gone: alive, not ready, and a request that needs it gets a 503 to retry', async () => {
    const database = await createTestDatabase([API_MIGRATIONS]);
    const app = createApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }) });
    await database.close();
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', db: 'down' });
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('3');
    const body = (await ready.json()) as { status: string; errors: { base: string[] } };
    expect(body.status).toBe('database-down');
    expect(body.errors.base).toEqual(['La base de données est indisponible.']);
    const read = await app.request('/api/dashboard/whoami', {
      headers: { Authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('3');
    expect(await read.json()).toEqual({ errors: { base: ['La base de données est indisponible.'] } });
  });
});

describe('readiness', () => {
  it.each([
    [{ draining: false, databaseUp: true }, 'ready'],
    [{ draining: false, databaseUp: false }, 'database-down'],
    [{ draining: true, databaseUp: true }, 'stopping'],
    [{ draining: true, databaseUp: false }, 'stopping'],
  ] as const)('%j → %s', (facts, expected) => {
    expect(readiness(facts)).toBe(expected);
  });
});
