import { useLayoutEffect } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readToken } from '@coach/shared/auth';
import { pageLoad } from '@coach/shared/navigation';
import { deferred, mockApi, renderRoute, resetEnvironment, switchLanguage } from '@coach/shared/testing';
import type { Reply } from '@coach/shared/testing';
import { expectSignInReloadGuard } from '../../testing/sign-in.ts';
import LoginPage from './LoginPage.tsx';

const renderLogin = () => renderRoute(<LoginPage />, '/home/login');
let assign: jest.SpyInstance;

beforeEach(async () => {
  await resetEnvironment();
  assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Adresse e-mail'), email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('/home/login', () => {
  it('has labelled email and password inputs that password managers recognise, and a sign-up link', () => {
    renderLogin();
    const email = screen.getByLabelText('Adresse e-mail');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/home/register');
  });

  it('accepts a pasted password and can show it', async () => {
    renderLogin();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Mot de passe');
    await user.click(password);
    await user.paste('collé-depuis-le-presse-papiers');
    expect(password).toHaveValue('collé-depuis-le-presse-papiers');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' })).toBeInTheDocument();
  });

  describe.each([
    {
      lang: 'fr' as const,
      emailRequired: 'Veuillez saisir votre email',
      emailInvalid: 'Adresse e-mail invalide',
      passwordRequired: 'Veuillez saisir votre mot de passe',
    },
    {
      lang: 'en' as const,
      emailRequired: 'Please enter your email',
      emailInvalid: 'Invalid email address',
      passwordRequired: 'Please enter your password',
    },
  ])('client-side validation in $lang', ({ lang, emailRequired, emailInvalid, passwordRequired }) => {
    it('shows the exact messages beside their fields, focuses the first invalid one and calls nothing', async () => {
      const { fetchMock } = mockApi(() => ({ status: 500 }));
      renderLogin();
      await switchLanguage(lang);
      const user = userEvent.setup();
      const submit = screen.getByRole('button', { name: lang === 'fr' ? 'Se connecter' : 'Log in' });
      await user.click(submit);

      const email = screen.getByRole('textbox', { name: lang === 'fr' ? 'Adresse e-mail' : 'Email address' });
      expect(email).toHaveAccessibleDescription(emailRequired);
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveFocus();
      const password = document.getElementById('password');
      expect(password).toHaveAccessibleDescription(passwordRequired);
      expect(password).toHaveAttribute('aria-invalid', 'true');

      await user.type(email, 'not-an-address');
      await user.click(submit);
      expect(email).toHaveAccessibleDescription(emailInvalid);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  it('translates errors already shown when the language changes', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    expect(screen.getByText('Veuillez saisir votre email')).toBeInTheDocument();
    await switchLanguage('en');
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.queryByText('Veuillez saisir votre email')).not.toBeInTheDocument();
  });

  it('hides a field error once the field is edited', async () => {
    renderLogin();
    const user = await fillAndSubmit('', '');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'a');
    expect(screen.queryByText('Veuillez saisir votre email')).not.toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir votre mot de passe')).toBeInTheDocument();
  });

  it('keeps both fields when they change in one commit (the shell hands typed values over so)', async () => {
    const { requests } = mockApi(() => ({ status: 200, body: { token: 'tok' } }));
    /** Types into both fields from a layout effect, as the shell's takeover does (form-handover.ts). */
    function HandOver() {
      useLayoutEffect(() => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        for (const [label, value] of [
          ['Adresse e-mail', 'ada@example.com'],
          ['Mot de passe', 'correct horse'],
        ] as const) {
          const input = screen.getByLabelText(label);
          setValue?.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }, []);
      return null;
    }
    renderRoute(
      <>
        <LoginPage />
        <HandOver />
      </>,
      '/home/login',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  it('shows a loading state, then the server errors.base joined by newlines in an alert', async () => {
    const reply = deferred<Reply>();
    mockApi(() => reply.promise);
    renderLogin();
    await fillAndSubmit('ada@example.com', 'wrong-password');

    const busy = screen.getByRole('button', { name: 'Connexion en cours…' });
    expect(busy).toBeDisabled();

    reply.resolve({
      status: 401,
      body: { errors: { base: ['Adresse e-mail ou mot de passe incorrect.', 'Deuxième ligne.'] } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Adresse e-mail ou mot de passe incorrect.\nDeuxième ligne.');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(screen.getByLabelText('Mot de passe')).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
  });

  it('checks and sends a form that never had focus (its rules load on submit), once however often it is sent', async () => {
    const { requests } = mockApi(() => ({ status: 200, body: { token: 'tok-login' } }));
    renderLogin();
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'pas-une-adresse' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'correct horse' } });
    fireEvent.submit(screen.getByRole('form'));
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(requests).toHaveLength(1);
  });

  it('logs in with the checked credentials, stores the token and reloads at / with the 1 s guard', async () => {
    const { requests } = mockApi(() => ({ status: 200, body: { token: 'tok-login' } }));
    const before = Date.now();
    renderLogin();
    await fillAndSubmit('  Ada@Example.com ', 'correct horse');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/dashboard/login');
    expect(requests[0]?.url.searchParams.get('locale')).toBe('fr');
    expect(requests[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(readToken()).toBe('tok-login');
    expectSignInReloadGuard('/', before);
    // The button stays busy until the page goes away.
    expect(screen.getByRole('button', { name: 'Connexion en cours…' })).toBeDisabled();
  });

  it('sends the locale of the page', async () => {
    const { requests } = mockApi(() => ({ status: 200, body: { token: 't' } }));
    await switchLanguage('en');
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.searchParams.get('locale')).toBe('en');
  });
});
