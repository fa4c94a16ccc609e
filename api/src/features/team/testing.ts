import { bearer, markVerified, registerUser } from '../../testing/auth-helpers';
import { jsonRequest, type TestContext } from '../../testing/test-app';

/** What the team tests share: signed-in calls, verified people, a leader with active members. */
export function teamTestKit(ctx: TestContext) {
  const call = (method: string, path: string, token: string, body?: unknown) =>
    ctx.app.request(
      path,
      body === undefined ? { method, headers: bearer(token) } : jsonRequest(method, body, bearer(token)),
    );
  const json = async <T = Record<string, unknown>>(res: Response): Promise<T> => (await res.json()) as T;
  const today = () => ctx.clock.now().toISOString().slice(0, 10);

  async function person(userType: string) {
    const { token, email } = await registerUser(ctx.app, { user_type: userType });
    await markVerified(ctx.db, email);
    return { token, email };
  }

  /** Makes `member` an active member of `leader`'s team; answers the member's team-member id. */
  async function join(leader: { token: string }, member: { token: string; email: string }, lastname = 'M') {
    const added = await json<{ member: { id: string } }>(
      await call('POST', '/api/dashboard/team/members', leader.token, {
        firstname: 'M',
        lastname,
        email: member.email,
      }),
    );
    const received = await json<{ items: { id: string }[] }>(
      await call('GET', '/api/dashboard/invitations/received', member.token),
    );
    const invitation = received.items[received.items.length - 1]?.id;
    await call('POST', `/api/dashboard/invitations/received/${invitation}/accept`, member.token);
    return added.member.id;
  }

  /** A leader with `n` active members. */
  async function teamOf(n: number) {
    const leader = await person('coach');
    const members: { token: string; email: string; memberId: string }[] = [];
    for (let i = 0; i < n; i += 1) {
      const member = await person('coachee');
      members.push({ ...member, memberId: await join(leader, member, `${i}`) });
    }
    return { leader, members };
  }

  const answer = (token: string, id: string, value: string) =>
    call('POST', `/api/dashboard/surveys/received/${id}/answer`, token, { answer: value });

  return { call, json, today, person, join, teamOf, answer };
}
