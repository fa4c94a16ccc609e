import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type Identity } from '@coach/shared/auth';
import { pageLoad } from '@coach/shared/navigation';
import { deferred, mockApi, renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import type { Reply } from '@coach/shared/testing';
import AccountVerificationPage from './AccountVerificationPage.tsx';
import { CONTINUE_DELAY_MS } from './ConfirmedPanel.tsx';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

function identity(verified: boolean): Identity {
  return {
    id: 'identity-1',
    verifiable_addresses: [
      { value: 'ada@example.com', verified, via: 'email', status: verified ? 'completed' : 'sent' },
    ],
  };
}

const renderVerification = (url = '/account_verification') =>
  renderRoute(<AccountVerificationPage />, url, '/account_verification');

let assign: jest.SpyInstance;
beforeEach(async () => {
  await resetEnvironment();
  assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  jest.useRealTimers();
});

describe('/account_verification: check your inbox', () => {
  it('names the address the link went to, when the session knows it', () => {
    authStore.setState({ user: identity(false) });
    renderVerification();
    expect(screen.getByRole('heading', { name: 'Consultez votre boîte de réception' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nous avons envoyé un lien de confirmation à ada@example.com. Ouvrez-le pour activer votre compte.',
      ),
    ).toBeInTheDocument();
  });

  it('still explains without an address', async () => {
    renderVerification();
    await switchLanguage('en');
    expect(
      screen.getByText('We sent you a confirmation link by email. Open it to activate your account.'),
    ).toBeInTheDocument();
  });

  it('resends the link: loading, then success feedback', async () => {
    authStore.setState({ user: identity(false) });
    const reply = deferred<Reply>();
    const { requests } = mockApi(() => reply.promise);
    renderVerification();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));

    expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toHaveAttribute('aria-disabled', 'true');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/dashboard/verification/resend');

    reply.resolve({ status: 200, body: { sent: true } });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Un nouveau lien vient de vous être envoyé. Les liens précédents ne fonctionnent plus.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Renvoyer le lien' })).toBeEnabled();
  });

  it("after a 429 shows the server's message and keeps the button disabled for Retry-After seconds", async () => {
    authStore.setState({ user: identity(false) });
    const message = 'Trop de tentatives. Veuillez réessayer dans 2 secondes.';
    mockApi(() => ({ status: 429, body: { errors: { base: [message] } }, headers: { 'Retry-After': '2' } }));
    renderVerification();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const button = screen.getByRole('button', { name: 'Renvoyer le lien' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Nouvel envoi possible dans 2 secondes.');
    await waitFor(() => expect(button).toHaveAccessibleDescription('Nouvel envoi possible dans 1 seconde.'), {
      timeout: 1500,
    });
    // It keeps the keyboard focus while it waits (a disabled button would drop it to <body>).
    expect(button).toHaveFocus();
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'), { timeout: 2500 });
  });

  it('offers to continue when the server says the address is already confirmed', async () => {
    authStore.setState({ user: identity(false) });
    mockApi(() => ({
      status: 409,
      body: { errors: { base: ['Votre adresse e-mail est déjà confirmée.'] } },
    }));
    renderVerification();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('tells a verified user there is nothing left to do', async () => {
    authStore.setState({ user: identity(true) });
    renderVerification();
    expect(screen.getByText('Votre adresse e-mail est déjà confirmée.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renvoyer le lien' })).not.toBeInTheDocument();
  });
});

describe('/account_verification?token=…: the link from the email', () => {
  it('confirms the token on load, says so, then continues to / with a full load', async () => {
    const { requests } = mockApi(() => ({ status: 200, body: { verified: true } }));
    renderVerification(`/account_verification?token=${TOKEN}`);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Confirmation de votre adresse e-mail…');

    // The same live region says it, so screen readers announce the change.
    await waitFor(() => expect(status).toHaveTextContent('Votre adresse e-mail est confirmée. Bienvenue !'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe('/api/dashboard/verification/confirm');
    expect(requests[0]?.body).toEqual({ token: TOKEN });
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: CONTINUE_DELAY_MS + 1000 });
  });

  it('continues at once with the Continue button', async () => {
    mockApi(() => ({ status: 200, body: { verified: true } }));
    renderVerification(`/account_verification?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('shows the failure and a way to resend', async () => {
    authStore.setState({ user: identity(false) });
    const message = 'Ce lien de confirmation n’est pas valide ou a expiré. Demandez-en un nouveau.';
    mockApi(({ url }) =>
      url.pathname.endsWith('/confirm')
        ? { status: 422, body: { errors: { base: [message], token: [message] } } }
        : { status: 200, body: { sent: true } },
    );
    renderVerification(`/account_verification?token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByText(/Un nouveau lien vient de vous être envoyé/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('/account_verification: language', () => {
  it('asks the server in the page language, for its messages', async () => {
    authStore.setState({ user: identity(false) });
    const { requests } = mockApi(() => ({ status: 200, body: { sent: true } }));
    renderVerification();
    await switchLanguage('en');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend the link' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
  });
});
