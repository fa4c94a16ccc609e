import { callerOf, markVerified, registerUser } from '../../../testing/auth-helpers';
import { useTestContext, MANY_REGISTRATIONS } from '../../../testing/test-app';

type Item = { id: string; title: string; session: unknown };
type Page = { items: Item[]; total: number };

describe('sessions a team leader plans with a member (docs/api.md "Appointments")', () => {
  const ctx = useTestContext(MANY_REGISTRATIONS);
  beforeAll(() => ctx.clock.set('2026-11-23T10:00:00.000Z'));

  const call = callerOf(ctx);

  async function person(overrides: Record<string, unknown> = {}) {
    const { token, email } = await registerUser(ctx.app, overrides);
    await markVerified(ctx.db, email);
    return { token, email };
  }

  /** A coach and a member who accepted the invitation; `memberId` is the member's id in the team. */
  async function leaderAndMember() {
    const leader = await person({ user_type: 'coach', firstname: 'Nora', lastname: 'Benali' });
    const member = await person({ firstname: 'Léa', lastname: 'Martin' });
    const added = await call(leader.token, 'POST', '/api/dashboard/team/members', {
      firstname: 'Léa',
      lastname: 'M.',
      email: member.email,
    });
    const memberId = String((added.json.member as { id: string }).id);
    const received = await call(member.token, 'GET', '/api/dashboard/invitations/received');
    const [invitation] = received.json.items as { id: string }[];
    await call(member.token, 'POST', `/api/dashboard/invitations/received/${invitation?.id}/accept`);
    return { leader, member, memberId, path: `/api/dashboard/team/members/${memberId}/sessions` };
  }

  const session = (overrides: Record<string, unknown> = {}) => ({
    title: 'Point mensuel',
    starts_at: '2026-11-25T09:00:00Z',
    ends_at: '2026-11-25T10:00:00Z',
    location: 'https://meet.example.com/point',
    note: null,
    ...overrides,
  });

  it('plans a session that appears in both schedules, lists, exports; one row, not two', async () => {
    const { leader, member, memberId, path } = await leaderAndMember();
    const planned = await call(leader.token, 'POST', path, session());
    expect(planned.status).toBe(201);
    expect(planned.json).toMatchObject({
      title: 'Point mensuel',
      starts_at: '2026-11-25T09:00:00.000Z',
      session: {
        role: 'leader',
        leader: { firstname: 'Nora', lastname: 'Benali' },
        member: { id: memberId, firstname: 'Léa', lastname: 'M.' },
      },
    });

    const memberList = await call(member.token, 'GET', '/api/dashboard/appointments');
    expect(memberList.json).toMatchObject({
      total: 1,
      items: [{ id: planned.json.id, session: { role: 'member', leader: { firstname: 'Nora' } } }],
    });
    const leaderList = await call(leader.token, 'GET', '/api/dashboard/appointments');
    expect((leaderList.json as unknown as Page).items.map((i) => i.id)).toEqual([planned.json.id]);

    const range =
      'first_day=2026-11-23&last_day=2026-11-29&from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z';
    for (const token of [leader.token, member.token]) {
      const schedule = await call(token, 'GET', `/api/dashboard/schedule?${range}`);
      expect((schedule.json.appointments as Item[]).map((a) => a.title)).toEqual(['Point mensuel']);
    }
    const leaderIcs = await call(leader.token, 'GET', '/api/dashboard/appointments.ics');
    expect(leaderIcs.text).toContain('SUMMARY:Point mensuel');
    expect(leaderIcs.text).toContain('Séance avec Léa M.');
    const memberIcs = await call(member.token, 'GET', '/api/dashboard/appointments.ics');
    expect(memberIcs.text).toContain('Séance planifiée par Nora Benali');

    // A leader's own appointment stays theirs alone.
    await call(leader.token, 'POST', '/api/dashboard/appointments', session({ title: 'Dentist' }));
    const again = await call(member.token, 'GET', '/api/dashboard/appointments');
    expect((again.json as unknown as Page).items.map((i) => i.title)).toEqual(['Point mensuel']);
    expect((await call(leader.token, 'GET', path)).json).toMatchObject({ total: 1 });
  });

  it('validates like an appointment, naming the field, in the request language', async () => {
    const { leader, path } = await leaderAndMember();
    const res = await call(leader.token, 'POST', path, session({ ends_at: '2026-11-25T08:00:00Z' }), 'en');
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors ?? {})).toEqual(['ends_at']);
    const noTitle = await call(leader.token, 'POST', path, session({ title: ' ' }));
    expect(Object.keys(noTitle.json.errors ?? {})).toEqual(['title']);
  });

  it('only the leader who planned it changes or cancels it; the member sees the change, read-only', async () => {
    const { leader, member, path } = await leaderAndMember();
    const planned = await call(leader.token, 'POST', path, session());
    const id = String(planned.json.id);

    const edited = await call(leader.token, 'PUT', `${path}/${id}`, session({ title: 'Bilan' }));
    expect(edited.status).toBe(200);
    const seen = await call(member.token, 'GET', '/api/dashboard/appointments');
    expect((seen.json as unknown as Page).items[0]?.title).toBe('Bilan');

    // The member reads it but may not change it: 403, said plainly.
    const put = await call(member.token, 'PUT', `/api/dashboard/appointments/${id}`, session());
    expect(put.status).toBe(403);
    expect(put.json.errors?.base?.[0]).toMatch(/responsable d’équipe/);
    expect((await call(member.token, 'DELETE', `/api/dashboard/appointments/${id}`)).status).toBe(403);
    // The leader changes it from the team calls, not the plain ones.
    expect((await call(leader.token, 'PUT', `/api/dashboard/appointments/${id}`, session())).status).toBe(
      403,
    );

    // Another leader, a stranger: nothing to see, 404.
    const other = await person({ user_type: 'manager' });
    expect((await call(other.token, 'PUT', `${path}/${id}`, session())).status).toBe(404);
    expect((await call(other.token, 'DELETE', `${path}/${id}`)).status).toBe(404);
    expect((await call(other.token, 'GET', path)).status).toBe(404);
    const stranger = await person();
    expect((await call(stranger.token, 'DELETE', `/api/dashboard/appointments/${id}`)).status).toBe(404);

    expect((await call(leader.token, 'DELETE', `${path}/${id}`)).status).toBe(204);
    expect((await call(member.token, 'GET', '/api/dashboard/appointments')).json).toMatchObject({ total: 0 });
  });

  it('refuses a coachee (403), someone not in the team or malformed (404), an invited member (409)', async () => {
    const { member, memberId } = await leaderAndMember();
    const refused = await call(
      member.token,
      'POST',
      `/api/dashboard/team/members/${memberId}/sessions`,
      session(),
    );
    expect(refused.status).toBe(403);
    expect(refused.json.errors?.base).toEqual([
      'Cette fonction est réservée aux responsables d’équipe (coach, manager ou ressources humaines).',
    ]);
    expect((await call(member.token, 'GET', `/api/dashboard/team/members/${memberId}/sessions`)).status).toBe(
      403,
    );

    const other = await person({ user_type: 'hr' });
    const notMine = `/api/dashboard/team/members/${memberId}/sessions`;
    expect((await call(other.token, 'POST', notMine, session())).status).toBe(404);
    expect(
      (await call(other.token, 'POST', '/api/dashboard/team/members/nope/sessions', session())).status,
    ).toBe(404);

    const invited = await call(other.token, 'POST', '/api/dashboard/team/members', {
      firstname: 'Sam',
      lastname: 'Roy',
      email: `sam.${Date.now()}@example.com`,
    });
    const invitedId = String((invited.json.member as { id: string }).id);
    const early = await call(
      other.token,
      'POST',
      `/api/dashboard/team/members/${invitedId}/sessions`,
      session(),
    );
    expect(early.status).toBe(409);
    expect(early.json.errors?.base?.[0]).toMatch(/pas encore rejoint/);
  });

  it('leaving or removal cancels the sessions not yet begun; those already held stay', async () => {
    const { leader, member, memberId, path } = await leaderAndMember();
    await call(
      leader.token,
      'POST',
      path,
      session({ title: 'Held', starts_at: '2026-11-20T09:00:00Z', ends_at: '2026-11-20T10:00:00Z' }),
    );
    await call(leader.token, 'POST', path, session({ title: 'Coming' }));
    expect((await call(member.token, 'DELETE', `/api/dashboard/memberships/${memberId}`)).status).toBe(204);
    const left = await call(member.token, 'GET', '/api/dashboard/appointments');
    expect((left.json as unknown as Page).items.map((i) => i.title)).toEqual(['Held']);
    expect((left.json as unknown as Page).items[0]?.session).toMatchObject({ member: { id: null } });
    const leaderSide = await call(leader.token, 'GET', '/api/dashboard/appointments');
    expect((leaderSide.json as unknown as Page).items.map((i) => i.title)).toEqual(['Held']);

    const second = await leaderAndMember();
    await call(second.leader.token, 'POST', second.path, session({ title: 'Coming' }));
    expect(
      (await call(second.leader.token, 'DELETE', `/api/dashboard/team/members/${second.memberId}`)).status,
    ).toBe(204);
    expect((await call(second.member.token, 'GET', '/api/dashboard/appointments')).json).toMatchObject({
      total: 0,
    });
  });
});
