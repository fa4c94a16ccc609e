import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MainGoal, MainGoalPayload } from '@coach/shared/life-gps';
import { mockApi, renderRoute, resetEnvironment, type RecordedRequest } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { MainGoalSection } from './MainGoalSection.tsx';

registerNamespace();
beforeEach(resetEnvironment);

const savedGoal: MainGoal = {
  text: 'Courir un semi-marathon',
  life_area: 'health',
  target_date: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

/** The api of the main goal: `goal` until a PUT replaces it. */
function goalApi(goal: MainGoal | null) {
  let current = goal;
  return mockApi((request: RecordedRequest) => {
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
    const { router } = renderRoute(<MainGoalSection />, '/my_life_gps?area=work');
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
    renderRoute(<MainGoalSection />, '/my_life_gps?area=work');
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
    renderRoute(<MainGoalSection />, '/my_life_gps?area=health');
    expect(await screen.findByText('Courir un semi-marathon')).toBeInTheDocument();
    expect(screen.queryByTestId('suggested-area')).not.toBeInTheDocument();
  });

  it.each(['bogus', 'HEALTH', '', 'constructor'])('ignores an unknown area (%j)', async (area) => {
    goalApi(null);
    renderRoute(<MainGoalSection />, `/my_life_gps?area=${encodeURIComponent(area)}`);
    expect(await areaField()).toHaveValue('');
    expect(screen.queryByText(/Proposé par votre roue de vie/)).not.toBeInTheDocument();
  });

  it('without ?area=, edits the goal on its own area', async () => {
    goalApi(savedGoal);
    renderRoute(<MainGoalSection />, '/my_life_gps');
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier mon objectif' }));
    expect(await areaField()).toHaveValue('health');
    expect(screen.queryByTestId('suggested-area')).not.toBeInTheDocument();
  });
});
