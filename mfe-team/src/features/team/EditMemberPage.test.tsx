import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, resetEnvironment, type Reply } from '@coach/shared/testing';
import type { TeamMember } from '@coach/shared/team';
import { LEA } from '../../testing/lea.ts';
import { signInAs } from '../../testing/users.ts';
import EditMemberPage from './EditMemberPage.tsx';
import { memberLoader } from './member-route.ts';

const member = LEA;

beforeEach(async () => {
  await resetEnvironment();
  signInAs('coach');
});

describe('/my_team/edit-{id}', () => {
  it('says when the member cannot be read again after a save, with a retry', async () => {
    let current = member;
    let offline = false;
    mockApi((request): Reply | Promise<Reply> => {
      if (request.url.pathname.endsWith('/sessions'))
        return { status: 200, body: { items: [], page: 1, per_page: 50, total: 0 } };
      if (request.method === 'PATCH') {
        current = { ...member, ...(request.body as Pick<TeamMember, 'firstname' | 'lastname'>) };
        offline = true;
        return { status: 200, body: current };
      }
      return offline ? Promise.reject(new TypeError('Failed to fetch')) : { status: 200, body: current };
    });
    renderRoute(<EditMemberPage />, `/my_team/edit-${member.id}`, '/my_team/:member', {
      loader: memberLoader,
    });
    const firstname = await screen.findByLabelText('Prénom');
    const user = userEvent.setup();
    await user.clear(firstname);
    await user.type(firstname, 'Lou');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Léa Martin' })).toBeInTheDocument();
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lou Martin' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
