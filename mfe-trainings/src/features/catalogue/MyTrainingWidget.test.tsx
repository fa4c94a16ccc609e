import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeToken } from '@coach/shared/api';
import { mockApi, renderRoute, resetEnvironment } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { summary } from '../../testing/trainings-data.ts';
import MyTrainingWidget from './MyTrainingWidget.tsx';

registerNamespace();
beforeEach(async () => {
  await resetEnvironment();
  writeToken('token');
});

/** A training started, its next module open (Continue). */
const startedCap = () =>
  summary({
    next_action: 'continue',
    next_module: 'arrivee',
    progress: {
      completed_modules: 1,
      percent: 50,
      started: true,
      completed_at: null,
      test_completed_at: null,
    },
  });

describe('the my-training widget', () => {
  it('shows the trainings in progress with Continue, every training, and the tests carried out', async () => {
    const started = startedCap();
    const tested = summary({
      slug: 'gps',
      title: 'Le GPS',
      result_kind: 'my_life_gps',
      next_action: 'see_result',
      progress: {
        completed_modules: 2,
        percent: 100,
        started: true,
        completed_at: '2026-01-01T00:00:00Z',
        test_completed_at: '2026-01-01T00:00:00Z',
      },
    });
    mockApi(() => ({ status: 200, body: { trainings: [started, tested] } }));
    const user = userEvent.setup();
    renderRoute(<MyTrainingWidget />, '/', '/');
    const panel = await screen.findByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'En cours' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByRole('link', { name: 'Continuer' })).toHaveAttribute(
      'href',
      '/training/cap/modules/arrivee',
    );
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(panel).queryByText('Le GPS')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Tests réalisés' }));
    const tests = screen.getByRole('tabpanel');
    expect(within(tests).getByRole('link', { name: 'Voir mon résultat' })).toHaveAttribute(
      'href',
      '/training_results/gps/my_life_gps',
    );
    await user.click(screen.getByRole('tab', { name: 'Voir tout' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('progressbar')).toHaveLength(2);
  });

  it('says what to do when nothing is started and no test is taken; a skeleton while loading', async () => {
    mockApi(() => ({ status: 200, body: { trainings: [summary()] } }));
    const user = userEvent.setup();
    renderRoute(<MyTrainingWidget />, '/', '/');
    expect(screen.getByRole('status', { name: 'Chargement de vos formations…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Vous n’avez commencé aucune formation.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tests réalisés' }));
    expect(screen.getByRole('heading', { name: 'Vous n’avez encore passé aucun test.' })).toBeInTheDocument();
  });

  it('draws at once from the data the server drew it from, without reading it again', () => {
    const { requests } = mockApi(() => ({ status: 503, body: {} }));
    const given = { catalogue: { ok: true, body: { trainings: [summary({ title: 'Cap sur moi' })] } } };
    renderRoute(<MyTrainingWidget data={given} />, '/', '/');
    expect(screen.getByRole('tab', { name: 'Voir tout' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('keeps a list once shown: back on its tab, the same elements, not a list drawn anew', async () => {
    const started = startedCap();
    mockApi(() => ({ status: 200, body: { trainings: [started] } }));
    const user = userEvent.setup();
    renderRoute(<MyTrainingWidget />, '/', '/');
    const link = within(await screen.findByRole('tabpanel')).getByRole('link', { name: 'Continuer' });
    await user.click(screen.getByRole('tab', { name: 'Voir tout' }));
    expect(link).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'En cours' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Continuer' })).toBe(link);
    expect(link).toBeVisible();
  });
});
