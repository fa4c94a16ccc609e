import { MANY_REGISTRATIONS, useTestContext } from '../../testing/test-app';
import { teamTestKit } from './testing';

type Survey = {
  id: string;
  whole_team: boolean;
  closed: boolean;
  answered_count: number;
  aggregate: { top: number; not_top: number } | null;
};

/**
 * What a member is promised (docs/product.md §7.3): answers are anonymous. The leader sees a
 * survey's share of Top and Not top only when it went to the whole team, once it is closed (the
 * day after its due date, so one figure that never moves: two views cannot be subtracted), and
 * from 5 answering members. A survey to members the leader picked shows how many answered, never
 * what (issue 31, finding 1).
 */
describe('team surveys: the anonymity promise', () => {
  const ctx = useTestContext(MANY_REGISTRATIONS);
  const kit = teamTestKit(ctx);
  // Late in the day, so that closing (the next day) keeps the sessions alive (2 h idle).
  beforeEach(() => ctx.clock.set(`2030-03-1${(counter += 1)}T22:30:00.000Z`));
  let counter = 0;

  const surveysOf = async (token: string) =>
    (await kit.json<{ items: Survey[] }>(await kit.call('GET', '/api/dashboard/team/surveys', token))).items;
  const received = async (token: string) =>
    (
      await kit.json<{ items: { id: string }[] }>(
        await kit.call('GET', '/api/dashboard/surveys/received', token),
      )
    ).items;

  it('the reproduced attack: two accounts of the leader and one member, chosen by the leader: no aggregate', async () => {
    const { leader, members } = await kit.teamOf(3);
    const [puppet1, puppet2, real] = members;
    const created = await kit.call('POST', '/api/dashboard/team/surveys', leader.token, {
      due_on: kit.today(),
      member_ids: members.map((m) => m.memberId),
    });
    const survey = await kit.json<Survey>(created);
    expect(survey).toMatchObject({ whole_team: false, aggregate: null });
    await kit.answer(puppet1?.token ?? '', survey.id, 'top');
    await kit.answer(puppet2?.token ?? '', survey.id, 'top');
    await kit.answer(real?.token ?? '', survey.id, 'not_top');
    expect((await surveysOf(leader.token))[0]).toMatchObject({ answered_count: 3, aggregate: null });
    ctx.clock.advance(2 * 3_600_000 - 60_000);
    expect((await surveysOf(leader.token))[0]).toMatchObject({ closed: true, aggregate: null });
  });

  it('to the whole team: nothing while open, the share once closed from 5 answers, no answer after', async () => {
    const { leader, members } = await kit.teamOf(6);
    const survey = await kit.json<Survey>(
      await kit.call('POST', '/api/dashboard/team/surveys', leader.token, { due_on: kit.today() }),
    );
    expect(survey.whole_team).toBe(true);
    const [late, ...answering] = members;
    for (const [index, member] of answering.entries())
      expect((await kit.answer(member.token, survey.id, index < 3 ? 'top' : 'not_top')).status).toBe(204);
    // Five answers, still open: a figure now and another after one more answer would isolate it.
    expect((await surveysOf(leader.token))[0]).toMatchObject({
      answered_count: 5,
      closed: false,
      aggregate: null,
    });

    ctx.clock.advance(2 * 3_600_000 - 60_000);
    expect((await surveysOf(leader.token))[0]).toMatchObject({
      closed: true,
      aggregate: { top: 3, not_top: 2 },
    });
    expect(await received(late?.token ?? '')).toEqual([]);
    expect((await kit.answer(late?.token ?? '', survey.id, 'top')).status).toBe(409);
    expect(
      (await kit.call('POST', `/api/dashboard/team/surveys/${survey.id}/remind`, leader.token)).status,
    ).toBe(409);
    expect((await surveysOf(leader.token))[0]?.aggregate).toEqual({ top: 3, not_top: 2 });
  });

  it('closed with fewer than 5 answers: no aggregate', async () => {
    const { leader, members } = await kit.teamOf(4);
    const survey = await kit.json<Survey>(
      await kit.call('POST', '/api/dashboard/team/surveys', leader.token, { due_on: kit.today() }),
    );
    for (const member of members) await kit.answer(member.token, survey.id, 'top');
    ctx.clock.advance(2 * 3_600_000 - 60_000);
    expect((await surveysOf(leader.token))[0]).toMatchObject({
      answered_count: 4,
      closed: true,
      aggregate: null,
    });
  });
});
