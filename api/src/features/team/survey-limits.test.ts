import { and, eq, like } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { useTestContext } from '../../testing/test-app';
import { teamTestKit } from './testing';

/** Surveys and reminders have limits (issue 31, finding 4; docs/security.md, "Team limits"). */
describe('team surveys: limits', () => {
  const ctx = useTestContext();
  const kit = teamTestKit(ctx);

  it('a team sends 10 surveys a day; the 11th waits', async () => {
    const { leader } = await kit.teamOf(1);
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await kit.call('POST', '/api/dashboard/team/surveys', leader.token, { due_on: kit.today() })).status,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it('one reminder mail a day per person, whatever the number of surveys', async () => {
    const { leader, members } = await kit.teamOf(1);
    const member = members[0] ?? { email: '' };
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(
        (
          await kit.json<{ id: string }>(
            await kit.call('POST', '/api/dashboard/team/surveys', leader.token, { due_on: kit.today() }),
          )
        ).id,
      );
    const reminded = [];
    for (const id of ids)
      reminded.push(
        await kit.json(await kit.call('POST', `/api/dashboard/team/surveys/${id}/remind`, leader.token)),
      );
    expect(reminded).toEqual([{ reminded: 1 }, { reminded: 0 }, { reminded: 0 }]);
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, member.email), like(mailOutbox.subject, 'Rappel%')));
    expect(mails).toHaveLength(1);
  });
});
