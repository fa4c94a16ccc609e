import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, resetEnvironment, switchLanguage, type Reply } from '@coach/shared/testing';
import { signInAs } from '../../testing/users.ts';
import InvitationsPage from './InvitationsPage.tsx';

const received = {
  id: 'i-1',
  team: { id: 't-1', name: 'Les Aventuriers' },
  leader: { firstname: 'Paul', lastname: 'Coach' },
  sent_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
};
const sent = (status: string) => ({
  id: 's-1',
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea@example.com',
  status,
  sent_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
  member_id: null,
});

beforeEach(() => resetEnvironment());

const survey = {
  id: 'v-1',
  kind: 'weather',
  due_on: '2026-12-01',
  whole_team: true,
  team: { id: 't-1', name: 'Les Aventuriers' },
  leader: { firstname: 'Paul', lastname: 'Coach' },
};

describe('/invitations', () => {
  it('a member answers a survey anonymously, once', async () => {
    signInAs('coachee');
    let open = [survey];
    const { requests } = mockApi((request): Reply => {
      if (request.url.pathname.endsWith('/answer')) {
        open = [];
        return { status: 204 };
      }
      if (request.url.pathname.includes('/surveys/'))
        return { status: 200, body: { items: open, page: 1, per_page: 20, total: open.length } };
      return { status: 200, body: { items: [] } };
    });
    renderRoute(<InvitationsPage />, '/invitations');
    expect(
      await screen.findByRole('heading', { name: 'Comment vous sentez-vous en ce moment ?' }),
    ).toBeInTheDocument();
    // What the leader will see, told before answering (docs/product.md §7.3).
    expect(
      screen.getByText(
        'Votre réponse est anonyme : Paul Coach ne la voit jamais. Une fois le questionnaire clos, Paul Coach voit seulement la part de Top et de Pas top de toute l’équipe, et seulement si au moins 5 membres ont répondu.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pas top' }));
    expect(
      await screen.findByText('Merci ! Votre réponse est enregistrée pour l’équipe « Les Aventuriers ».'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ answer: 'not_top' });
    expect(screen.queryByRole('button', { name: 'Top' })).not.toBeInTheDocument();
  });

  it('a coachee accepts a received invitation; no sent tab for them', async () => {
    signInAs('coachee');
    let items = [received];
    const { requests } = mockApi((request): Reply => {
      if (request.url.pathname.includes('/surveys/'))
        return { status: 200, body: { items: [], page: 1, per_page: 20, total: 0 } };
      if (request.method === 'POST') {
        items = [];
        return { status: 204 };
      }
      return { status: 200, body: { items } };
    });
    renderRoute(<InvitationsPage />, '/invitations');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: 'Accepter l’invitation de l’équipe « Les Aventuriers »' }),
      );
    expect(await screen.findByText('Vous avez rejoint l’équipe « Les Aventuriers ».')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aucune invitation en attente' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url.pathname).toBe(
      '/api/dashboard/invitations/received/i-1/accept',
    );
  });

  it('a leader sees sent invitations with their status, and revokes a pending one', async () => {
    signInAs('coach');
    let status = 'pending';
    const { requests } = mockApi((request): Reply => {
      if (request.method === 'POST') {
        status = 'revoked';
        return { status: 204 };
      }
      if (request.url.pathname.endsWith('/invitations/sent'))
        return { status: 200, body: { items: [sent(status)], page: 1, per_page: 50, total: 1 } };
      return { status: 200, body: { items: [] } };
    });
    renderRoute(<InvitationsPage />, '/invitations');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Envoyées' }));
    expect(await screen.findByText('En attente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer l’invitation de Léa Martin' }));
    expect(await screen.findByText('Retirée')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Renvoyer l’invitation de Léa Martin' }),
    ).not.toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url.pathname).toBe(
      '/api/dashboard/invitations/sent/s-1/revoke',
    );
  });

  it('shows the server’s message when a resend is too soon', async () => {
    signInAs('coach');
    mockApi((request): Reply => {
      if (request.method === 'POST')
        return {
          status: 429,
          body: { errors: { base: ['Trop de tentatives : réessayez dans 60 secondes.'] } },
        };
      if (request.url.pathname.endsWith('/invitations/sent'))
        return { status: 200, body: { items: [sent('expired')], page: 1, per_page: 50, total: 1 } };
      return { status: 200, body: { items: [] } };
    });
    renderRoute(<InvitationsPage />, '/invitations');
    const user = userEvent.setup();
    await switchLanguage('en');
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Léa Martin’s invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives');
  });
});
