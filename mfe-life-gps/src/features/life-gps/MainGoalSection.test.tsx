import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoalStep, MainGoal, MainGoalPayload } from '@coach/shared/life-gps';
import { deferred, mockApi, resetEnvironment, type RecordedRequest, type Reply } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { renderMyLifeGps } from '../../testing/render-pages.tsx';

registerNamespace();
beforeEach(resetEnvironment);

const savedGoal: MainGoal = {
  text: 'Courir un semi-marathon',
  life_area: 'health',
  target_date: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

/** The api of the main goal: `goal` until a PUT replaces it; no wheel yet. */
function goalApi(goal: MainGoal | null) {
  let current = goal;
  return mockApi((request: RecordedRequest) => {
    if (request.url.pathname.startsWith('/api/dashboard/results/'))
      return {
        status: 404,
        body: { errors: { base: ['Pas encore de résultat.'], code: ['no_result_yet'] } },
      };
    if (request.method === 'PUT') {
      const body = request.body as MainGoalPayload;
      current = { ...savedGoal, ...body, updated_at: '2026-11-22T10:00:00Z' };
    }
    return { status: 200, body: { goal: current, steps: [] } };
  });
}

const areaField = () => screen.findByRole<HTMLSelectElement>('combobox', { name: /Domaine de vie/ });

describe('the main goal opened from the wheel’s largest gap (?area=)', () => {
  it('without a goal, the form opens on that area and says why; saving sends it', async () => {
    const mocked = goalApi(null);
    const { router } = renderMyLifeGps('/my_life_gps?area=work');
    expect(await areaField()).toHaveValue('work');
    expect(
      screen.getByText('Proposé par votre roue de vie : c’est le domaine où l’écart est le plus grand.'),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Mon objectif principal/ }),
      'Changer de métier',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Changer de métier')).toBeInTheDocument();
    expect(mocked.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      text: 'Changer de métier',
      life_area: 'work',
      target_date: null,
    });
    // Answered: the suggestion leaves the address, so editing opens on the saved area.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('with a goal, changes nothing until the person chooses to edit, then opens on that area', async () => {
    const mocked = goalApi(savedGoal);
    renderMyLifeGps('/my_life_gps?area=work');
    expect(await screen.findByText('Courir un semi-marathon')).toBeInTheDocument();
    expect(screen.getByText('Santé')).toBeInTheDocument();
    expect(screen.getByTestId('suggested-area')).toHaveTextContent(
      'Votre roue de vie montre votre plus grand écart dans le domaine « Travail ». Pour y consacrer votre objectif, modifiez-le.',
    );
    expect(mocked.requests.every((request) => request.method === 'GET')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier mon objectif' }));
    expect(await areaField()).toHaveValue('work');
    expect(screen.getByRole('textbox', { name: /Mon objectif principal/ })).toHaveValue(
      'Courir un semi-marathon',
    );
    // Cancelling keeps the saved goal as it was.
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText('Santé')).toBeInTheDocument();
    expect(mocked.requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('says nothing when the goal already has that area', async () => {
    goalApi(savedGoal);
    renderMyLifeGps('/my_life_gps?area=health');
    expect(await screen.findByText('Courir un semi-marathon')).toBeInTheDocument();
    expect(screen.queryByTestId('suggested-area')).not.toBeInTheDocument();
  });

  it.each(['bogus', 'HEALTH', '', 'constructor'])('ignores an unknown area (%j)', async (area) => {
    goalApi(null);
    renderMyLifeGps(`/my_life_gps?area=${encodeURIComponent(area)}`);
    expect(await areaField()).toHaveValue('');
    expect(screen.queryByText(/Proposé par votre roue de vie/)).not.toBeInTheDocument();
  });

  it('without ?area=, edits the goal on its own area', async () => {
    goalApi(savedGoal);
    renderMyLifeGps('/my_life_gps');
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier mon objectif' }));
    expect(await areaField()).toHaveValue('health');
    expect(screen.queryByTestId('suggested-area')).not.toBeInTheDocument();
  });
});

describe('the path to the goal', () => {
  it('adds a step, then reads the goal again with the goal still on screen', async () => {
    let steps: GoalStep[] = [];
    const reread = deferred<Reply>();
    const mocked = mockApi((request: RecordedRequest) => {
      const path = `${request.method} ${request.url.pathname}`;
      if (path.startsWith('GET /api/dashboard/results/'))
        return {
          status: 404,
          body: { errors: { base: ['Pas encore de résultat.'], code: ['no_result_yet'] } },
        };
      if (path === 'POST /api/dashboard/main_goal/steps') {
        const added = { id: 's1', text: (request.body as { text: string }).text, position: 0 };
        steps = [...steps, added];
        return { status: 201, body: added };
      }
      const reply = { status: 200, body: { goal: savedGoal, steps } };
      // The read after the step: held, to look at the page meanwhile.
      if (steps.length > 0) return reread.promise.then(() => reply);
      return reply;
    });
    renderMyLifeGps();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Nouvelle étape/ }),
      'Acheter des chaussures de course',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter l’étape' }));
    await waitFor(() =>
      expect(mocked.requests.filter((r) => r.url.pathname === '/api/dashboard/main_goal')).toHaveLength(2),
    );
    expect(screen.getByText('Courir un semi-marathon')).toBeInTheDocument();
    expect(
      screen.getByText('Aucune étape pour l’instant : quelle est la première chose à faire ?'),
    ).toBeInTheDocument();
    reread.resolve({ status: 200 });
    expect(
      await screen.findByRole('button', { name: 'Monter « Acheter des chaussures de course »' }),
    ).toBeDisabled();
    expect(screen.getByText('Courir un semi-marathon')).toBeInTheDocument();
  });
});
