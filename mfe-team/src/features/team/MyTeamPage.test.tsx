import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, resetEnvironment, type Reply } from '@coach/shared/testing';
import { signInAs } from '../../testing/users.ts';
import MyTeamPage from './MyTeamPage.tsx';

const membership = (share: boolean) => ({
  id: 'm-1',
  team: { id: 't-1', name: 'Les Aventuriers' },
  leader: { firstname: 'Paul', lastname: 'Coach' },
  share_progress: share,
  joined_at: '2026-11-20T10:00:00.000Z',
});
const team = {
  team: {
    id: 't-9',
    name: 'L’équipe de Claire',
    members_count: 3,
    active_count: 2,
    invited_count: 1,
    sharing_count: 0,
  },
};

beforeEach(() => resetEnvironment());

describe('/my_team', () => {
  it('a leader sees the team, its counts and the neutral progress state', async () => {
    signInAs('coach');
    mockApi((request): Reply =>
      request.url.pathname.endsWith('/team')
        ? { status: 200, body: team }
        : { status: 200, body: { items: [] } },
    );
    renderRoute(<MyTeamPage />, '/my_team');
    expect(await screen.findByRole('heading', { name: 'L’équipe de Claire' })).toBeInTheDocument();
    expect(screen.getByText('Invitations en attente').nextSibling).toHaveTextContent('1');
    expect(screen.getByText(/Aucun membre ne partage encore sa progression/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un membre' })).toHaveAttribute('href', '/my_team/add');
  });

  it('a leader renames the team; the server’s message shows under the field', async () => {
    signInAs('coach');
    const { requests } = mockApi((request): Reply => {
      if (request.method === 'PATCH')
        return { status: 422, body: { errors: { name: ['Veuillez donner un nom à votre équipe.'] } } };
      return request.url.pathname.endsWith('/team')
        ? { status: 200, body: team }
        : { status: 200, body: { items: [] } };
    });
    renderRoute(<MyTeamPage />, '/my_team');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renommer' }));
    await user.clear(screen.getByLabelText('Nom de l’équipe'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Veuillez donner un nom à votre équipe.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: '' });
  });

  it('a coachee sees their teams, switches sharing on, and leaves after confirming', async () => {
    signInAs('coachee');
    let current = [membership(false)];
    const { requests } = mockApi((request): Reply => {
      if (request.method === 'PATCH') {
        current = [membership(true)];
        return { status: 200, body: current[0] };
      }
      if (request.method === 'DELETE') {
        current = [];
        return { status: 204 };
      }
      return { status: 200, body: { items: current } };
    });
    renderRoute(<MyTeamPage />, '/my_team');
    const user = userEvent.setup();
    const share = await screen.findByRole('switch', { name: 'Partager ma progression avec Paul Coach' });
    expect(share).not.toBeChecked();
    expect(requests.some((r) => r.url.pathname.endsWith('/team'))).toBe(false);
    await user.click(share);
    expect(await screen.findByRole('switch', { checked: true })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ share_progress: true });

    await user.click(screen.getByRole('button', { name: 'Quitter l’équipe' }));
    const dialog = screen.getByRole('dialog', { name: 'Quitter « Les Aventuriers » ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitter l’équipe' }));
    expect(
      await screen.findByRole('heading', { name: 'Vous ne faites partie d’aucune équipe pour l’instant' }),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.url.pathname).toBe('/api/dashboard/memberships/m-1');
  });

  it('offers a retry when the teams cannot be loaded', async () => {
    signInAs('coachee');
    let failing = true;
    mockApi((): Reply =>
      failing
        ? { status: 500, body: { errors: { base: ['Erreur interne du serveur'] } } }
        : { status: 200, body: { items: [] } },
    );
    renderRoute(<MyTeamPage />, '/my_team');
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    failing = false;
    await userEvent.setup().click(retry);
    expect(
      await screen.findByRole('heading', { name: 'Vous ne faites partie d’aucune équipe pour l’instant' }),
    ).toBeInTheDocument();
  });
});
