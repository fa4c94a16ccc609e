import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeToken } from '@coach/shared/api';
import { mockApi, renderRoute, resetEnvironment, type RecordedRequest } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { moduleLoader } from '../../lib/route-checks.ts';
import { moduleRouteData } from '../../lib/trainings-route-data.ts';
import { moduleDetail } from '../../testing/trainings-data.ts';
import TrainingModulePage from './TrainingModulePage.tsx';

registerNamespace();
const PATH = '/training/:training_slug/modules/:module_slug';
const URL = '/training/cap/modules/depart';
// The route's loader, as the shell mounts it: the module is read there (docs/server-render.md).
const ROUTE_DATA = { loader: moduleLoader, shouldRevalidate: moduleRouteData.shouldRevalidate };

function api() {
  return mockApi((request: RecordedRequest) => {
    const path = request.url.pathname;
    if (request.method === 'GET' && path.endsWith('/modules/depart'))
      return { status: 200, body: moduleDetail() };
    if (path.endsWith('/read'))
      return { status: 200, body: { part_id: 'lire', read_at: '2026-01-01T00:00:00Z' } };
    if (path.endsWith('/answer')) return { status: 200, body: {} };
    if (path.endsWith('/complete'))
      return {
        status: 200,
        body: {
          module: { ...moduleDetail().module, state: 'completed', parts: undefined },
          next_module: { slug: 'arrivee', title: 'L’arrivée', state: 'available' },
          training_completed: false,
        },
      };
    return { status: 500, body: { errors: { base: ['unexpected'] } } };
  });
}

beforeEach(async () => {
  await resetEnvironment();
  writeToken('token');
});

describe('the module player', () => {
  it('shows one part at a time, renders Markdown without raw HTML, and needs "I’ve read" before Next', async () => {
    const mocked = api();
    const user = userEvent.setup();
    const { container } = renderRoute(<TrainingModulePage />, URL, PATH, ROUTE_DATA);
    expect(await screen.findByText('Partie 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Le départ' })).toBeInTheDocument();
    expect(screen.getByText('choisir').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suivant' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'J’ai lu' }));
    expect(await screen.findByText('Partie lue')).toBeInTheDocument();
    expect(
      mocked.requests.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/parts/lire/read')),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Partie 2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vérifions' })).toHaveFocus();
  });

  it('says each quiz message in French (with plurals), live, then sends the answers and completes the module', async () => {
    const mocked = api();
    const user = userEvent.setup();
    renderRoute(<TrainingModulePage />, URL, PATH, ROUTE_DATA);
    await user.click(await screen.findByRole('button', { name: 'J’ai lu' }));
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));

    const multiple = await screen.findByRole('group', { name: '2. Quels sacs ?' });
    expect(multiple).toHaveTextContent('2 choix restants');
    await user.click(screen.getByRole('button', { name: 'Module terminé' }));
    expect(screen.getByRole('group', { name: '1. Quel cap ?' })).toHaveTextContent(
      'Veuillez répondre à cette question.',
    );
    expect(multiple).toHaveTextContent('Veuillez répondre à cette question.');
    expect(screen.getByRole('group', { name: '1. Quel cap ?' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Nord' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sac A' }));
    expect(multiple).toHaveTextContent('1 choix restant');
    await user.click(screen.getByRole('button', { name: 'Module terminé' }));
    expect(multiple).toHaveTextContent('Veuillez choisir au moins 2 réponses.');

    await user.click(screen.getByRole('checkbox', { name: 'Sac B' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sac C' }));
    expect(multiple).toHaveTextContent('0 choix restant');
    await user.click(screen.getByRole('button', { name: 'Module terminé' }));
    expect(multiple).toHaveTextContent('Vous ne pouvez pas choisir plus de 2 réponses.');
    expect(mocked.requests.filter((r) => r.url.pathname.endsWith('/answer'))).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Sac C' }));
    await user.click(screen.getByRole('button', { name: 'Module terminé' }));
    expect(await screen.findByRole('heading', { name: 'Module terminé' })).toHaveFocus();
    const answers = mocked.requests.filter((r) => r.url.pathname.endsWith('/answer'));
    expect(answers.map((r) => r.body)).toEqual([{ answers: ['n'] }, { answers: ['a', 'b'] }]);
    // The test module comes next: the way on is the next module, not the result yet.
    expect(screen.getByRole('link', { name: 'Module suivant : L’arrivée' })).toHaveAttribute(
      'href',
      '/training/cap/modules/arrivee',
    );
  });

  it('is usable with the keyboard only', async () => {
    api();
    const user = userEvent.setup();
    renderRoute(<TrainingModulePage />, URL, PATH, ROUTE_DATA);
    await user.click(await screen.findByRole('button', { name: 'J’ai lu' }));
    (await screen.findByRole('button', { name: 'Suivant' })).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Partie 2 / 2');
    screen.getByRole('radio', { name: 'Nord' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Sud' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Sac A' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Sac A' })).toBeChecked();
  });

  it('shows an error with Retry when the module cannot load', async () => {
    let failing = true;
    mockApi(() =>
      failing
        ? { status: 500, body: { errors: { base: ['Le serveur a un souci.'] } } }
        : { status: 200, body: moduleDetail() },
    );
    const user = userEvent.setup();
    renderRoute(<TrainingModulePage />, URL, PATH, ROUTE_DATA);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur a un souci.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByText('Partie 1 / 2')).toBeInTheDocument());
  });
});
