import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import MainGoalWidget from './MainGoalWidget.tsx';

registerNamespace();
beforeEach(resetEnvironment);

const goal = (created: string, updated: string) => ({
  goal: {
    text: 'Courir un semi-marathon',
    life_area: 'health',
    target_date: '2027-06-01',
    created_at: created,
    updated_at: updated,
  },
  steps: [],
});

describe('the "my main goal" widget', () => {
  it('says what to do when no goal is set', async () => {
    mockApi(() => ({ status: 200, body: { goal: null, steps: [] } }));
    renderRoute(<MainGoalWidget />, '/');
    expect(
      await screen.findByText('Vous n’avez pas encore défini d’objectif principal.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Définir mon objectif' })).toHaveAttribute(
      'href',
      '/my_life_gps',
    );
  });

  it('shows the goal with "added on" its date, or "updated on" once edited', async () => {
    let updated = '2026-11-20T10:00:00Z';
    mockApi(() => ({ status: 200, body: goal('2026-11-20T10:00:00Z', updated) }));
    const first = renderRoute(<MainGoalWidget />, '/');
    expect(await screen.findByText('Courir un semi-marathon')).toBeInTheDocument();
    expect(screen.getByTestId('main-goal-date')).toHaveTextContent('Ajouté le 20 novembre 2026');
    expect(screen.getByText(/Santé · Visé pour le 1 juin 2027/)).toBeInTheDocument();
    first.unmount();
    updated = '2026-11-22T10:00:00Z';
    renderRoute(<MainGoalWidget />, '/');
    await switchLanguage('en');
    expect(await screen.findByTestId('main-goal-date')).toHaveTextContent('Updated on November 22, 2026');
  });

  it('fails on its own, with a retry', async () => {
    let down = true;
    mockApi(() =>
      down
        ? { status: 503, body: { errors: { base: ['Service indisponible'] } } }
        : { status: 200, body: { goal: null, steps: [] } },
    );
    renderRoute(<MainGoalWidget />, '/');
    expect(await screen.findByText('Service indisponible')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: /Réessayer/ }));
    expect(
      await screen.findByText('Vous n’avez pas encore défini d’objectif principal.'),
    ).toBeInTheDocument();
  });

  it('draws at once from the data the server drew it from, without reading it again', () => {
    const { requests } = mockApi(() => ({ status: 503, body: {} }));
    const given = { goal: { ok: true, body: goal('2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z') } };
    renderRoute(<MainGoalWidget data={given} />, '/');
    expect(screen.getByText('Courir un semi-marathon')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
