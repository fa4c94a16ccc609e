import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeToken } from '@coach/shared/api';
import type { ReadResult } from '@coach/shared/server-render';
import {
  mockApi,
  renderRoute,
  resetEnvironment,
  switchLanguage,
  type RecordedRequest,
} from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { trainingLoader } from '../../lib/route-checks.ts';
import { trainingRouteData } from '../../lib/trainings-route-data.ts';
import { detail } from '../../testing/trainings-data.ts';
import TrainingDetailPage from './TrainingDetailPage.tsx';

registerNamespace();
const PATH = '/training/:training_slug';
beforeEach(async () => {
  await resetEnvironment();
  writeToken('token');
});

// With the route's loader, as the shell mounts it (src/exposes/routes.ts): the read starts there.
const renderTraining = (url: string) =>
  renderRoute(<TrainingDetailPage />, url, PATH, {
    loader: trainingLoader,
    shouldRevalidate: trainingRouteData.shouldRevalidate,
  });

/** The page given its data as the server render (or the router's hydration data) gives it. */
const renderWithData = (url: string, training: ReadResult) =>
  renderRoute(<TrainingDetailPage />, url, PATH, { loader: () => ({ training }) });

describe('/training/{training_slug}', () => {
  it('shows each module with its state, hours, questions, lock reason and action', async () => {
    mockApi(() => ({ status: 200, body: detail() }));
    renderTraining('/training/cap');
    const modules = await screen.findAllByRole('listitem');
    const first = modules.find((item) => item.textContent?.includes('Le départ'))!;
    expect(within(first).getByText('Disponible')).toBeInTheDocument();
    expect(within(first).getByText('0,5 heure')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Commencer : Le départ' })).toHaveAttribute(
      'href',
      '/training/cap/modules/depart',
    );
    const second = modules.find((item) => item.textContent?.includes('L’arrivée'))!;
    expect(within(second).getByText('Verrouillé')).toBeInTheDocument();
    expect(within(second).getByText('Terminez d’abord le module précédent.')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).toBeNull();
  });

  it('is titled by the training’s own title, with a progress said in words with a plural', async () => {
    mockApi(() => ({ status: 200, body: detail() }));
    renderTraining('/training/cap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cap au large' })).toBeInTheDocument();
    expect(document.title).toBe('Cap au large · Coach');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 module terminé sur 2');
  });

  it('says why a module it was sent back from is locked', async () => {
    mockApi(() => ({ status: 200, body: detail() }));
    renderTraining('/training/cap?locked=arrivee');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le module « L’arrivée » est verrouillé. Terminez d’abord le module précédent.',
    );
  });

  it('unlocks a payable training with an access code; a wrong one gets the api’s message', async () => {
    const payable = detail({
      access: 'payable',
      unlocked: false,
      next_action: 'unlock',
      modules: detail().modules.map((module) => ({ ...module, state: 'locked', lock_reason: 'payable' })),
    });
    let unlocked = false;
    const mocked = mockApi((request: RecordedRequest) => {
      if (request.method === 'POST') {
        if ((request.body as { code: string }).code === 'GOOD-CODE') {
          unlocked = true;
          return { status: 200, body: { unlocked: true, training: 'cap' } };
        }
        return {
          status: 422,
          body: { errors: { base: ['Ce code n’est pas valide.'], code: ['Ce code n’est pas valide.'] } },
        };
      }
      return { status: 200, body: unlocked ? detail() : payable };
    });
    const user = userEvent.setup();
    renderTraining('/training/cap');
    expect(
      (await screen.findAllByText('Formation payante : débloquez-la avec un code d’accès.')).length,
    ).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Débloquer' }));
    const field = screen.getByLabelText('Code d’accès');
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Débloquer' }));
    expect(await screen.findByText('Veuillez saisir votre code d’accès.')).toBeInTheDocument();
    await user.type(field, 'BAD');
    await user.click(screen.getByRole('button', { name: 'Débloquer' }));
    expect(await screen.findByText('Ce code n’est pas valide.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'GOOD-CODE');
    await user.click(screen.getByRole('button', { name: 'Débloquer' }));
    expect(
      await screen.findByText('Formation débloquée : tous ses modules vous sont ouverts.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Disponible')).toBeInTheDocument();
    expect(mocked.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('reads the training once, in the loader, and again in English when the language changes', async () => {
    const mocked = mockApi(() => ({ status: 200, body: detail() }));
    renderTraining('/training/cap');
    await screen.findByRole('heading', { level: 1, name: 'Cap au large' });
    expect(mocked.requests.map((request) => request.url.pathname)).toEqual(['/api/dashboard/trainings/cap']);
    mockApi(() => ({ status: 200, body: detail({ title: 'Sailing away' }) }));
    await switchLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sailing away' })).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
  });

  it('turns an unknown training into the router’s 404, without drawing the page', async () => {
    mockApi(() => ({ status: 404, body: { errors: { base: ['Cette formation n’existe pas.'] } } }));
    const { router } = renderTraining('/training/nope');
    await waitFor(() => expect(router.state.errors).not.toBeNull());
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('starts from the training already read (the server’s, for the first paint) without reading it again', async () => {
    const mocked = mockApi(() => ({ status: 200, body: detail() }));
    renderWithData('/training/cap', { ok: true, body: detail() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cap au large' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commencer : Le départ' })).toBeInTheDocument();
    expect(mocked.requests).toEqual([]);
  });

  it('given the api’s 404 for its training, says the page does not exist, with no Retry', async () => {
    mockApi(() => ({ status: 200, body: detail() }));
    renderWithData('/training/nope', { ok: false, status: 404, errors: { base: ['Introuvable.'] } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Page introuvable');
    expect(alert).toHaveTextContent('Page not found: /training/nope');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('says when the training cannot be read, and retries', async () => {
    const mocked = mockApi(() => ({ status: 200, body: detail() }));
    const user = userEvent.setup();
    renderWithData('/training/cap', { ok: false, status: 503, errors: { base: ['Indisponible.'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Indisponible.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cap au large' })).toBeInTheDocument();
    expect(mocked.requests.map((request) => request.url.pathname)).toEqual(['/api/dashboard/trainings/cap']);
  });
});
