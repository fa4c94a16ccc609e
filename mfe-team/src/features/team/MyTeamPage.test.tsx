import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderRoute, resetEnvironment, type Reply } from '@coach/shared/testing';
import { myTeamRouteData } from '../../lib/team-route-data.ts';
import { whoamiOf, whoamiReply } from '../../testing/users.ts';
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

// With the route's loader, as the shell mounts it: the reads start there (docs/server-render.md).
// The auth store stays empty: the page knows the member from the route's whoami.
const renderMyTeam = () =>
  renderRoute(<MyTeamPage />, '/my_team', '/my_team', {
    loader: myTeamRouteData.loader,
    shouldRevalidate: myTeamRouteData.shouldRevalidate,
  });

describe('/my_team', () => {
  it('a leader sees the team, its counts and the neutral progress state', async () => {
    mockApi(
      (request): Reply =>
        whoamiReply(request, 'coach') ??
        (request.url.pathname.endsWith('/team')
          ? { status: 200, body: team }
          : { status: 200, body: { items: [] } }),
    );
    renderMyTeam();
    expect(await screen.findByRole('heading', { name: 'L’équipe de Claire' })).toBeInTheDocument();
    expect(screen.getByText('Invitations en attente').nextSibling).toHaveTextContent('1');
    expect(screen.getByText(/Aucun membre ne partage encore sa progression/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un membre' })).toHaveAttribute('href', '/my_team/add');
  });

  it('a leader renames the team; the server’s message shows under the field', async () => {
    const { requests } = mockApi((request): Reply => {
      const whoami = whoamiReply(request, 'coach');
      if (whoami) return whoami;
      if (request.method === 'PATCH')
        return { status: 422, body: { errors: { name: ['Veuillez donner un nom à votre équipe.'] } } };
      return request.url.pathname.endsWith('/team')
        ? { status: 200, body: team }
        : { status: 200, body: { items: [] } };
    });
    renderMyTeam();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renommer' }));
    await user.clear(screen.getByLabelText('Nom de l’équipe'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Veuillez donner un nom à votre équipe.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: '' });
  });

  it('a coachee sees their teams, switches sharing on, and leaves after confirming', async () => {
    let current = [membership(false)];
    const { requests } = mockApi((request): Reply => {
      const whoami = whoamiReply(request, 'coachee');
      if (whoami) return whoami;
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
    renderMyTeam();
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
    let failing = true;
    mockApi(
      (request): Reply =>
        whoamiReply(request, 'coachee') ??
        (failing
          ? { status: 500, body: { errors: { base: ['Erreur interne du serveur'] } } }
          : { status: 200, body: { items: [] } }),
    );
    renderMyTeam();
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    failing = false;
    await userEvent.setup().click(retry);
    expect(
      await screen.findByRole('heading', { name: 'Vous ne faites partie d’aucune équipe pour l’instant' }),
    ).toBeInTheDocument();
  });
  it('shows the loading state until whoami and the teams answer', async () => {
    const whoami = deferred<Reply>();
    mockApi((request): Reply | Promise<Reply> =>
      request.url.pathname.endsWith('/whoami')
        ? whoami.promise
        : { status: 200, body: { items: [membership(true)] } },
    );
    const { container } = renderMyTeam();
    expect(await within(container).findByRole('status')).toHaveTextContent('Chargement…');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    whoami.resolve({ status: 200, body: whoamiOf('coachee') });
    expect(await screen.findByRole('heading', { name: 'Les Aventuriers' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Partager ma progression avec Paul Coach' })).toBeChecked();
  });

  it('offers a retry when whoami fails, then shows a leader their team', async () => {
    let whoamiFails = true;
    mockApi((request): Reply => {
      if (request.url.pathname.endsWith('/whoami') && whoamiFails)
        return { status: 503, body: { errors: { base: ['Service momentanément indisponible.'] } } };
      return (
        whoamiReply(request, 'manager') ??
        (request.url.pathname.endsWith('/team')
          ? { status: 200, body: team }
          : { status: 200, body: { items: [] } })
      );
    });
    renderMyTeam();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service momentanément indisponible.');
    whoamiFails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'L’équipe de Claire' })).toBeInTheDocument();
  });

  it('a leader whose team cannot be loaded retries it; their teams show meanwhile', async () => {
    let teamFails = true;
    mockApi((request): Reply => {
      const whoami = whoamiReply(request, 'coach');
      if (whoami) return whoami;
      if (request.url.pathname.endsWith('/team'))
        return teamFails
          ? { status: 500, body: { errors: { base: ['Erreur interne du serveur'] } } }
          : { status: 200, body: team };
      return { status: 200, body: { items: [membership(false)] } };
    });
    renderMyTeam();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    expect(await screen.findByRole('heading', { name: 'Les Aventuriers' })).toBeInTheDocument();
    teamFails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'L’équipe de Claire' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a leader’s renamed team is read again and shown under its new name', async () => {
    let name = team.team.name;
    mockApi(async (request): Promise<Reply> => {
      const whoami = whoamiReply(request, 'hr');
      if (whoami) return whoami;
      if (request.method === 'PATCH') {
        name = (request.body as { name: string }).name;
        return { status: 200, body: { team: { ...team.team, name } } };
      }
      return request.url.pathname.endsWith('/team')
        ? { status: 200, body: { team: { ...team.team, name } } }
        : { status: 200, body: { items: [] } };
    });
    renderMyTeam();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renommer' }));
    await user.clear(screen.getByLabelText('Nom de l’équipe'));
    await user.type(screen.getByLabelText('Nom de l’équipe'), 'Les Cordées du Vercors');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'Les Cordées du Vercors' })).toBeInTheDocument();
  });
});
