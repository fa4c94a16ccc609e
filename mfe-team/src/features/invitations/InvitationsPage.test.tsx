import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import type { RecordedRequest, Reply } from '@coach/shared/testing';
import type { UserType } from '@coach/shared/schemas';
import { invitationsRouteData } from '../../lib/team-route-data.ts';
import { whoamiReply } from '../../testing/users.ts';
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

// With the route's loader, as the shell mounts it: the reads start there (docs/server-render.md).
// The auth store stays empty: the page knows the member from the route's whoami.
const renderInvitations = () =>
  renderRoute(<InvitationsPage />, '/invitations', '/invitations', {
    loader: invitationsRouteData.loader,
    shouldRevalidate: invitationsRouteData.shouldRevalidate,
  });

/** The api for a member of this type: whoami, then `answer`. */
function api(userType: UserType, answer: (request: RecordedRequest) => Reply) {
  return mockApi((request) => whoamiReply(request, userType) ?? answer(request));
}

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
    let open = [survey];
    const { requests } = api('coachee', (request): Reply => {
      if (request.url.pathname.endsWith('/answer')) {
        open = [];
        return { status: 204 };
      }
      if (request.url.pathname.includes('/surveys/'))
        return { status: 200, body: { items: open, page: 1, per_page: 20, total: open.length } };
      return { status: 200, body: { items: [] } };
    });
    renderInvitations();
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

  it('an answered survey cannot be answered again while the list is read again', async () => {
    const reread = deferred<Reply>();
    let answered = false;
    const { requests } = mockApi((request): Reply | Promise<Reply> => {
      const whoami = whoamiReply(request, 'coachee');
      if (whoami) return whoami;
      if (request.url.pathname.endsWith('/answer')) {
        answered = true;
        return { status: 204 };
      }
      if (request.url.pathname.includes('/surveys/'))
        return answered
          ? reread.promise
          : { status: 200, body: { items: [survey], page: 1, per_page: 20, total: 1 } };
      return { status: 200, body: { items: [] } };
    });
    renderInvitations();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Top' }));
    const thanks = 'Merci ! Votre réponse est enregistrée pour l’équipe « Les Aventuriers ».';
    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pas top' })).toBeDisabled();
    reread.resolve({ status: 200, body: { items: [], page: 1, per_page: 20, total: 0 } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Top' })).not.toBeInTheDocument());
    expect(screen.getByText(thanks)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('a coachee accepts a received invitation; no sent tab for them', async () => {
    let items = [received];
    const { requests } = api('coachee', (request): Reply => {
      if (request.url.pathname.includes('/surveys/'))
        return { status: 200, body: { items: [], page: 1, per_page: 20, total: 0 } };
      if (request.method === 'POST') {
        items = [];
        return { status: 204 };
      }
      return { status: 200, body: { items } };
    });
    renderInvitations();
    expect(
      await screen.findByRole('heading', { name: 'Rejoindre l’équipe « Les Aventuriers »' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.endsWith('/invitations/sent'))).toBe(false);
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
    let status = 'pending';
    const { requests } = api('coach', (request): Reply => {
      if (request.method === 'POST') {
        status = 'revoked';
        return { status: 204 };
      }
      if (request.url.pathname.endsWith('/invitations/sent'))
        return { status: 200, body: { items: [sent(status)], page: 1, per_page: 50, total: 1 } };
      return { status: 200, body: { items: [] } };
    });
    renderInvitations();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Envoyées' }));
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
    api('coach', (request): Reply => {
      if (request.method === 'POST')
        return {
          status: 429,
          body: { errors: { base: ['Trop de tentatives : réessayez dans 60 secondes.'] } },
        };
      if (request.url.pathname.endsWith('/invitations/sent'))
        return { status: 200, body: { items: [sent('expired')], page: 1, per_page: 50, total: 1 } };
      return { status: 200, body: { items: [] } };
    });
    renderInvitations();
    const user = userEvent.setup();
    await switchLanguage('en');
    await user.click(await screen.findByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Léa Martin’s invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives');
  });
  it('a leader back on a tab finds it as they left it: an accepted invitation stays gone', async () => {
    let items = [received];
    const { requests } = api('manager', (request): Reply => {
      if (request.url.pathname.includes('/surveys/'))
        return { status: 200, body: { items: [], page: 1, per_page: 20, total: 0 } };
      if (request.url.pathname.endsWith('/invitations/sent'))
        return { status: 200, body: { items: [sent('pending')], page: 1, per_page: 50, total: 1 } };
      if (request.method === 'POST') {
        items = [];
        return { status: 204 };
      }
      return { status: 200, body: { items } };
    });
    renderInvitations();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Accepter l’invitation de l’équipe « Les Aventuriers »' }),
    );
    expect(await screen.findByRole('heading', { name: 'Aucune invitation en attente' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Envoyées' }));
    expect(await screen.findByText('Léa Martin')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reçues' }));
    expect(screen.getByRole('heading', { name: 'Aucune invitation en attente' })).toBeInTheDocument();
    // Read once at navigation, once after the answer: switching tabs reads nothing again.
    expect(requests.filter((r) => r.url.pathname.endsWith('/invitations/received'))).toHaveLength(2);
    expect(requests.filter((r) => r.url.pathname.endsWith('/invitations/sent'))).toHaveLength(1);
  });

  it('a leader pages through the sent invitations, the page shown kept until the next answers', async () => {
    const onPage = (page: number) => ({
      items: [{ ...sent('accepted'), id: `s-${page}`, firstname: page === 1 ? 'Léa' : 'Hugo' }],
      page,
      per_page: 1,
      total: 2,
    });
    const second = deferred<Reply>();
    const { requests } = mockApi((request): Reply | Promise<Reply> => {
      const whoami = whoamiReply(request, 'coach');
      if (whoami) return whoami;
      if (request.url.pathname.includes('/surveys/'))
        return { status: 200, body: { items: [], page: 1, per_page: 20, total: 0 } };
      if (request.url.pathname.endsWith('/invitations/sent'))
        return request.url.searchParams.get('page') === '2'
          ? second.promise
          : { status: 200, body: onPage(1) };
      return { status: 200, body: { items: [] } };
    });
    renderInvitations();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Envoyées' }));
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByText('Léa Martin')).toBeInTheDocument();
    second.resolve({ status: 200, body: onPage(2) });
    expect(await screen.findByText('Hugo Martin')).toBeInTheDocument();
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(requests.at(-1)?.url.search).toBe('?page=2');
  });

  it('offers a retry when the received invitations cannot be loaded', async () => {
    let failing = true;
    api('coachee', (request): Reply => {
      if (request.url.pathname.includes('/surveys/'))
        return { status: 200, body: { items: [], page: 1, per_page: 20, total: 0 } };
      return failing
        ? { status: 500, body: { errors: { base: ['Erreur interne du serveur'] } } }
        : { status: 200, body: { items: [received] } };
    });
    renderInvitations();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { name: 'Rejoindre l’équipe « Les Aventuriers »' }),
    ).toBeInTheDocument();
  });
});
