import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { MANY_REGISTRATIONS, useTestContext } from '../../testing/test-app';
import { teamTestKit } from './testing';

const MINUTE = 60_000;

/**
 * One budget of mails per leader (issue 31, finding 3): invitations, resends and survey reminders
 * all count; a resend is capped per invitation; no link in a text that goes into a mail.
 */
describe('team mails: one budget per leader', () => {
  const ctx = useTestContext({
    deps: {
      throttleRules: {
        ...MANY_REGISTRATIONS.deps?.throttleRules,
        leader_mail: { limit: 6, windowMs: 3_600_000 },
      },
    },
  });
  const kit = teamTestKit(ctx);

  const invite = (token: string, email: string) =>
    kit.call('POST', '/api/dashboard/team/members', token, { firstname: 'Nina', lastname: 'Neuve', email });
  /** Invites a new address; answers the invitation's id. */
  const invitationOf = async (token: string, email: string) =>
    (await kit.json<{ member: { invitation: { id: string } } }>(await invite(token, email))).member.invitation
      .id;

  it('invitations, resends and reminders draw on one budget', async () => {
    const { leader, members } = await kit.teamOf(2); // 2 mails
    const survey = await kit.json<{ id: string }>(
      await kit.call('POST', '/api/dashboard/team/surveys', leader.token, { due_on: kit.today() }),
    );
    const reminded = await kit.call('POST', `/api/dashboard/team/surveys/${survey.id}/remind`, leader.token);
    expect(await kit.json(reminded)).toEqual({ reminded: 2 }); // 4 mails
    const newest = await invitationOf(leader.token, `budget.${Date.now()}@example.com`); // 5
    ctx.clock.advance(MINUTE + 1000);
    expect(
      (await kit.call('POST', `/api/dashboard/invitations/sent/${newest}/resend`, leader.token)).status,
    ).toBe(204); // 6
    ctx.clock.advance(MINUTE + 1000);
    const refused = await kit.call('POST', `/api/dashboard/invitations/sent/${newest}/resend`, leader.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await invite(leader.token, `budget2.${Date.now()}@example.com`)).status).toBe(429);
    expect(members).toHaveLength(2);
  });

  it('an invitation is resent 5 times at most', async () => {
    const leader = await kit.person('coach');
    const email = `resend.${Date.now()}@example.com`;
    const id = await invitationOf(leader.token, email);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      // Past the hour (the sessions stay: 2 h idle, 12 h in all): the budget is not what stops the sixth.
      ctx.clock.advance(61 * MINUTE);
      statuses.push(
        (await kit.call('POST', `/api/dashboard/invitations/sent/${id}/resend`, leader.token)).status,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(6);
  });

  it('refuses links and web addresses in a team name and in a member’s name', async () => {
    const leader = await kit.person('coach');
    for (const name of [
      'URGENT: verify payroll at https://evil.example/login',
      'Paie : www.evil.example',
      'Go to evil.example/login',
      'Écrivez à paie@evil.example',
    ]) {
      const res = await kit.call('PATCH', '/api/dashboard/team', leader.token, { name });
      expect(res.status).toBe(422);
      expect((await kit.json<{ errors: Record<string, string[]> }>(res)).errors.name).toEqual([
        'Le nom de l’équipe ne peut pas contenir de lien ni d’adresse web.',
      ]);
    }
    // A dotted name is still a name.
    for (const name of ['Équipe v2.0 – Lyon', 'Équipe St.Pierre', 'Jean.Paul & co']) {
      expect((await kit.call('PATCH', '/api/dashboard/team', leader.token, { name })).status).toBe(200);
    }
    const added = await kit.call('POST', '/api/dashboard/team/members', leader.token, {
      firstname: 'Voir http://evil.example',
      lastname: 'Neuve',
      email: `link.${Date.now()}@example.com`,
    });
    expect(added.status).toBe(422);
    expect((await kit.json<{ errors: Record<string, string[]> }>(added)).errors.firstname).toEqual([
      'Le prénom ne peut pas contenir de lien ni d’adresse web.',
    ]);
  });
});
