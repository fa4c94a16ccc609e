import { count } from 'drizzle-orm';
import { sessions, throttleBuckets } from './db/schema';
import { DEFAULT_AUTH_POLICY } from './session/policy';
import { DEFAULT_THROTTLE_RULES, recordHit } from './throttle/throttle';
import { runMaintenance } from './maintenance';
import { registerUser } from './testing/auth-helpers';
import { useTestContext } from './testing/test-app';

describe('maintenance', () => {
  const ctx = useTestContext();

  it('deletes dead sessions and old throttle buckets, keeps live ones', async () => {
    await registerUser(ctx.app);
    await recordHit(ctx.db, DEFAULT_THROTTLE_RULES, { scope: 'login_ip', key: 'old' }, ctx.clock.now());
    expect(await runMaintenance(ctx.db, ctx.clock, DEFAULT_AUTH_POLICY)).toEqual({ sessions: 0, buckets: 0 });

    ctx.clock.advance(DEFAULT_AUTH_POLICY.sessionAbsoluteMs + 25 * 3_600_000);
    await registerUser(ctx.app);
    await recordHit(ctx.db, DEFAULT_THROTTLE_RULES, { scope: 'login_ip', key: 'new' }, ctx.clock.now());
    expect(await runMaintenance(ctx.db, ctx.clock, DEFAULT_AUTH_POLICY)).toEqual({ sessions: 1, buckets: 0 });
    ctx.clock.advance(24 * 3_600_000);
    expect((await runMaintenance(ctx.db, ctx.clock, DEFAULT_AUTH_POLICY)).buckets).toBe(1);
    expect((await ctx.db.select({ n: count() }).from(sessions))[0]?.n).toBe(1);
    const keys = (
      await ctx.db.select({ scope: throttleBuckets.scope, key: throttleBuckets.key }).from(throttleBuckets)
    ).map((row) => `${row.scope}:${row.key}`);
    expect(keys.sort()).toEqual(['login_ip:new', 'register_ip:unknown']);
  });
});
