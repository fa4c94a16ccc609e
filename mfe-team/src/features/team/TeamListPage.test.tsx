import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, resetEnvironment, type Reply } from '@coach/shared/testing';
import { teamListData } from '../../lib/team-list-data.ts';
import { signInAs } from '../../testing/users.ts';
import TeamListPage from './TeamListPage.tsx';

const person = (i: number, status: 'invited' | 'active', shared = false) => ({
  id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  firstname: 'Alex',
  lastname: `Nom${i}`,
  email: `alex${i}@example.com`,
  status,
  has_account: status === 'active',
  joined_at: null,
  invitation: null,
  progress: shared ? { trainings: [] } : null,
});

beforeEach(() => resetEnvironment());

describe('/my_team/list', () => {
  it('lists members with status and progress only when shared, and pages past 50', async () => {
    signInAs('coach');
    const { requests } = mockApi((request): Reply => {
      const page = Number(request.url.searchParams.get('page'));
      return {
        status: 200,
        body: {
          items: page === 2 ? [person(51, 'invited')] : [person(1, 'active', true), person(2, 'active')],
          page,
          per_page: 50,
          total: 51,
        },
      };
    });
    renderRoute(<TeamListPage />, '/my_team/list', '/my_team/list', teamListData);
    expect(
      await screen.findByText('Progression partagée : aucune formation à afficher pour l’instant'),
    ).toBeInTheDocument();
    expect(screen.getByText('Progression non partagée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier Alex Nom1' })).toHaveAttribute(
      'href',
      '/my_team/edit-00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Invité')).toBeInTheDocument();
    expect(requests.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('searches by name or e-mail, and says when nothing matches', async () => {
    signInAs('manager');
    const { requests } = mockApi((): Reply => ({
      status: 200,
      body: { items: [], page: 1, per_page: 50, total: 0 },
    }));
    renderRoute(<TeamListPage />, '/my_team/list', '/my_team/list', teamListData);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Rechercher par nom ou e-mail'), 'zoé');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('heading', { name: 'Aucun membre ne correspond' })).toBeInTheDocument();
    expect(requests.at(-1)?.url.searchParams.get('q')).toBe('zoé');
  });

  it('keeps the last results under an error with a retry when another page cannot be read', async () => {
    signInAs('coach');
    let offline = false;
    mockApi((request): Reply | Promise<Reply> => {
      if (offline) return Promise.reject(new TypeError('Failed to fetch'));
      const page = Number(request.url.searchParams.get('page'));
      return {
        status: 200,
        body: { items: [person(page === 2 ? 51 : 1, 'active')], page, per_page: 50, total: 51 },
      };
    });
    renderRoute(<TeamListPage />, '/my_team/list', '/my_team/list', teamListData);
    expect(await screen.findByText('alex1@example.com')).toBeInTheDocument();
    offline = true;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.',
    );
    expect(screen.getByText('alex1@example.com')).toBeInTheDocument();
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('alex51@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an empty team says how to add the first member', async () => {
    signInAs('hr');
    mockApi((): Reply => ({ status: 200, body: { items: [], page: 1, per_page: 50, total: 0 } }));
    renderRoute(<TeamListPage />, '/my_team/list', '/my_team/list', teamListData);
    expect(await screen.findByRole('heading', { name: 'Votre équipe est encore vide' })).toBeInTheDocument();
  });
});
