import { eq } from 'drizzle-orm';
import { teamMembers } from '../../db/schema';
import { markVerified, registerUser } from '../../testing/auth-helpers';
import { MANY_REGISTRATIONS, useTestContext } from '../../testing/test-app';
import { teamTestKit } from './testing';

/**
 * Erasure removes the rows that name a person by address (issue 31, finding 8): an address a
 * leader invited, which registered without the link and then erased its account, leaves nothing
 * in the leader's list.
 */
describe('erasure: a leader’s row about the person goes too', () => {
  const ctx = useTestContext(MANY_REGISTRATIONS);
  const kit = teamTestKit(ctx);

  it('invited, registered without the link, erased: not in the leader’s list any more', async () => {
    const leader = await kit.person('coach');
    const address = `carol.${Date.now()}@example.com`;
    await kit.call('POST', '/api/dashboard/team/members', leader.token, {
      firstname: 'Carol',
      lastname: 'Secret',
      email: address,
    });
    // Carol registers on her own, without the invitation's link, then erases her account.
    const carol = await registerUser(ctx.app, { email: address });
    await markVerified(ctx.db, address);
    expect((await kit.call('DELETE', '/api/dashboard/account', carol.token, { email: address })).status).toBe(
      204,
    );

    type Page = { items: { email: string }[]; total: number };
    const list = await kit.json<Page>(await kit.call('GET', '/api/dashboard/team/members', leader.token));
    expect(list).toMatchObject({ items: [], total: 0 });
    expect(await ctx.db.select().from(teamMembers).where(eq(teamMembers.email, address))).toEqual([]);
  });
});
