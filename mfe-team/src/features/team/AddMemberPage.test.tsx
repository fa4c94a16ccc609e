import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import { signInAs } from '../../testing/users.ts';
import AddMemberPage from './AddMemberPage.tsx';

const member = {
  id: '0b7f6c1e-2f1a-4c55-9a7e-3d2b1c0a9f88',
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea@example.com',
  status: 'invited',
  has_account: false,
  joined_at: null,
  invitation: null,
  progress: null,
};

beforeEach(() => resetEnvironment());

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Prénom'), 'Léa');
  await user.type(screen.getByLabelText('Nom'), 'Martin');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'lea@example.com');
  await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
}

/** One message whether or not the person has an account (docs/product.md §8.5). */
const SENT =
  'Invitation envoyée à Léa Martin (lea@example.com) : par e-mail, et dans ses invitations si la personne a déjà un compte.';

describe('/my_team/add', () => {
  it('sends the invitation and says it went by e-mail', async () => {
    signInAs('coach');
    const { requests } = mockApi({ status: 201, body: { member, delivery: 'email' } });
    renderRoute(<AddMemberPage />, '/my_team/add');
    await fillAndSend();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ firstname: 'Léa', lastname: 'Martin', email: 'lea@example.com' });
    expect(screen.getByLabelText('Prénom')).toHaveValue('');
  });

  it('says the same whether or not the person has an account (an older api still says in_app)', async () => {
    signInAs('manager');
    mockApi({ status: 201, body: { member: { ...member, has_account: true }, delivery: 'in_app' } });
    renderRoute(<AddMemberPage />, '/my_team/add');
    await fillAndSend();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
  });

  it('shows the server’s field error under the e-mail (added twice, or oneself)', async () => {
    signInAs('hr');
    const message = 'Cette personne fait déjà partie de votre équipe ou y est déjà invitée.';
    mockApi({ status: 422, body: { errors: { email: [message] } } });
    renderRoute(<AddMemberPage />, '/my_team/add');
    await fillAndSend();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains to a coachee that the page is for leaders, in both languages', async () => {
    signInAs('coachee');
    const { requests } = mockApi();
    renderRoute(<AddMemberPage />, '/my_team/add');
    expect(
      screen.getByRole('heading', { name: 'Cette page est réservée aux responsables d’équipe' }),
    ).toBeInTheDocument();
    await switchLanguage('en');
    expect(screen.getByRole('heading', { name: 'This page is for team leaders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my teams' })).toHaveAttribute('href', '/my_team');
    expect(requests).toHaveLength(0);
  });
});
