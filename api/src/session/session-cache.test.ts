import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { sessions } from '../db/schema';
import { silentLogger } from '@coach/server-kit/logger';
import { bearer, registerUser } from '../testing/auth-helpers';
import { createTestContext, type TestContext } from '../testing/test-app';
import { SessionCache, listenForInvalidations } from './session-cache';
import { hashToken } from './tokens';

describe('session cache', () => {
  let ctx: TestContext;
  let cache: SessionCache;
  beforeAll(async () => {
    cache = new SessionCache(10_000);
    ctx = await createTestContext({ deps: { sessionCache: cache } });
  });
  afterAll(() => ctx.close());

  const whoami = (app: TestContext['app'], token: string) =>
    app.request('/api/dashboard/whoami', { headers: bearer(token) });

  it('serves a resolved session from memory, for at most its TTL', async () => {
    const { token } = await registerUser(ctx.app);
    expect((await whoami(ctx.app, token)).status).toBe(200);
    expect(cache.get(hashToken(token), ctx.clock.now().getTime())).toBeDefined();
    // Revoked behind the api's back (as another instance without notifications would): the
    // cached entry is trusted until its TTL ends, never longer.
    await ctx.db
      .update(sessions)
      .set({ revokedAt: ctx.clock.now() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await whoami(ctx.app, token)).status).toBe(200);
    ctx.clock.advance(10_000);
    expect((await whoami(ctx.app, token)).status).toBe(401);
  });

  it('never extends a session: idle expiry is checked against the database', async () => {
    const { token } = await registerUser(ctx.app);
    expect((await whoami(ctx.app, token)).status).toBe(200);
    ctx.clock.advance(2 * 3_600_000);
    expect((await whoami(ctx.app, token)).status).toBe(401);
  });

  it('is bounded in size (oldest entries go first)', () => {
    const small = new SessionCache(10_000, 2);
    const entry = (id: string) => ({
      sessionId: id,
      user: { id } as never,
      lastUsedAt: 0,
      expiresAt: 1e15,
      cachedAt: 0,
    });
    small.set('a', entry('a'));
    small.set('b', entry('b'));
    small.set('c', entry('c'));
    expect(small.size).toBe(2);
    expect(small.get('a', 1)).toBeUndefined();
    expect(small.get('c', 1)?.sessionId).toBe('c');
    small.apply('u:c');
    expect(small.get('c', 1)).toBeUndefined();
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('hears logouts made by another api instance (PostgreSQL NOTIFY)', async () => {
    const otherCache = new SessionCache(60_000);
    const other = createApp({
      db: ctx.db,
      config: ctx.config,
      clock: ctx.clock,
      sessionCache: otherCache,
    });
    const stop = listenForInvalidations(ctx.database.url ?? '', otherCache, silentLogger);
    try {
      const { token } = await registerUser(ctx.app);
      await new Promise((resolve) => setTimeout(resolve, 300)); // the listener connects
      expect((await whoami(other, token)).status).toBe(200); // cached in the other instance
      expect(
        (await ctx.app.request('/api/dashboard/logout', { method: 'POST', headers: bearer(token) })).status,
      ).toBe(204);
      let status = 200;
      for (let i = 0; i < 50 && status === 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await whoami(other, token)).status;
      }
      expect(status).toBe(401);
    } finally {
      await stop();
    }
  });
});
