import { useVerifiedCaller } from '../../../testing/auth-helpers';
import { useTestContext } from '../../../testing/test-app';

/**
 * One member must not be able to slow the database for everyone (issue 31, finding 2): a goal
 * holds at most GOAL_STEPS_MAX steps, and reordering rewrites the positions in one statement.
 */
describe('goal steps: bounded', () => {
  const ctx = useTestContext();
  const call = useVerifiedCaller(ctx);

  it('takes 50 steps, refuses the 51st with a message, even in parallel', async () => {
    await call('PUT', '/api/dashboard/main_goal', { text: 'Run a marathon' });
    for (let i = 0; i < 45; i += 1)
      expect((await call('POST', '/api/dashboard/main_goal/steps', { text: `Step ${i}` })).status).toBe(201);
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/api/dashboard/main_goal/steps', { text: `Burst ${i}`, position: 0 }),
      ),
    );
    expect(burst.filter((res) => res.status === 201)).toHaveLength(5);
    const refused = burst.find((res) => res.status !== 201);
    expect(refused?.status).toBe(422);
    expect(refused?.json).toEqual({ errors: { base: ['Un objectif compte au plus 50 étapes.'] } });

    const steps = (await call('GET', '/api/dashboard/main_goal')).json.steps as { position: number }[];
    expect(steps.map((s) => s.position)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('moves a step: every position rewritten, in order', async () => {
    const before = (await call('GET', '/api/dashboard/main_goal')).json.steps as { id: string }[];
    const last = before[before.length - 1]?.id ?? '';
    const moved = await call('PUT', `/api/dashboard/main_goal/steps/${last}`, {
      text: 'Now first',
      position: 0,
    });
    expect(moved.json).toMatchObject({ id: last, position: 0 });
    const after = (await call('GET', '/api/dashboard/main_goal')).json.steps as {
      id: string;
      position: number;
    }[];
    expect(after.map((s) => s.id)).toEqual([last, ...before.slice(0, -1).map((s) => s.id)]);
    expect(after.map((s) => s.position)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
