import { callerOf, markVerified, registerUser } from '../../testing/auth-helpers';
import { useTestContext, MANY_REGISTRATIONS } from '../../testing/test-app';

/**
 * The e-mail change must not be a free oracle of which addresses have an account (issue 31,
 * finding 5): requests are counted before the address is looked at, taken or not.
 */
describe('e-mail change: throttled before the taken check', () => {
  const ctx = useTestContext(MANY_REGISTRATIONS);
  const call = callerOf(ctx);

  it('answers 429 after 10 requests an hour, whether the addresses are taken or free', async () => {
    const prober = await registerUser(ctx.app);
    await markVerified(ctx.db, prober.email);
    const taken = await registerUser(ctx.app);
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await call(prober.token, 'POST', '/api/dashboard/profile/email', {
        email: taken.email,
        password: prober.password,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429, 429]);
    const free = await call(prober.token, 'POST', '/api/dashboard/profile/email', {
      email: `free.${Date.now()}@example.com`,
      password: prober.password,
    });
    expect(free.status).toBe(429);
  });
});
