import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeToken } from '@coach/shared/api';
import { mockApi, renderRoute, resetEnvironment, type RecordedRequest } from '@coach/shared/testing';
import { registerNamespace } from '../../i18n/namespace.ts';
import { detail } from '../../testing/trainings-data.ts';
import TrainingDetailPage from './TrainingDetailPage.tsx';

registerNamespace();
const PATH = '/training/:training_slug';
beforeEach(async () => {
  await resetEnvironment();
  writeToken('token');
});

describe('/training/{training_slug}', () => {
  it('shows each module with its state, hours, questions, lock reason and action', async () => {
    mockApi(() => ({ status: 200, body: detail() }));
    renderRoute(<TrainingDetailPage />, '/training/cap', PATH);
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
    renderRoute(<TrainingDetailPage />, '/training/cap', PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cap au large' })).toBeInTheDocument();
    expect(document.title).toBe('Cap au large · Coach');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 module terminé sur 2');
  });

  it('says why a module it was sent back from is locked', async () => {
    mockApi(() => ({ status: 200, body: detail() }));
    renderRoute(<TrainingDetailPage />, '/training/cap?locked=arrivee', PATH);
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
    renderRoute(<TrainingDetailPage />, '/training/cap', PATH);
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
});
