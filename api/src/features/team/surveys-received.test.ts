import { useTestContext } from '../../testing/test-app';
import { teamTestKit } from './testing';

/** A list a member cannot stop from growing is listed in pages (issue 31, finding 2). */
describe('surveys received: in pages', () => {
  const ctx = useTestContext();
  const kit = teamTestKit(ctx);

  it('20 a page by default, oldest due first, with the total', async () => {
    const leaders = [await kit.teamOf(1)];
    const member = leaders[0]?.members[0] ?? { token: '', email: '' };
    // Several teams: a team's own surveys a day are limited (survey-limits.test.ts).
    for (let i = 0; i < 2; i += 1) {
      const leader = await kit.person('coach');
      await kit.join(leader, member);
      leaders.push({ leader, members: [] });
    }
    for (const [index, { leader }] of leaders.entries())
      for (let i = 0; i < (index === 0 ? 9 : 8); i += 1)
        expect(
          (await kit.call('POST', '/api/dashboard/team/surveys', leader.token, { due_on: kit.today() }))
            .status,
        ).toBe(201);
    type Page = { items: { id: string }[]; page: number; per_page: number; total: number };
    const first = await kit.json<Page>(
      await kit.call('GET', '/api/dashboard/surveys/received', member.token),
    );
    expect(first).toMatchObject({ page: 1, per_page: 20, total: 25 });
    expect(first.items).toHaveLength(20);
    const second = await kit.json<Page>(
      await kit.call('GET', '/api/dashboard/surveys/received?page=2', member.token),
    );
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((s) => s.id)).size).toBe(25);
  });
});
