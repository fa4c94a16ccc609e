import { eq } from 'drizzle-orm';
import { mailOutbox, surveyRecipients, users } from '../../db/schema';
import { markVerified, registerUser } from '../../testing/auth-helpers';
import { MANY_REGISTRATIONS, useTestContext } from '../../testing/test-app';
import { teamTestKit } from './testing';

type ErrorJson = { errors: Record<string, string[]> };
type Survey = {
  id: string;
  recipients_count: number;
  answered_count: number;
  aggregate: { top: number; not_top: number } | null;
};

describe('team surveys: the interior-weather pulse (docs/api.md "Team")', () => {
  const ctx = useTestContext(MANY_REGISTRATIONS);
  const { call, json, today } = teamTestKit(ctx);

  async function person(userType: string) {
    const { token, email } = await registerUser(ctx.app, { user_type: userType });
    await markVerified(ctx.db, email);
    return { token, email };
  }

  /** A leader with `n` active members (and one still invited). */
  async function teamOf(n: number) {
    const leader = await person('coach');
    const members = [];
    for (let i = 0; i < n; i += 1) {
      const member = await person('coachee');
      await call('POST', '/api/dashboard/team/members', leader.token, {
        firstname: 'M',
        lastname: `${i}`,
        email: member.email,
      });
      const received = await json<{ items: { id: string }[] }>(
        await call('GET', '/api/dashboard/invitations/received', member.token),
      );
      await call('POST', `/api/dashboard/invitations/received/${received.items[0]?.id}/accept`, member.token);
      members.push(member);
    }
    await call('POST', '/api/dashboard/team/members', leader.token, {
      firstname: 'Pas',
      lastname: 'Encore',
      email: `pending.${Date.now()}@example.com`,
    });
    return { leader, members };
  }
  const surveysOf = async (token: string) =>
    (await json<{ items: Survey[] }>(await call('GET', '/api/dashboard/team/surveys', token))).items;
  const answer = (token: string, id: string, value: string) =>
    call('POST', `/api/dashboard/surveys/received/${id}/answer`, token, { answer: value });

  it('goes to every active member, once each; the leader sees how many answered', async () => {
    const { leader, members } = await teamOf(3);
    const created = await call('POST', '/api/dashboard/team/surveys', leader.token, { due_on: today() });
    expect(created.status).toBe(201);
    const survey = await json<Survey>(created);
    expect(survey).toMatchObject({ recipients_count: 3, answered_count: 0, aggregate: null });

    const [first, second, third] = members;
    for (const [member, value] of [
      [first, 'top'],
      [second, 'not_top'],
    ] as const) {
      const open = await json<{ items: { id: string }[] }>(
        await call('GET', '/api/dashboard/surveys/received', member?.token ?? ''),
      );
      expect(open.items.map((s) => s.id)).toEqual([survey.id]);
      expect((await answer(member?.token ?? '', survey.id, value)).status).toBe(204);
    }
    expect((await surveysOf(leader.token))[0]).toMatchObject({ answered_count: 2, aggregate: null });
    expect((await answer(first?.token ?? '', survey.id, 'not_top')).status).toBe(409);

    await answer(third?.token ?? '', survey.id, 'top');
    // The aggregate's rules (whole team, closed, 5 answers): survey-promise.test.ts.
    expect((await surveysOf(leader.token))[0]).toMatchObject({ answered_count: 3, aggregate: null });
    expect(
      (
        await json<{ items: unknown[] }>(
          await call('GET', '/api/dashboard/surveys/received', third?.token ?? ''),
        )
      ).items,
    ).toEqual([]);
  });

  it('goes to chosen members only, and refuses members of another team or none', async () => {
    const { leader } = await teamOf(2);
    const other = await teamOf(1);
    const members = await json<{ items: { id: string; status: string }[] }>(
      await call('GET', '/api/dashboard/team/members', leader.token),
    );
    const active = members.items.filter((m) => m.status === 'active').map((m) => m.id);
    const invited = members.items.filter((m) => m.status === 'invited').map((m) => m.id);
    const chosen = await call('POST', '/api/dashboard/team/surveys', leader.token, {
      due_on: today(),
      member_ids: [active[0]],
    });
    expect((await json<Survey>(chosen)).recipients_count).toBe(1);

    const foreignIds = (
      await json<{ items: { id: string }[] }>(
        await call('GET', '/api/dashboard/team/members', other.leader.token),
      )
    ).items.map((m) => m.id);
    for (const member_ids of [foreignIds.slice(0, 1), invited, ['nope']]) {
      const res = await call('POST', '/api/dashboard/team/surveys', leader.token, {
        due_on: today(),
        member_ids,
      });
      expect(res.status).toBe(422);
      expect((await json<ErrorJson>(res)).errors.member_ids).toEqual([
        'Choisissez des membres actifs de votre équipe.',
      ]);
    }
    const past = await call('POST', '/api/dashboard/team/surveys', leader.token, { due_on: '2000-01-01' });
    expect((await json<ErrorJson>(past)).errors.due_on).toEqual([
      'La date de réponse doit être aujourd’hui ou plus tard.',
    ]);
    const empty = await teamOf(0);
    const none = await call('POST', '/api/dashboard/team/surveys', empty.leader.token, { due_on: today() });
    expect((await json<ErrorJson>(none)).errors.member_ids?.[0]).toMatch(/pas encore de membre actif/);
  });

  it('reminds those who have not answered, once an hour; strangers and members get 404 or 403', async () => {
    const { leader, members } = await teamOf(2);
    const survey = await json<Survey>(
      await call('POST', '/api/dashboard/team/surveys', leader.token, { due_on: today() }),
    );
    await answer(members[0]?.token ?? '', survey.id, 'top');
    const reminded = await call('POST', `/api/dashboard/team/surveys/${survey.id}/remind`, leader.token);
    expect(await json(reminded)).toEqual({ reminded: 1 });
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, members[1]?.email ?? ''));
    expect(mails.some((m) => m.subject.startsWith('Rappel'))).toBe(true);
    expect((await call('POST', `/api/dashboard/team/surveys/${survey.id}/remind`, leader.token)).status).toBe(
      429,
    );

    const stranger = await teamOf(0);
    expect(
      (await call('POST', `/api/dashboard/team/surveys/${survey.id}/remind`, stranger.leader.token)).status,
    ).toBe(404);
    expect((await call('GET', '/api/dashboard/team/surveys', members[0]?.token ?? '')).status).toBe(403);
    expect(
      (await call('POST', '/api/dashboard/team/surveys', members[0]?.token ?? '', { due_on: today() }))
        .status,
    ).toBe(403);
    expect((await answer(stranger.leader.token, survey.id, 'top')).status).toBe(404);
    expect((await answer(members[1]?.token ?? '', survey.id, 'meh')).status).toBe(422);
  });

  it('an answer goes with the account', async () => {
    const { leader, members } = await teamOf(1);
    const survey = await json<Survey>(
      await call('POST', '/api/dashboard/team/surveys', leader.token, { due_on: today() }),
    );
    await answer(members[0]?.token ?? '', survey.id, 'top');
    await ctx.db.delete(users).where(eq(users.email, members[0]?.email ?? ''));
    expect(
      await ctx.db.select().from(surveyRecipients).where(eq(surveyRecipients.surveyId, survey.id)),
    ).toEqual([]);
  });
});
