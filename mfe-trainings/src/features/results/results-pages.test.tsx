import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeToken } from '@coach/shared/api';
import {
  captainResult,
  lifeGpsResult,
  mockApi,
  renderRoute,
  resetEnvironment,
  type RecordedRequest,
} from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { resultPageData } from '../../lib/result-page-data.ts';
import { resultsRouteData } from '../../lib/trainings-route-data.ts';
import JEmbarqueResultPage from './JEmbarqueResultPage.tsx';
import LifeGpsResultPage from './LifeGpsResultPage.tsx';
import ResultPage from './ResultPage.tsx';

registerNamespace();
beforeEach(async () => {
  await resetEnvironment();
  writeToken('token');
});

const page = (items: unknown[]) => ({ items, page: 1, per_page: 1, total: items.length });

describe('/training_results/{training_slug}/j-embarque', () => {
  const PATH = '/training_results/:training_slug/j-embarque';

  it('shows the main and secondary types, a bar per type with its percentage as text, and the previous result', async () => {
    const previous = captainResult({
      id: '00000000-0000-4000-8000-000000000001',
      created_at: '2026-10-01T10:00:00.000Z',
      main: 'horizon',
    });
    const mocked = mockApi((request: RecordedRequest) => {
      if (request.url.pathname.endsWith('/latest/cap')) return { status: 200, body: captainResult() };
      return { status: 200, body: page([previous]) };
    });
    renderRoute(<JEmbarqueResultPage />, '/training_results/cap/j-embarque', PATH, resultPageData);
    expect(await screen.findByRole('heading', { level: 2, name: 'Capitaine Boussole' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Capitaine Ancre' })).toBeInTheDocument();
    expect(
      screen.getByText('Votre type principal est Capitaine Boussole, suivi de Capitaine Ancre.'),
    ).toBeInTheDocument();
    const now = screen.getByRole('figure', { name: 'Ce résultat (20 novembre 2026)' });
    expect(
      within(now)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Capitaine Boussole (principal)50 %',
      'Capitaine Ancre (secondaire)30 %',
      'Capitaine Horizon20 %',
    ]);
    expect(screen.getByRole('figure', { name: 'Résultat précédent (1 octobre 2026)' })).toBeInTheDocument();
    expect(screen.getByText('Force 1 de Capitaine Boussole')).toBeInTheDocument();
    expect(mocked.requests.map((request) => request.url.pathname)).toContain(
      '/api/dashboard/results/00000000-0000-4000-8000-000000000002/earlier',
    );
  });

  it('retakes the test: the api opens the module again, the player opens it', async () => {
    const mocked = mockApi((request: RecordedRequest) => {
      if (request.method === 'POST') return { status: 200, body: { training: 'cap', module: 'test' } };
      if (request.url.pathname.endsWith('/latest/cap')) return { status: 200, body: captainResult() };
      return { status: 200, body: page([]) };
    });
    const { router } = renderRoute(
      <JEmbarqueResultPage />,
      '/training_results/cap/j-embarque',
      PATH,
      resultPageData,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Refaire le test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/training/cap/modules/test'));
    expect(mocked.requests.at(-1)?.url.pathname).toBe('/api/dashboard/trainings/cap/retake');
  });

  it('opens an earlier result named by ?id= (from /result), compared with the one before it', async () => {
    const mocked = mockApi((request: RecordedRequest) =>
      request.url.pathname.endsWith('/earlier')
        ? { status: 200, body: page([]) }
        : { status: 200, body: captainResult({ id: '00000000-0000-4000-8000-000000000001' }) },
    );
    renderRoute(
      <JEmbarqueResultPage />,
      '/training_results/cap/j-embarque?id=00000000-0000-4000-8000-000000000001',
      PATH,
      resultPageData,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Capitaine Boussole' })).toBeInTheDocument();
    // (StrictMode runs the effect twice in tests: the distinct calls are what matters.)
    expect([...new Set(mocked.requests.map((request) => request.url.pathname))]).toEqual([
      '/api/dashboard/results/00000000-0000-4000-8000-000000000001',
      '/api/dashboard/results/00000000-0000-4000-8000-000000000001/earlier',
    ]);
  });

  it('shows an error with Retry when the result cannot be read, then the result', async () => {
    let down = true;
    mockApi((request: RecordedRequest) => {
      if (down) return { status: 500, body: { errors: { base: ['Erreur interne'] } } };
      if (request.url.pathname.endsWith('/latest/cap')) return { status: 200, body: captainResult() };
      return { status: 200, body: page([]) };
    });
    renderRoute(<JEmbarqueResultPage />, '/training_results/cap/j-embarque', PATH, resultPageData);
    expect(await screen.findByText('Erreur interne')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Capitaine Boussole' })).toBeInTheDocument();
  });

  it('without a result yet: says so and leads to the test, not an error', async () => {
    mockApi(() => ({
      status: 404,
      body: {
        errors: { base: ['Vous n’avez pas encore de résultat pour ce test.'], code: ['no_result_yet'] },
      },
    }));
    renderRoute(<JEmbarqueResultPage />, '/training_results/cap/j-embarque', PATH, resultPageData);
    expect(await screen.findByText('Pas encore de résultat pour ce test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer le test' })).toHaveAttribute('href', '/training/cap');
  });
});

describe('/training_results/{training_slug}/my_life_gps', () => {
  /** The page at its path, the latest life GPS result answered with `result`. */
  function showLifeGpsResult(result: ReturnType<typeof lifeGpsResult>) {
    mockApi((request: RecordedRequest) =>
      request.url.pathname.endsWith('/latest/gps')
        ? { status: 200, body: result }
        : { status: 200, body: page([]) },
    );
    renderRoute(
      <LifeGpsResultPage />,
      '/training_results/gps/my_life_gps',
      '/training_results/:training_slug/my_life_gps',
      resultPageData,
    );
  }

  it('draws the wheel with its legend, the values as a table and the largest gaps first', async () => {
    showLifeGpsResult(lifeGpsResult());
    expect(await screen.findByRole('img', { name: /Votre roue de vie/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Vos notes du 21 novembre 2026' });
    expect(within(table).getByRole('row', { name: 'Travail 3 9 +6' })).toBeInTheDocument();
    const gaps = within(screen.getByRole('region', { name: 'Les plus grands écarts' })).getAllByRole(
      'listitem',
    );
    expect(gaps.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Travail', 'Santé']);
    // The main goal's form on /my_life_gps opens on the area with the largest gap.
    expect(screen.getByRole('link', { name: 'En faire mon objectif principal' })).toHaveAttribute(
      'href',
      '/my_life_gps?area=work',
    );
  });

  it('without a gap, says so and leads to the main goal without an area', async () => {
    showLifeGpsResult(lifeGpsResult({ largest_gaps: [] }));
    expect(
      await screen.findByText('Aucun domaine n’est en dessous de ce que vous souhaitez : gardez le cap !'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'En faire mon objectif principal' })).toHaveAttribute(
      'href',
      '/my_life_gps',
    );
  });
});

// With the route's loader, as the shell mounts it: the read starts there (docs/server-render.md).
const renderResults = () =>
  renderRoute(<ResultPage />, '/result', '/result', {
    loader: resultsRouteData.loader,
    shouldRevalidate: resultsRouteData.shouldRevalidate,
  });

const summaryOf = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'my_life_gps',
  training: lifeGpsResult().training,
  created_at: new Date(Date.UTC(2026, 10, 24, 9) - n * 86_400_000).toISOString(),
  headline: 'Travail',
});

describe('/result', () => {
  it('lists every test taken, newest first, each with its date and a link', async () => {
    mockApi(() => ({
      status: 200,
      body: page([
        {
          id: 'b',
          kind: 'my_life_gps',
          training: lifeGpsResult().training,
          created_at: '2026-11-21T10:00:00.000Z',
          headline: 'Travail',
        },
        {
          id: 'a',
          kind: 'j-embarque',
          training: captainResult().training,
          created_at: '2026-11-20T10:00:00.000Z',
          headline: 'Capitaine Boussole',
        },
      ]),
    }));
    renderResults();
    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Le GPS de ma vie',
      'Quel type de capitaine je suis ?',
    ]);
    expect(within(items[0]!).getByText(/^21 novembre 2026/)).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: /Voir mon résultat/ })).toHaveAttribute(
      'href',
      '/training_results/cap/j-embarque?id=a',
    );
  });

  it('empty: leads to the tests', async () => {
    mockApi(() => ({ status: 200, body: page([]) }));
    renderResults();
    expect(await screen.findByText('Aucun test passé pour l’instant')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute('href', '/trainings');
  });

  it('reads the first page in the loader, then the rest of a long list below it, once', async () => {
    const all = Array.from({ length: 23 }, (_, n) => summaryOf(n));
    const mocked = mockApi((request: RecordedRequest) => {
      const perPage = Number(request.url.searchParams.get('per_page') ?? 20);
      return { status: 200, body: { items: all.slice(0, perPage), page: 1, per_page: perPage, total: 23 } };
    });
    renderResults();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(23));
    expect(mocked.requests.map((request) => `${request.url.pathname}${request.url.search}`)).toEqual(
      expect.arrayContaining(['/api/dashboard/results', '/api/dashboard/results?page=1&per_page=50']),
    );
    expect(new Set(mocked.requests.map((request) => request.url.search))).toEqual(
      new Set(['', '?page=1&per_page=50']),
    );
  });

  it('starts from the results already read (the server’s, for the first paint) without reading them again', async () => {
    const mocked = mockApi(() => ({ status: 200, body: page([]) }));
    renderRoute(<ResultPage />, '/result', '/result', {
      loader: () => ({ results: { ok: true, body: page([summaryOf(1), summaryOf(2)]) } }),
    });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(mocked.requests).toEqual([]);
  });

  it('says when the results cannot be read, and retries', async () => {
    let failing = true;
    mockApi(() =>
      failing
        ? { status: 503, body: { errors: { base: ['Indisponible.'] } } }
        : { status: 200, body: page([]) },
    );
    const user = userEvent.setup();
    renderResults();
    expect(await screen.findByRole('alert')).toHaveTextContent('Indisponible.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun test passé pour l’instant')).toBeInTheDocument();
  });
});
