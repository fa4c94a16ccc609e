import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeToken } from '@coach/shared/api';
import { deferred, mockApi, renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import type { Reply } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { catalogueRouteData } from '../../lib/trainings-route-data.ts';
import { summary } from '../../testing/trainings-data.ts';
import OldTrainingsPage from './OldTrainingsPage.tsx';
import TrainingsPage from './TrainingsPage.tsx';

registerNamespace();
beforeEach(async () => {
  await resetEnvironment();
  writeToken('token');
});

const catalogue = [
  summary(),
  summary({
    slug: 'paid',
    title: 'Coacher',
    access: 'payable',
    unlocked: false,
    result_kind: 'none',
    hours: 1,
    module_count: 3,
    question_count: 1,
    next_action: 'unlock',
    next_module: null,
    progress: {
      completed_modules: 1,
      percent: 33,
      started: true,
      completed_at: null,
      test_completed_at: null,
    },
  }),
];

// With the route's loader, as the shell mounts it: the read starts there (docs/server-render.md).
const renderCatalogue = () =>
  renderRoute(<TrainingsPage />, '/trainings', '/trainings', {
    loader: catalogueRouteData.loader,
    shouldRevalidate: catalogueRouteData.shouldRevalidate,
  });

describe('/trainings', () => {
  it('shows one card per training: Free/Payable, hours, counts, progress and the next action', async () => {
    const mocked = mockApi(() => ({ status: 200, body: { trainings: catalogue } }));
    renderCatalogue();
    const first = await screen.findByRole('article', { name: 'Cap au large' });
    expect(within(first).getByText('Gratuite')).toBeInTheDocument();
    expect(within(first).getByText('1,5 heure')).toBeInTheDocument();
    expect(within(first).getByText('2 modules')).toBeInTheDocument();
    expect(within(first).getByText('4 questions')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Commencer' })).toHaveAttribute(
      'href',
      '/training/cap/modules/depart',
    );
    const paid = screen.getByRole('article', { name: 'Coacher' });
    expect(within(paid).getByText('Payante')).toBeInTheDocument();
    expect(within(paid).getByText('1 question')).toBeInTheDocument();
    expect(within(paid).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(within(paid).getByRole('link', { name: 'Débloquer' })).toHaveAttribute(
      'href',
      '/training/paid?unlock=1',
    );

    await switchLanguage('en');
    const english = await screen.findByRole('article', { name: 'Cap au large' });
    expect(within(english).getByText('1.5 hours')).toBeInTheDocument();
    expect(within(english).getByText('Free')).toBeInTheDocument();
    // The content's texts follow the language: the catalogue is asked again, in English.
    expect(mocked.requests.at(-1)?.headers.get('Accept-Language')).toBe('en');
  });

  it('says when the catalogue is loading, and offers Retry when it fails', async () => {
    const first = deferred<Reply>();
    let retry: ReturnType<typeof deferred<Reply>> | null = null;
    mockApi(() => (retry ?? first).promise);
    const user = userEvent.setup();
    renderCatalogue();
    expect(await screen.findByRole('status', { name: 'Chargement des formations…' })).toBeInTheDocument();
    first.resolve({ status: 503, body: { errors: { base: ['Indisponible.'] } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Indisponible.');
    retry = deferred<Reply>();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    // A retry shows the loading state again until the answer.
    expect(screen.getByRole('status', { name: 'Chargement des formations…' })).toBeInTheDocument();
    retry.resolve({ status: 200, body: { trainings: [] } });
    expect(
      await screen.findByRole('heading', { name: 'Aucune formation n’est disponible pour le moment.' }),
    ).toBeInTheDocument();
  });

  it('reads the catalogue once, from the route’s loader', async () => {
    const { requests } = mockApi(() => ({ status: 200, body: { trainings: catalogue } }));
    renderCatalogue();
    await screen.findByRole('article', { name: 'Coacher' });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/dashboard/trainings',
    ]);
  });

  it('starts from the catalogue already read (the server’s, for the first paint) without reading it again', async () => {
    const { requests } = mockApi(() => ({ status: 200, body: { trainings: [] } }));
    renderRoute(<TrainingsPage />, '/trainings', '/trainings', {
      loader: () => ({ catalogue: { ok: true, body: { trainings: catalogue } } }),
    });
    expect(await screen.findByRole('article', { name: 'Cap au large' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Coacher' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('draws the error state of a read that failed before the page came (the server’s), with Retry', async () => {
    mockApi(() => ({ status: 200, body: { trainings: catalogue } }));
    const user = userEvent.setup();
    renderRoute(<TrainingsPage />, '/trainings', '/trainings', {
      loader: () => ({ catalogue: { ok: false, status: 0, errors: {} } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Cap au large' })).toBeInTheDocument();
  });
});

describe('/old_trainings', () => {
  it('lists the completed trainings with their date and result; empty, it says what to do', async () => {
    const done = summary({
      next_action: 'see_result',
      progress: {
        completed_modules: 2,
        percent: 100,
        started: true,
        completed_at: '2026-03-05T10:00:00Z',
        test_completed_at: '2026-03-05T10:00:00Z',
      },
    });
    mockApi(() => ({ status: 200, body: { trainings: [done, catalogue[1]] } }));
    const view = renderRoute(<OldTrainingsPage />, '/old_trainings', '/old_trainings', catalogueRouteData);
    const card = await screen.findByRole('article', { name: 'Cap au large' });
    expect(within(card).getByText('Terminée le 5 mars 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Voir mon résultat' })).toHaveAttribute(
      'href',
      '/training_results/cap/j-embarque',
    );
    expect(screen.queryByRole('article', { name: 'Coacher' })).toBeNull();
    view.unmount();

    mockApi(() => ({ status: 200, body: { trainings: [catalogue[1]] } }));
    renderRoute(<OldTrainingsPage />, '/old_trainings', '/old_trainings', catalogueRouteData);
    expect(
      await screen.findByRole('heading', { name: 'Vous n’avez encore terminé aucune formation.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute('href', '/trainings');
  });
});
