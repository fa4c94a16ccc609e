import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoalStep, MainGoal } from '@coach/shared/life-gps';
import { deferred, mockApi, resetEnvironment, type RecordedRequest, type Reply } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { renderMyLifeGps } from '../../testing/render-pages.tsx';

registerNamespace();
beforeEach(resetEnvironment);

const goal: MainGoal = {
  text: 'Courir un semi-marathon',
  life_area: 'health',
  target_date: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

/**
 * The goal and its steps: a PUT moves a step to its `position` (the others shift), a POST of a
 * commitment waits for `commitment` when given. The goal's reads wait for `held.reads` when set.
 */
function stepsApi({ commitment }: { commitment?: Promise<Reply> } = {}) {
  let steps: GoalStep[] = [
    { id: 's1', text: 'Acheter des chaussures', position: 0 },
    { id: 's2', text: 'Courir 5 km', position: 1 },
    { id: 's3', text: 'Courir 10 km', position: 2 },
  ];
  const held = { reads: null as Promise<void> | null };
  const mocked = mockApi(async (request: RecordedRequest) => {
    const path = `${request.method} ${request.url.pathname}`;
    if (path.startsWith('GET /api/dashboard/results/'))
      return {
        status: 404,
        body: { errors: { base: ['Pas encore de résultat.'], code: ['no_result_yet'] } },
      };
    if (path === 'POST /api/dashboard/commitments')
      return commitment ?? { status: 201, body: { id: 'c1', ...(request.body as object) } };
    if (path.startsWith('PUT /api/dashboard/main_goal/steps/')) {
      const id = request.url.pathname.split('/').pop();
      const { position } = request.body as { position: number };
      const moved = steps.find((s) => s.id === id) as GoalStep;
      const others = steps.filter((s) => s.id !== id);
      others.splice(position, 0, moved);
      steps = others.map((s, index) => ({ ...s, position: index }));
      return { status: 200, body: { ...moved, position } };
    }
    const snapshot = steps;
    if (held.reads) await held.reads;
    return { status: 200, body: { goal, steps: snapshot } };
  });
  return { mocked, held };
}

describe('the steps of the path to the goal', () => {
  it('makes a step a commitment once, however fast it is pressed twice', async () => {
    const answer = deferred<Reply>();
    const { mocked } = stepsApi({ commitment: answer.promise });
    renderMyLifeGps();
    const button = await screen.findByRole('button', { name: 'En faire un engagement Courir 5 km' });
    await userEvent.dblClick(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer.resolve({ status: 201, body: { id: 'c1' } });
    expect(await screen.findByRole('link', { name: 'Voir mes engagements' })).toBeInTheDocument();
    expect(mocked.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('keeps a step’s arrows off until the goal is read again: a second ↑ sends its new place', async () => {
    const { mocked, held } = stepsApi();
    renderMyLifeGps();
    const up = () => screen.getByRole('button', { name: 'Monter « Courir 10 km »' });
    await screen.findByRole('button', { name: 'Monter « Courir 10 km »' });
    const reread = deferred<void>();
    held.reads = reread.promise;
    const goalReads = () => mocked.requests.filter((r) => r.url.pathname === '/api/dashboard/main_goal');
    const before = goalReads().length;
    await userEvent.click(up());
    await waitFor(() => expect(goalReads()).toHaveLength(before + 1));
    // Saved, the list not read again yet: the step's place on screen is the old one.
    expect(up()).toBeDisabled();
    await userEvent.click(up());
    held.reads = null;
    reread.resolve();
    await waitFor(() => expect(up()).toBeEnabled());
    await userEvent.click(up());
    const moves = () => mocked.requests.filter((r) => r.method === 'PUT');
    await waitFor(() => expect(moves()).toHaveLength(2));
    expect(moves().map((r) => (r.body as { position: number }).position)).toEqual([1, 0]);
  });
});
