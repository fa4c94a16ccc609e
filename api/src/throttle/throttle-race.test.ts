import { bearer, registerRequest, registerUser, validUser } from '../testing/auth-helpers';
import { useTestContext, createTestContext } from '../testing/test-app';
import { DEFAULT_THROTTLE_RULES, ThrottledError, takeHits, type ThrottleCheck } from './throttle';

const PARALLEL = 50;

/**
 * Throttling counts the attempt and decides in one step (a row lock in one transaction), so a
 * burst cannot pass the rule: runs on PGlite and on PostgreSQL (DATABASE_URL). docs/security.md.
 */
describe('throttling holds under parallel attempts', () => {
  const ctx = useTestContext({ config: { trustProxy: true } });

  async function burst(run: (i: number) => Promise<unknown>): Promise<PromiseSettledResult<unknown>[]> {
    return Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        run(i).then(
          (value) => ({ status: 'fulfilled' as const, value }),
          (reason: unknown) => ({ status: 'rejected' as const, reason }),
        ),
      ),
    );
  }

  it.each([
    ['login_account', 5], // backoff after 5 free hits
    ['register_ip', 20], // a plain limit
    ['resend_user', 1], // backoff after 1 free hit
  ] as const)(
    `%s: %i of ${PARALLEL} parallel takes pass, the others are throttled`,
    async (scope, allowed) => {
      const check: ThrottleCheck = { scope, key: `race-${scope}` };
      const results = await burst(() => takeHits(ctx.db, DEFAULT_THROTTLE_RULES, [check], ctx.clock.now()));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(allowed);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused).toHaveLength(PARALLEL - allowed);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ThrottledError);
    },
  );

  it('two checks are taken together: a refusal by one counts against neither', async () => {
    const rules = {
      ...DEFAULT_THROTTLE_RULES,
      login_ip: { limit: 3, windowMs: 3_600_000 },
    };
    const ip: ThrottleCheck = { scope: 'login_ip', key: 'race-pair' };
    const accounts = Array.from({ length: 10 }, (_, i): ThrottleCheck => ({
      scope: 'login_account',
      key: `race-pair-${i}`,
    }));
    const results = await burst((i) =>
      takeHits(ctx.db, rules, [accounts[i % accounts.length] as ThrottleCheck, ip], ctx.clock.now()),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  });

  const loginFrom = (ip: string, body: unknown) =>
    ctx.app.request('/api/dashboard/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    });

  it(`${PARALLEL} parallel wrong-password logins for one account: 5 get 401, the rest 429`, async () => {
    const { email } = await registerUser(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        loginFrom(`10.7.0.${i}`, { email, password: `wrong-${i}-password` }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - 5);
  }, 60_000);

  it(`${PARALLEL} parallel registrations from one address: exactly the limit pass`, async () => {
    const limited = await createTestContext({
      config: { trustProxy: true, registerLimitPerHour: 4 },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          registerRequest(limited.app, validUser(), { headers: { 'X-Forwarded-For': '10.8.0.1' } }).then(
            (res) => res.status,
          ),
        ),
      );
      expect(answers.filter((s) => s === 201)).toHaveLength(4);
      expect(answers.filter((s) => s === 429)).toHaveLength(PARALLEL - 4);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it(`${PARALLEL} parallel verification resends: one e-mail`, async () => {
    const { token, email } = await registerUser(ctx.app);
    const before = await mailsTo(email);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        ctx.app.request('/api/dashboard/verification/resend', {
          method: 'POST',
          headers: { ...bearer(token), 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.0.1' },
          body: '{}',
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    // The registration's own e-mail is not a resend: the first resend is free, then 1 min backoff.
    expect(statuses.filter((s) => s < 300)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - 1);
    expect((await mailsTo(email)) - before).toBe(1);
  }, 60_000);

  async function mailsTo(email: string): Promise<number> {
    const res = await ctx.app.request(`/api/dev/mails?to=${encodeURIComponent(email)}`);
    return ((await res.json()) as { mails: unknown[] }).mails.length;
  }
});
