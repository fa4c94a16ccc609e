import { registerRequest, registerUser, validUser } from '../testing/auth-helpers';
import { useTestContext, createTestContext } from '../testing/test-app';
import { DEFAULT_THROTTLE_RULES, accountKey, recordHit, waitTimes } from './throttle';

type ErrorJson = { errors: Record<string, string[]> };
const HOUR = 3_600_000;

describe('throttling', () => {
  const ctx = useTestContext({ config: { trustProxy: true } });

  const loginFrom = (ip: string, body: unknown) =>
    ctx.app.request('/api/dashboard/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    });

  describe('the rule arithmetic', () => {
    const rules = {
      ...DEFAULT_THROTTLE_RULES,
      login_account: { limit: 4, windowMs: HOUR, backoff: { free: 2, baseMs: 1000, maxMs: 3000 } },
    };
    it('allows free hits, then backs off exponentially (capped), then blocks until the window ends', async () => {
      const check = { scope: 'login_account', key: 'arith' } as const;
      const start = ctx.clock.now();
      const at = (ms: number) => new Date(start.getTime() + ms);
      const wait = async (ms: number) => (await waitTimes(ctx.db, rules, [check], at(ms)))[0]?.waitMs;
      expect(await wait(0)).toBe(0);
      await recordHit(ctx.db, rules, check, at(0));
      await recordHit(ctx.db, rules, check, at(0));
      expect(await wait(0)).toBe(1000); // 2 hits, free = 2: wait 1 s after the last
      expect(await wait(1000)).toBe(0);
      await recordHit(ctx.db, rules, check, at(1000));
      expect(await wait(1000)).toBe(2000);
      await recordHit(ctx.db, rules, check, at(3000));
      expect(await wait(3000)).toBe(HOUR - 3000); // limit reached: until the window ends
      expect(await wait(HOUR)).toBe(0); // a new window
      await recordHit(ctx.db, rules, check, at(HOUR));
      expect(await wait(HOUR)).toBe(0);
    });
  });

  describe('failed logins per account', () => {
    it('back off after 5 failures with 429 + Retry-After, even for the right password, then recover', async () => {
      const { email, password } = await registerUser(ctx.app);
      for (let i = 0; i < 5; i += 1) {
        expect((await loginFrom('10.0.0.1', { email, password: `wrong-${i}-password` })).status).toBe(401);
      }
      const blocked = await loginFrom('10.0.0.2', { email, password });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('1');
      expect(await blocked.json()).toEqual({
        errors: { base: ['Trop de tentatives. Veuillez réessayer dans 1 seconde.'] },
      });

      ctx.clock.advance(1000);
      expect((await loginFrom('10.0.0.1', { email, password: 'wrong-again-password' })).status).toBe(401);
      const longer = await loginFrom('10.0.0.1', { email, password });
      expect(longer.headers.get('retry-after')).toBe('2');

      ctx.clock.advance(2000);
      const ok = await loginFrom('10.0.0.1', { email, password });
      expect(ok.status).toBe(200);
      // a success clears the account's counter
      expect((await loginFrom('10.0.0.1', { email, password: 'wrong-after-success' })).status).toBe(401);
      expect((await loginFrom('10.0.0.1', { email, password })).status).toBe(200);
    });

    it('cap at 100 failures an hour, then let the real user back in when the hour is over', async () => {
      const { email, password } = await registerUser(ctx.app);
      const check = { scope: 'login_account', key: accountKey(email) } as const;
      const start = ctx.clock.now();
      for (let i = 0; i < 100; i += 1) await recordHit(ctx.db, DEFAULT_THROTTLE_RULES, check, start);
      ctx.clock.advance(30 * 60_000);
      const blocked = await loginFrom('10.0.0.3', { email, password });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe(String(30 * 60));
      expect(((await blocked.json()) as ErrorJson).errors.base).toEqual([
        'Trop de tentatives. Veuillez réessayer dans 30 minutes.',
      ]);
      const en = await ctx.app.request('/api/dashboard/login?locale=en', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.0.0.3' },
        body: JSON.stringify({ email, password }),
      });
      expect(((await en.json()) as ErrorJson).errors.base).toEqual([
        'Too many attempts. Please try again in 30 minutes.',
      ]);
      ctx.clock.advance(30 * 60_000);
      expect((await loginFrom('10.0.0.3', { email, password })).status).toBe(200);
    });

    it('counts unknown addresses the same way (no enumeration through throttling)', async () => {
      for (let i = 0; i < 5; i += 1)
        await loginFrom('10.0.0.4', { email: 'ghost@example.com', password: `wrong-${i}-password` });
      expect(
        (await loginFrom('10.0.0.4', { email: 'ghost@example.com', password: 'whatever-password' })).status,
      ).toBe(429);
    });
  });

  describe('failed logins per client address', () => {
    it('block an address after 200 failures an hour, other addresses unaffected', async () => {
      const { email, password } = await registerUser(ctx.app);
      const check = { scope: 'login_ip', key: '10.9.9.9' } as const;
      for (let i = 0; i < 200; i += 1)
        await recordHit(ctx.db, DEFAULT_THROTTLE_RULES, check, ctx.clock.now());
      expect((await loginFrom('10.9.9.9', { email, password })).status).toBe(429);
      expect((await loginFrom('10.9.9.8', { email, password })).status).toBe(200);
    });
  });

  describe('registrations per client address', () => {
    it('allow 20 an hour, then 429', async () => {
      const headers = { 'X-Forwarded-For': '10.1.1.1' };
      for (let i = 0; i < 20; i += 1)
        expect((await registerRequest(ctx.app, validUser(), { headers })).status).toBe(201);
      const refused = await registerRequest(ctx.app, validUser(), { headers });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(
        (await registerRequest(ctx.app, validUser(), { headers: { 'X-Forwarded-For': '10.1.1.2' } })).status,
      ).toBe(201);
      ctx.clock.advance(HOUR);
      expect((await registerRequest(ctx.app, validUser(), { headers })).status).toBe(201);
    });
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const untrusting = await createTestContext();
    try {
      for (let i = 0; i < 5; i += 1) {
        await untrusting.app.request('/api/dashboard/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.2.0.${i}` },
          body: JSON.stringify({ email: `spoof-${i}@example.com`, password: 'wrong-password' }),
        });
      }
      const rows = await waitTimes(
        untrusting.db,
        DEFAULT_THROTTLE_RULES,
        [{ scope: 'login_ip', key: 'unknown' }],
        untrusting.clock.now(),
      );
      expect(rows[0]?.exists).toBe(true);
      const spoofed = await waitTimes(
        untrusting.db,
        DEFAULT_THROTTLE_RULES,
        [{ scope: 'login_ip', key: '10.2.0.1' }],
        untrusting.clock.now(),
      );
      expect(spoofed[0]?.exists).toBe(false);
    } finally {
      await untrusting.close();
    }
  });
});
