import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderRoute, resetEnvironment, type Reply } from '@coach/shared/testing';
import type { Appointment } from '@coach/shared/life-gps';
import { LEA } from '../../testing/lea.ts';
import { signInAs } from '../../testing/users.ts';
import { memberLoader } from './member-route.ts';
import { MemberSessions } from './MemberSessions.tsx';

const member = LEA;
const session: Appointment = {
  id: '7c1f2a3b-4d5e-4f60-8172-93a4b5c6d7e8',
  title: 'Point mensuel',
  starts_at: '2026-11-25T09:00:00.000Z',
  ends_at: '2026-11-25T10:00:00.000Z',
  location: null,
  note: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  session: {
    role: 'leader',
    leader: { firstname: 'Claire', lastname: 'Leroy' },
    member: { id: member.id, firstname: 'Léa', lastname: 'Martin' },
  },
};
const page = (items: Appointment[]): Reply => ({
  status: 200,
  body: { items, page: 1, per_page: 50, total: items.length },
});

/** Lists answer `listed()` (loads may repeat); each write takes the next reply. */
function api(listed: () => Appointment[], ...writes: Reply[]) {
  return mockApi((request) =>
    request.method === 'GET' ? page(listed()) : (writes.shift() ?? { status: 500 }),
  );
}

/** The sessions' section on the member's page, its data read by the route's loader as the shell mounts it. */
const renderSessions = (element: ReactElement) =>
  renderRoute(element, `/my_team/edit-${member.id}`, '/my_team/:member', { loader: memberLoader });

beforeEach(() => {
  resetEnvironment();
  signInAs('coach');
});

describe('/my_team/edit-{id}: plan a session', () => {
  it('plans a session with the shared appointment form, then lists it', async () => {
    let items: Appointment[] = [];
    const { requests } = api(() => items, { status: 201, body: session });
    renderSessions(<MemberSessions member={member} />);
    expect(await screen.findByText('Aucune séance à venir.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Titre'), 'Point mensuel');
    items = [session];
    await user.click(screen.getByRole('button', { name: 'Planifier la séance' }));
    expect(await screen.findByText('Point mensuel', { selector: 'strong' })).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/dashboard/team/members/${member.id}/sessions`);
    expect(post?.body).toMatchObject({ title: 'Point mensuel' });
  });

  it('shows a field error under its field', async () => {
    api(() => [], { status: 422, body: { errors: { ends_at: ['La fin doit suivre le début.'] } } });
    renderSessions(<MemberSessions member={member} />);
    await screen.findByText('Aucune séance à venir.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Titre'), 'Point');
    await user.click(screen.getByRole('button', { name: 'Planifier la séance' }));
    expect(await screen.findByText('La fin doit suivre le début.')).toBeInTheDocument();
  });

  it('cancels a session from the list', async () => {
    let items = [session];
    const { requests } = api(() => items, { status: 204 });
    renderSessions(<MemberSessions member={member} />);
    const item = (await screen.findByText('Point mensuel', { selector: 'strong' })).closest('li');
    if (!item) throw new Error('no item');
    items = [];
    await userEvent
      .setup()
      .click(within(item).getByRole('button', { name: 'Annuler la séance Point mensuel' }));
    expect(await screen.findByText('Aucune séance à venir.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('says when the list cannot be read again after planning, with a retry', async () => {
    let items: Appointment[] = [];
    let offline = false;
    mockApi((request): Reply | Promise<Reply> => {
      if (request.method === 'POST') {
        offline = true;
        return { status: 201, body: session };
      }
      return offline ? Promise.reject(new TypeError('Failed to fetch')) : page(items);
    });
    renderSessions(<MemberSessions member={member} />);
    await screen.findByText('Aucune séance à venir.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Titre'), 'Point mensuel');
    await user.click(screen.getByRole('button', { name: 'Planifier la séance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.',
    );
    offline = false;
    items = [session];
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Point mensuel', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels a session once however often Cancel is pressed', async () => {
    const deleted = deferred<Reply>();
    let items = [session];
    const { requests } = mockApi((request): Reply | Promise<Reply> =>
      request.method === 'DELETE' ? deleted.promise : page(items),
    );
    renderSessions(<MemberSessions member={member} />);
    const cancel = await screen.findByRole('button', { name: 'Annuler la séance Point mensuel' });
    await userEvent.setup().dblClick(cancel);
    expect(cancel).toBeDisabled();
    items = [];
    deleted.resolve({ status: 204 });
    expect(await screen.findByText('Aucune séance à venir.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a session waits for an invited member to join', async () => {
    api(() => []);
    renderSessions(<MemberSessions member={{ ...member, status: 'invited' }} />);
    expect(
      await screen.findByText(
        /Vous pourrez planifier une séance avec Léa Martin dès que l’invitation aura été acceptée/,
      ),
    ).toBeInTheDocument();
  });
});
