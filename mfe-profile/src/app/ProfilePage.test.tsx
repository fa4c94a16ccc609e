import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@coach/shared/auth';
import { pageLoad } from '@coach/shared/navigation';
import type { ProfileResponse, SessionsResponse } from '@coach/shared/profile';
import { deferred, mockApi, renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import type { RecordedRequest, Reply } from '@coach/shared/testing';
import { registerNamespace } from '../i18n/namespace.ts';
import { camille } from '../testing/profile-members.ts';
import ProfilePage from './ProfilePage.tsx';
import { profileRoute } from './profile-route.ts';

registerNamespace();

const PROFILE: ProfileResponse = camille.profile;

/** Camille's session on this device, and one on a phone. */
const SESSIONS: SessionsResponse = {
  sessions: [
    ...camille.sessions.sessions,
    {
      id: 's2',
      device: { browser: 'Mobile Safari', os: 'iOS 17.5', type: 'mobile' },
      created_at: '2026-11-19T08:00:00.000Z',
      last_used_at: '2026-11-19T09:00:00.000Z',
      current: false,
    },
  ],
};

/** The api of the page: GET profile and sessions, plus whatever `extra` answers. */
function api(extra: (request: RecordedRequest) => Reply | Promise<Reply> | undefined = () => undefined) {
  return mockApi((request) => {
    const answer = extra(request);
    if (answer) return answer;
    const path = `${request.method} ${request.url.pathname}`;
    if (path === 'GET /api/dashboard/profile') return { status: 200, body: PROFILE };
    if (path === 'GET /api/dashboard/sessions') return { status: 200, body: SESSIONS };
    return { status: 500, body: { errors: { base: [`unexpected ${path}`] } } };
  });
}

// With the route's loader, as the shell mounts it: the reads start there (docs/server-render.md).
const renderProfile = () =>
  renderRoute(<ProfilePage />, '/profile', '/profile', {
    loader: profileRoute.data.loader,
    shouldRevalidate: profileRoute.data.shouldRevalidate,
  });

beforeEach(resetEnvironment);

describe('/profile', () => {
  it('shows the general information read-only, with the role and what is not given', async () => {
    api();
    renderProfile();
    const info = await screen.findByRole('region', { name: 'Informations générales' });
    const value = (label: string) => within(info).getByText(label).nextElementSibling?.textContent;
    expect(value('Prénom')).toBe('Camille');
    expect(value('Nom')).toBe('Durand');
    expect(value('Numéro de téléphone')).toBe('+33612345678');
    expect(value('Date d’anniversaire')).toBe('12 avril 1990');
    expect(value('Niveau d’études')).toBe('Non renseigné');
    expect(value('E-mail')).toBe('camille@example.com');
    expect(value('Rôle')).toBe('Coach');
    expect(screen.getByRole('link', { name: 'Définir mon chemin' })).toHaveAttribute('href', '/my_life_gps');
  });

  it('Appearance: a theme applies at once, is kept for the next page, and “like my device” forgets it', async () => {
    api();
    const user = userEvent.setup();
    renderProfile();
    const appearance = await screen.findByRole('region', { name: 'Apparence' });
    expect(within(appearance).getByRole('radio', { name: 'Comme mon appareil' })).toBeChecked();
    await user.click(within(appearance).getByRole('radio', { name: 'Sombre' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    // Said to screen readers only: the announcer, which text queries skip by default.
    expect(
      await screen.findByText('Thème choisi : Sombre.', { ignore: 'script, style' }),
    ).toBeInTheDocument();
    await user.click(within(appearance).getByRole('radio', { name: 'Comme mon appareil' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.cookie).not.toContain('theme=');
  });

  it('Modify → a bad field shows registration’s message and nothing is saved; Cancel restores', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const firstname = await screen.findByLabelText('Prénom');
    await waitFor(() => expect(firstname).toHaveFocus());
    await user.clear(firstname);
    await user.clear(screen.getByLabelText('Numéro de téléphone', { exact: false }));
    await user.type(screen.getByLabelText('Numéro de téléphone', { exact: false }), '06');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Veuillez saisir votre prénom.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('aria-invalid', 'true');
    await switchLanguage('en');
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    await switchLanguage('fr');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const info = screen.getByRole('region', { name: 'Informations générales' });
    expect(within(info).getByText('Camille')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifier' })).toHaveFocus());
  });

  it('Save sends the corrected information, shows it and gives the focus back to Modify', async () => {
    const { requests } = api((request) =>
      request.method === 'PUT' && request.url.pathname === '/api/dashboard/profile'
        ? { status: 200, body: { ...PROFILE, firstname: 'Camila', study_level: 'master' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await user.clear(await screen.findByLabelText('Prénom'));
    await user.type(screen.getByLabelText('Prénom'), 'Camila');
    await user.selectOptions(screen.getByLabelText('Niveau d’études'), 'master');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const info = screen.getByRole('region', { name: 'Informations générales' });
    expect(await within(info).findByText('Master (bac +5)')).toBeInTheDocument();
    expect(within(info).getByText('Camila')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      firstname: 'Camila',
      lastname: 'Durand',
      mobile: '+33612345678',
      birth_date: '1990-04-12',
      study_level: 'master',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifier' })).toHaveFocus());
  });

  it('shows the server’s field errors on the field (a taken address on the e-mail form)', async () => {
    api((request) =>
      request.url.pathname === '/api/dashboard/profile/email'
        ? { status: 422, body: { errors: { email: ['Un compte existe déjà avec cette adresse e-mail.'] } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderProfile();
    const form = await screen.findByRole('form', { name: 'Adresse e-mail' });
    await user.type(within(form).getByLabelText('Nouvelle adresse e-mail'), 'taken@example.com');
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'my-password');
    await user.click(within(form).getByRole('button', { name: 'Mettre à jour' }));
    expect(
      await within(form).findByText('Un compte existe déjà avec cette adresse e-mail.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Nouvelle adresse e-mail')).toHaveFocus();
  });

  it('password: the confirmation must match; a change reloads the sessions', async () => {
    let sessionsCalls = 0;
    const { requests } = api((request) => {
      if (request.url.pathname === '/api/dashboard/sessions') sessionsCalls += 1;
      if (request.url.pathname === '/api/dashboard/profile/password') return { status: 204 };
      return undefined;
    });
    const user = userEvent.setup();
    renderProfile();
    const form = await screen.findByRole('form', { name: 'Mot de passe' });
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'old-password');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'a-new-passphrase');
    await user.type(within(form).getByLabelText('Confirmer le nouveau mot de passe'), 'another-one');
    await user.click(within(form).getByRole('button', { name: 'Mettre à jour' }));
    expect(await within(form).findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Confirmer le nouveau mot de passe'));
    await user.type(within(form).getByLabelText('Confirmer le nouveau mot de passe'), 'a-new-passphrase');
    const before = sessionsCalls;
    await user.click(within(form).getByRole('button', { name: 'Mettre à jour' }));
    expect(
      await within(form).findByText('Votre mot de passe est changé. Vos autres sessions sont fermées.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/dashboard/profile/password')?.body).toEqual({
      current_password: 'old-password',
      new_password: 'a-new-passphrase',
    });
    await waitFor(() => expect(sessionsCalls).toBe(before + 1));
  });

  it('lists the sessions with their device, and signs out everywhere else', async () => {
    const { requests } = api((request) =>
      request.url.pathname === '/api/dashboard/sessions/revoke-others'
        ? { status: 200, body: { revoked: 1 } }
        : undefined,
    );
    const user = userEvent.setup();
    renderProfile();
    const sessions = await screen.findByRole('region', { name: 'Sessions actives' });
    expect(await within(sessions).findByText('Mobile Safari sur iOS 17.5 (mobile)')).toBeInTheDocument();
    expect(within(sessions).getByText('Cet appareil')).toBeInTheDocument();
    expect(
      within(sessions).getByRole('button', { name: 'Fermer la session Mobile Safari sur iOS 17.5 (mobile)' }),
    ).toBeInTheDocument();
    await user.click(within(sessions).getByRole('button', { name: 'Se déconnecter partout ailleurs' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname === '/api/dashboard/sessions/revoke-others')).toBe(true),
    );
  });

  it('deleting the account asks for the address; a wrong one is refused, the right one signs out', async () => {
    const assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    const logout = jest.spyOn(authStore.getState(), 'logout');
    api((request) => {
      if (request.method !== 'DELETE' || request.url.pathname !== '/api/dashboard/account') return undefined;
      return (request.body as { email: string }).email === PROFILE.email
        ? { status: 204 }
        : { status: 422, body: { errors: { email: ['L’adresse saisie n’est pas celle de votre compte.'] } } };
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer définitivement mon compte' });
    await user.type(within(dialog).getByLabelText('Votre adresse e-mail'), 'other@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(
      await within(dialog).findByText('L’adresse saisie n’est pas celle de votre compte.'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Votre adresse e-mail'));
    await user.type(within(dialog).getByLabelText('Votre adresse e-mail'), PROFILE.email);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home/login'));
    expect(logout).toHaveBeenCalled();
    assign.mockRestore();
    logout.mockRestore();
  });

  it('shows the loading state while the profile is read', async () => {
    const profile = deferred<Reply>();
    api((request) => (request.url.pathname === '/api/dashboard/profile' ? profile.promise : undefined));
    renderProfile();
    expect(await screen.findByText('Chargement…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Informations générales' })).not.toBeInTheDocument();
    profile.resolve({ status: 200, body: PROFILE });
    expect(await screen.findByRole('region', { name: 'Informations générales' })).toBeInTheDocument();
  });

  it('reads the profile and the sessions once each, from the route’s loader', async () => {
    const { requests } = api();
    renderProfile();
    await screen.findByText('Mobile Safari sur iOS 17.5 (mobile)');
    const reads = requests.map((request) => `${request.method} ${request.url.pathname}`).sort();
    expect(reads).toEqual(['GET /api/dashboard/profile', 'GET /api/dashboard/sessions']);
  });

  it('starts from data already read (the server’s, for the first paint) without reading it again', async () => {
    const { requests } = api();
    renderRoute(<ProfilePage />, '/profile', '/profile', {
      loader: () => ({ profile: { ok: true, body: PROFILE }, sessions: { ok: true, body: SESSIONS } }),
    });
    const info = await screen.findByRole('region', { name: 'Informations générales' });
    expect(within(info).getByText('Camille')).toBeInTheDocument();
    expect(screen.getByText('Mobile Safari sur iOS 17.5 (mobile)')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says when the profile cannot be loaded, and retries', async () => {
    let fail = true;
    api((request) =>
      request.url.pathname === '/api/dashboard/profile' && fail
        ? { status: 500, body: { errors: { base: ['Erreur interne du serveur.'] } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByText('Impossible de charger votre profil.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Informations générales' })).toBeInTheDocument();
  });
});
