import { and, eq } from 'drizzle-orm';
import { invitations, mailOutbox, teamMembers, users } from '../../db/schema';
import { bearer, registerRequest, registerUser, markVerified, validUser } from '../../testing/auth-helpers';
import { MANY_REGISTRATIONS, jsonRequest, useTestContext } from '../../testing/test-app';
import { teamTestKit } from './testing';
import { INVITATION_TTL_MS } from '../../accounts/invitations';

type Json = Record<string, unknown>;
type ErrorJson = { errors: Record<string, string[]> };
type Member = {
  id: string;
  status: string;
  email: string;
  firstname: string;
  lastname: string;
  progress: unknown;
  has_account: boolean;
  invitation: { id: string; status: string } | null;
};
type Page<T> = { items: T[]; page: number; per_page: number; total: number };

describe('teams, members and invitations (docs/api.md "Team")', () => {
  const ctx = useTestContext(MANY_REGISTRATIONS);
  const { call, json } = teamTestKit(ctx);
  /** The first invitation listed for this person (its id names it in the routes). */
  const lastReceived = async (token: string) =>
    (await json<{ items: { id: string }[] }>(await call('GET', '/api/dashboard/invitations/received', token)))
      .items[0];

  async function person(userType: string, verified = true) {
    const { token, email } = await registerUser(ctx.app, { user_type: userType });
    if (verified) await markVerified(ctx.db, email);
    return { token, email };
  }
  const uniqueEmail = (name: string) =>
    `${name}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;

  async function invite(
    token: string,
    email = uniqueEmail('new'),
    names = { firstname: 'Léa', lastname: 'Martin' },
  ) {
    const res = await call('POST', '/api/dashboard/team/members', token, { ...names, email });
    return { res, email };
  }
  /** The newest link mailed to `email` that is not the account's verification link. */
  async function lastLink(email: string): Promise<string> {
    const rows = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const links = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .flatMap((row) => row.links)
      .filter((href) => !href.includes('/account_verification'));
    const link = links[0];
    if (!link) throw new Error(`no mail to ${email}`);
    return link;
  }

  describe('who may call', () => {
    it('refuses a coachee every leader call with 403 and a clear message, and an unverified leader with 403', async () => {
      const coachee = await person('coachee');
      for (const [method, path] of [
        ['GET', '/api/dashboard/team'],
        ['GET', '/api/dashboard/team/members'],
        ['GET', '/api/dashboard/invitations/sent'],
      ] as const) {
        const res = await call(method, path, coachee.token);
        expect(res.status).toBe(403);
        expect((await json<ErrorJson>(res)).errors.base).toEqual([
          'Cette fonction est réservée aux responsables d’équipe (coach, manager ou ressources humaines).',
        ]);
      }
      expect((await invite(coachee.token)).res.status).toBe(403);

      const unverified = await person('coach', false);
      for (const path of [
        '/api/dashboard/team',
        '/api/dashboard/memberships',
        '/api/dashboard/invitations/received',
      ]) {
        expect((await call('GET', path, unverified.token)).status).toBe(403);
      }
      expect((await ctx.app.request('/api/dashboard/team')).status).toBe(401);
    });
  });

  describe('a leader', () => {
    it('gets a team at the first visit, named after them, and can rename it', async () => {
      const coach = await person('manager');
      const first = await json<{ team: Json }>(await call('GET', '/api/dashboard/team', coach.token));
      expect(first.team).toMatchObject({ name: 'L’équipe de Camille', members_count: 0 });
      const again = await json<{ team: Json }>(await call('GET', '/api/dashboard/team', coach.token));
      expect(again.team.id).toBe(first.team.id);
      const renamed = await call('PATCH', '/api/dashboard/team', coach.token, { name: '  Les Aventuriers ' });
      expect(renamed.status).toBe(200);
      expect((await json<{ team: Json }>(renamed)).team.name).toBe('Les Aventuriers');
      const empty = await call('PATCH', '/api/dashboard/team', coach.token, { name: ' ' });
      expect(empty.status).toBe(422);
      expect((await json<ErrorJson>(empty)).errors.name).toEqual(['Veuillez donner un nom à votre équipe.']);
    });

    it('invites a new address by e-mail; registering through the link joins the team', async () => {
      const coach = await person('coach');
      const { res, email } = await invite(coach.token);
      expect(res.status).toBe(201);
      const added = await json<{ member: Member; delivery: string }>(res);
      expect(added.delivery).toBe('email');
      expect(added.member).toMatchObject({ status: 'invited', email, progress: null });
      expect(added.member.invitation?.status).toBe('pending');

      const link = await lastLink(email);
      expect(link).toMatch(/\/home\/register\?invited_id=[A-Za-z0-9_-]{43}$/);
      const token = new URL(link).searchParams.get('invited_id') ?? '';
      const [stored] = await ctx.db.select().from(invitations).where(eq(invitations.email, email));
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored?.tokenHash).not.toContain(token);

      // Another address through the link: refused, nothing created.
      const other = await registerRequest(ctx.app, validUser(), { query: `?invited_id=${token}` });
      expect(other.status).toBe(422);
      expect((await json<ErrorJson>(other)).errors.invited_id).toEqual([
        'Cette invitation a été envoyée à une autre adresse e-mail.',
      ]);

      const joined = await registerRequest(ctx.app, validUser({ email }), { query: `?invited_id=${token}` });
      expect(joined.status).toBe(201);
      const list = await json<Page<Member>>(await call('GET', '/api/dashboard/team/members', coach.token));
      expect(list.items).toEqual([expect.objectContaining({ email, status: 'active' })]);
      expect(list.items[0]?.invitation?.status).toBe('accepted');

      const reuse = await registerRequest(ctx.app, validUser({ email }), { query: `?invited_id=${token}` });
      expect(reuse.status).toBe(422);
    });

    it('invites an existing account into /invitations; it accepts, and answering again changes nothing', async () => {
      const coach = await person('hr');
      const member = await person('coachee');
      const { res } = await invite(coach.token, member.email);
      // The same answer as for a new address: adding a member reveals no account (issue 31, finding 6).
      const added = await json<{ member: Member; delivery: string }>(res);
      const elsewhere = await person('coach');
      const fresh = await json<{ member: Member; delivery: string }>((await invite(elsewhere.token)).res);
      for (const answer of [added, fresh]) {
        expect(answer.delivery).toBe('email');
        expect(answer.member).toMatchObject({ status: 'invited', has_account: false });
      }
      const listed = await json<Page<Member>>(await call('GET', '/api/dashboard/team/members', coach.token));
      expect(listed.items.map((m) => m.has_account)).toEqual([false]);
      expect(await lastLink(member.email)).toMatch(/\/invitations$/);

      const received = await json<{ items: { id: string; team: Json; leader: Json }[] }>(
        await call('GET', '/api/dashboard/invitations/received', member.token),
      );
      expect(received.items).toHaveLength(1);
      expect(received.items[0]?.leader).toEqual({ firstname: 'Camille', lastname: 'Durand' });
      const id = received.items[0]?.id ?? '';

      // Not the coach's to answer: it is bound to the member's address.
      expect(
        (await call('POST', `/api/dashboard/invitations/received/${id}/accept`, coach.token)).status,
      ).toBe(404);
      expect(
        (await call('POST', `/api/dashboard/invitations/received/${id}/accept`, member.token)).status,
      ).toBe(204);
      expect(
        (await call('POST', `/api/dashboard/invitations/received/${id}/accept`, member.token)).status,
      ).toBe(204);
      expect(
        (await call('POST', `/api/dashboard/invitations/received/${id}/decline`, member.token)).status,
      ).toBe(409);

      const memberships = await json<{ items: { id: string; share_progress: boolean }[] }>(
        await call('GET', '/api/dashboard/memberships', member.token),
      );
      expect(memberships.items).toEqual([expect.objectContaining({ share_progress: false })]);
      const sent = await json<Page<{ status: string }>>(
        await call('GET', '/api/dashboard/invitations/sent', coach.token),
      );
      expect(sent.items.map((i) => i.status)).toEqual(['accepted']);
    });

    it('refuses adding someone twice, or oneself, with a field error', async () => {
      const coach = await person('coach');
      const { email } = await invite(coach.token);
      const twice = await invite(coach.token, email.toUpperCase());
      expect(twice.res.status).toBe(422);
      expect((await json<ErrorJson>(twice.res)).errors.email).toEqual([
        'Cette personne fait déjà partie de votre équipe ou y est déjà invitée.',
      ]);
      const self = await invite(coach.token, coach.email);
      expect(self.res.status).toBe(422);
      expect((await json<ErrorJson>(self.res)).errors.email).toEqual([
        'Vous ne pouvez pas vous inviter vous-même : vous êtes déjà responsable de cette équipe.',
      ]);
      const invalid = await call('POST', '/api/dashboard/team/members', coach.token, {
        firstname: '',
        lastname: 'X',
        email: 'nope',
      });
      expect(Object.keys((await json<ErrorJson>(invalid)).errors).sort()).toEqual(['email', 'firstname']);
    });

    it('edits a member, and answers 404 for another leader’s member or a malformed id', async () => {
      const coach = await person('coach');
      const other = await person('coach');
      const { res } = await invite(coach.token);
      const { member } = await json<{ member: Member }>(res);
      const path = `/api/dashboard/team/members/${member.id}`;
      const edited = await call('PATCH', path, coach.token, { firstname: 'Léa-Rose', lastname: 'Martin' });
      expect((await json<Member>(edited)).firstname).toBe('Léa-Rose');
      expect((await call('GET', path, coach.token)).status).toBe(200);

      for (const [method, body] of [
        ['GET'],
        ['PATCH', { firstname: 'X', lastname: 'Y' }],
        ['DELETE'],
      ] as const) {
        expect((await call(method, path, other.token, body)).status).toBe(404);
        expect((await call(method, '/api/dashboard/team/members/edit-1', coach.token, body)).status).toBe(
          404,
        );
      }
      const invitationId = member.invitation?.id ?? '';
      expect(
        (await call('POST', `/api/dashboard/invitations/sent/${invitationId}/resend`, other.token)).status,
      ).toBe(404);
      expect(
        (await call('POST', `/api/dashboard/invitations/sent/${invitationId}/revoke`, other.token)).status,
      ).toBe(404);
    });

    it('removes a member; a pending invitation is revoked with it and its link stops working', async () => {
      const coach = await person('coach');
      const { res, email } = await invite(coach.token);
      const { member } = await json<{ member: Member }>(res);
      const token = new URL(await lastLink(email)).searchParams.get('invited_id') ?? '';
      expect((await call('DELETE', `/api/dashboard/team/members/${member.id}`, coach.token)).status).toBe(
        204,
      );
      expect((await call('GET', `/api/dashboard/team/members/${member.id}`, coach.token)).status).toBe(404);
      const late = await registerRequest(ctx.app, validUser({ email }), { query: `?invited_id=${token}` });
      expect((await json<ErrorJson>(late)).errors.invited_id).toEqual([
        'Cette invitation a été retirée. Demandez-en une nouvelle.',
      ]);
    });

    it('resends (new link, old one dead, once a minute) and revokes (idempotent) a pending invitation', async () => {
      const coach = await person('coach');
      const { res, email } = await invite(coach.token);
      const { member } = await json<{ member: Member }>(res);
      const id = member.invitation?.id ?? '';
      const oldToken = new URL(await lastLink(email)).searchParams.get('invited_id') ?? '';

      const tooSoon = await call('POST', `/api/dashboard/invitations/sent/${id}/resend`, coach.token);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.headers.get('Retry-After')).toBe('60');
      ctx.clock.advance(61_000);
      expect((await call('POST', `/api/dashboard/invitations/sent/${id}/resend`, coach.token)).status).toBe(
        204,
      );
      const newToken = new URL(await lastLink(email)).searchParams.get('invited_id') ?? '';
      expect(newToken).not.toBe(oldToken);
      const old = await registerRequest(ctx.app, validUser({ email }), { query: `?invited_id=${oldToken}` });
      expect((await json<ErrorJson>(old)).errors.invited_id).toEqual(['Cette invitation n’existe pas.']);

      expect((await call('POST', `/api/dashboard/invitations/sent/${id}/revoke`, coach.token)).status).toBe(
        204,
      );
      expect((await call('POST', `/api/dashboard/invitations/sent/${id}/revoke`, coach.token)).status).toBe(
        204,
      );
      expect((await call('POST', `/api/dashboard/invitations/sent/${id}/resend`, coach.token)).status).toBe(
        409,
      );
      const sent = await json<Page<{ status: string; member_id: string | null }>>(
        await call('GET', '/api/dashboard/invitations/sent', coach.token),
      );
      expect(sent.items).toEqual([expect.objectContaining({ status: 'revoked', member_id: null })]);
      const members = await json<Page<Member>>(await call('GET', '/api/dashboard/team/members', coach.token));
      expect(members.total).toBe(0);
    });

    it('lets an invitation expire: refused at registration, shown expired, renewed by a resend', async () => {
      const coach = await person('coach');
      const { email } = await invite(coach.token);
      const token = new URL(await lastLink(email)).searchParams.get('invited_id') ?? '';
      // Expired as the clock would leave it after INVITATION_TTL_MS (sessions would expire too).
      expect(INVITATION_TTL_MS).toBe(14 * 24 * 3_600_000);
      await ctx.db
        .update(invitations)
        .set({ expiresAt: ctx.clock.now(), sentAt: new Date(ctx.clock.now().getTime() - INVITATION_TTL_MS) })
        .where(eq(invitations.email, email));
      {
        const late = await registerRequest(ctx.app, validUser({ email }), { query: `?invited_id=${token}` });
        expect((await json<ErrorJson>(late)).errors.invited_id).toEqual([
          'Cette invitation a expiré. Demandez-en une nouvelle.',
        ]);
        const sent = await json<Page<{ id: string; status: string }>>(
          await call('GET', '/api/dashboard/invitations/sent', coach.token),
        );
        expect(sent.items[0]?.status).toBe('expired');
        ctx.clock.advance(1000);
        expect(
          (await call('POST', `/api/dashboard/invitations/sent/${sent.items[0]?.id}/resend`, coach.token))
            .status,
        ).toBe(204);
        const fresh = new URL(await lastLink(email)).searchParams.get('invited_id') ?? '';
        const joined = await registerRequest(ctx.app, validUser({ email }), {
          query: `?invited_id=${fresh}`,
        });
        expect(joined.status).toBe(201);
      }
    });

    it('an existing account declines: the member leaves the list and the invitation shows declined', async () => {
      const coach = await person('coach');
      const member = await person('coachee');
      await invite(coach.token, member.email);
      const received = await lastReceived(member.token);
      expect(
        (await call('POST', `/api/dashboard/invitations/received/${received?.id}/decline`, member.token))
          .status,
      ).toBe(204);
      expect(
        (await json<Page<Member>>(await call('GET', '/api/dashboard/team/members', coach.token))).total,
      ).toBe(0);
      const sent = await json<Page<{ status: string }>>(
        await call('GET', '/api/dashboard/invitations/sent', coach.token),
      );
      expect(sent.items[0]?.status).toBe('declined');
      expect(
        (await call('POST', `/api/dashboard/invitations/received/${received?.id}/accept`, member.token))
          .status,
      ).toBe(409);
    });

    it('searches by name or e-mail and pages past 50', async () => {
      const coach = await person('coach');
      const [team] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, coach.email));
      await call('GET', '/api/dashboard/team', coach.token);
      const teamId = (
        await json<{ team: { id: string } }>(await call('GET', '/api/dashboard/team', coach.token))
      ).team.id;
      expect(team).toBeDefined();
      const now = ctx.clock.now();
      await ctx.db.insert(teamMembers).values(
        Array.from({ length: 55 }, (_, i) => ({
          teamId,
          email: `member${String(i).padStart(2, '0')}@example.com`,
          firstname: i === 7 ? 'Zoé' : 'Alex',
          lastname: `Nom${String(i).padStart(2, '0')}`,
          status: 'invited',
          createdAt: now,
          updatedAt: now,
        })),
      );
      const first = await json<Page<Member>>(await call('GET', '/api/dashboard/team/members', coach.token));
      expect([first.items.length, first.total, first.page, first.per_page]).toEqual([50, 55, 1, 50]);
      const second = await json<Page<Member>>(
        await call('GET', '/api/dashboard/team/members?page=2', coach.token),
      );
      expect(second.items.map((m) => m.lastname)).toEqual(['Nom50', 'Nom51', 'Nom52', 'Nom53', 'Nom54']);
      const byName = await json<Page<Member>>(
        await call('GET', '/api/dashboard/team/members?q=zo%C3%A9%20nom', coach.token),
      );
      expect(byName.items.map((m) => m.email)).toEqual(['member07@example.com']);
      const byEmail = await json<Page<Member>>(
        await call('GET', '/api/dashboard/team/members?q=MEMBER12@', coach.token),
      );
      expect(byEmail.total).toBe(1);
      const pattern = await json<Page<Member>>(
        await call('GET', '/api/dashboard/team/members?q=%25', coach.token),
      );
      expect(pattern.total).toBe(0);
      expect((await call('GET', '/api/dashboard/team/members?per_page=500', coach.token)).status).toBe(422);
      // Another leader sees none of them.
      const other = await person('coach');
      expect(
        (await json<Page<Member>>(await call('GET', '/api/dashboard/team/members', other.token))).total,
      ).toBe(0);
    });
  });

  describe('a member', () => {
    async function joinedMember() {
      const coach = await person('coach');
      const member = await person('coachee');
      await invite(coach.token, member.email);
      const received = await lastReceived(member.token);
      await call('POST', `/api/dashboard/invitations/received/${received?.id}/accept`, member.token);
      const [membership] = (
        await json<{ items: { id: string }[] }>(await call('GET', '/api/dashboard/memberships', member.token))
      ).items;
      return { coach, member, membershipId: membership?.id ?? '' };
    }

    it('shares progress only when they switch it on, and turning it off hides it at once', async () => {
      const { coach, member, membershipId } = await joinedMember();
      const progressSeen = async () =>
        (await json<Page<Member>>(await call('GET', '/api/dashboard/team/members', coach.token))).items[0]
          ?.progress;
      expect(await progressSeen()).toBeNull();
      const on = await call('PATCH', `/api/dashboard/memberships/${membershipId}`, member.token, {
        share_progress: true,
      });
      expect((await json<{ share_progress: boolean }>(on)).share_progress).toBe(true);
      expect(await progressSeen()).toEqual({ trainings: [] });
      expect(
        (
          await json<{ team: { sharing_count: number } }>(
            await call('GET', '/api/dashboard/team', coach.token),
          )
        ).team.sharing_count,
      ).toBe(1);
      await call('PATCH', `/api/dashboard/memberships/${membershipId}`, member.token, {
        share_progress: false,
      });
      expect(await progressSeen()).toBeNull();
      // The leader cannot flip the member's switch.
      expect(
        (
          await call('PATCH', `/api/dashboard/memberships/${membershipId}`, coach.token, {
            share_progress: true,
          })
        ).status,
      ).toBe(404);
    });

    it('leaves a team; a stranger cannot make them leave', async () => {
      const { coach, member, membershipId } = await joinedMember();
      const stranger = await person('coachee');
      expect(
        (await call('DELETE', `/api/dashboard/memberships/${membershipId}`, stranger.token)).status,
      ).toBe(404);
      expect((await call('DELETE', `/api/dashboard/memberships/${membershipId}`, member.token)).status).toBe(
        204,
      );
      expect(
        (await json<{ items: unknown[] }>(await call('GET', '/api/dashboard/memberships', member.token)))
          .items,
      ).toEqual([]);
      expect(
        (await json<Page<Member>>(await call('GET', '/api/dashboard/team/members', coach.token))).total,
      ).toBe(0);
    });

    it('sees no invitation sent to another address', async () => {
      const coach = await person('coach');
      await invite(coach.token);
      const stranger = await person('coachee');
      expect(
        (
          await json<{ items: unknown[] }>(
            await call('GET', '/api/dashboard/invitations/received', stranger.token),
          )
        ).items,
      ).toEqual([]);
    });
  });

  it('deleting an account removes its team, memberships and invitations', async () => {
    const coach = await person('coach');
    const { email } = await invite(coach.token);
    await ctx.db.delete(users).where(eq(users.email, coach.email));
    expect(await ctx.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.email, email))),
    ).toEqual([]);
  });
});

describe('registration through invitations and the per-address limit', () => {
  const ctx = useTestContext({ config: { registerLimitPerHour: 20 } });

  it('30 registrations through 30 valid invitations from one address all succeed; a 21st anonymous one is refused', async () => {
    const coachRes = await registerRequest(ctx.app, validUser({ user_type: 'coach' }));
    const { token: coachToken } = (await coachRes.json()) as { token: string };
    const coachEmail = (await ctx.db.select().from(users))[0]?.email ?? '';
    await markVerified(ctx.db, coachEmail);
    const emails = Array.from({ length: 30 }, (_, i) => `workshop${i}.${Date.now()}@example.com`);
    for (const email of emails) {
      const res = await ctx.app.request(
        '/api/dashboard/team/members',
        jsonRequest('POST', { firstname: 'Atelier', lastname: 'Participant', email }, bearer(coachToken)),
      );
      expect(res.status).toBe(201);
    }
    for (const email of emails) {
      const rows = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      const token = new URL(rows[0]?.links[0] ?? '').searchParams.get('invited_id');
      const res = await registerRequest(ctx.app, validUser({ email }), { query: `?invited_id=${token}` });
      expect(res.status).toBe(201);
    }
    // The coach's own registration counted; 19 more anonymous ones fit in the hour, the 20th does not.
    for (let i = 0; i < 19; i += 1) expect((await registerRequest(ctx.app, validUser())).status).toBe(201);
    expect((await registerRequest(ctx.app, validUser())).status).toBe(429);
  });
});
