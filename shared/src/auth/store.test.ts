import { i18n, initI18n } from '../i18n/index.ts';
import { readLanguageCookie } from '../i18n/language-cookie.ts';
import { waitFor } from '@testing-library/react';
import { deferred, mockApi } from '../testing/mock-api.ts';
import { authStore, initialAuthState, isVerified } from './store.ts';
import { clearToken, readToken, writeToken } from '@coach/shared/api';

const user = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  birth_date: '1990-12-10',
  gender: 'female' as const,
  email: 'ada@example.com',
  mobile: '+33612345678',
  lang: 'fr' as const,
  password: 'correct horse battery',
  user_type: 'coachee' as const,
};

beforeAll(() => initI18n('fr'));
beforeEach(() => {
  clearToken();
  authStore.setState(initialAuthState);
});

describe('auth store', () => {
  it('starts signed out (SPEC §3 fields)', () => {
    // Signed out, not loading, no error; no identity, no account.
    expect(authStore.getState()).toMatchObject({ authenticated: false, loading: false, error: null });
    expect(authStore.getState()).toMatchObject({ user: null, flowId: null, app_user: null });
  });

  it('login stores the token cookie and sends the locale', async () => {
    const { requests } = mockApi({ status: 200, body: { token: 'tok-1' } });
    await expect(authStore.getState().login({ email: 'ada@example.com', password: 'pw' })).resolves.toBe(
      true,
    );
    expect(readToken()).toBe('tok-1');
    expect(authStore.getState()).toMatchObject({ authenticated: true, loading: false });
    expect(requests[0]!.url.search).toBe('?locale=fr');
    expect(requests[0]!.body).toEqual({ email: 'ada@example.com', password: 'pw' });
  });

  it('a failed login shows errors.base joined by newlines and turns loading off (SPEC §8)', async () => {
    mockApi({ status: 401, body: { errors: { base: ['Identifiants invalides', 'Réessayez'] } } });
    await expect(authStore.getState().login({ email: 'a@b.co', password: 'x' })).resolves.toBe(false);
    expect(authStore.getState()).toMatchObject({
      loading: false,
      error: 'Identifiants invalides\nRéessayez',
    });
    expect(readToken()).toBeNull();
  });

  it('register passes invited_id, stores the token, then logs in with the same credentials', async () => {
    const { requests } = mockApi(
      { status: 201, body: { token: 'reg' } },
      { status: 200, body: { token: 'login' } },
    );
    await expect(authStore.getState().register(user, 'inv-1')).resolves.toEqual({ ok: true });
    expect(requests[0]!.url.href).toBe('http://localhost/api/dashboard/register?invited_id=inv-1');
    expect(requests[0]!.body).toEqual({ user });
    expect(requests[1]!.url.href).toBe('http://localhost/api/dashboard/login?locale=fr');
    expect(requests[1]!.body).toEqual({ email: user.email, password: user.password });
    expect(readToken()).toBe('login');
  });

  it('register keeps the per-field errors and the base message', async () => {
    mockApi({
      status: 422,
      body: { errors: { email: ['déjà utilisé'], base: ['Inscription impossible'] } },
    });
    await expect(authStore.getState().register(user)).resolves.toEqual({
      ok: false,
      errors: { email: ['déjà utilisé'], base: ['Inscription impossible'] },
    });
    expect(authStore.getState()).toMatchObject({ loading: false, error: 'Inscription impossible' });
  });

  it('logout revokes on the server, clears the cookie and the state even if the server fails', async () => {
    writeToken('tok');
    authStore.setState({ authenticated: true });
    const { requests } = mockApi({ status: 500, body: { errors: { base: ['boom'] } } });
    await authStore.getState().logout();
    expect(requests[0]!.url.href).toBe('http://localhost/api/dashboard/logout');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(readToken()).toBeNull();
    expect(authStore.getState().authenticated).toBe(false);
  });

  describe('language (docs/product.md §8.6)', () => {
    const whoami = (lang: 'fr' | 'en') => ({
      ory: {
        id: 's1',
        identity: {
          id: 'i1',
          verifiable_addresses: [
            { value: 'ada@example.com', verified: true, via: 'email', status: 'completed' },
          ],
        },
      },
      user: { ...user, id: 'u1', lang, created_at: '2026-01-01T00:00:00.000Z' },
    });
    beforeEach(() => {
      sessionStorage.clear();
      document.cookie = 'lang=; Path=/; Max-Age=0';
    });
    afterEach(() => i18n.changeLanguage('fr'));

    it('applies the account’s language at sign-in, not on a page load with an existing session', async () => {
      writeToken('tok');
      mockApi({ status: 200, body: whoami('en') });
      await authStore.getState().fetchUser();
      expect(i18n.resolvedLanguage).toBe('fr');

      mockApi({ status: 200, body: { token: 'tok-2' } }, { status: 200, body: whoami('en') });
      await authStore.getState().login({ email: 'ada@example.com', password: 'pw' });
      await authStore.getState().fetchUser(); // after the reload at `/`
      expect(i18n.resolvedLanguage).toBe('en');
      // The server draws the next pages in the cookie's language: the sign-in writes it too.
      expect(readLanguageCookie()).toBe('en');
      expect(localStorage.getItem('lang')).toBeNull();
    });

    it('the sign-in writes the cookie even when the page already shows the account’s language', async () => {
      // The page is French by default while no cookie says so (a cookie cleared meanwhile).
      mockApi({ status: 200, body: { token: 'tok-2' } }, { status: 200, body: whoami('fr') });
      await authStore.getState().login({ email: 'ada@example.com', password: 'pw' });
      await authStore.getState().fetchUser();
      expect(i18n.resolvedLanguage).toBe('fr');
      expect(readLanguageCookie()).toBe('fr');
    });

    it('registration saves the language the person signed up in', async () => {
      await i18n.changeLanguage('en');
      const { requests } = mockApi(
        { status: 201, body: { token: 'reg' } },
        { status: 200, body: { token: 'login' } },
        { status: 200, body: { lang: 'en' } },
      );
      await authStore.getState().register(user);
      expect(requests[2]).toMatchObject({ method: 'PUT', body: { lang: 'en' } });
      expect(requests[2]!.url.pathname).toBe('/api/dashboard/profile/language');
    });

    it('the switcher saves the choice to the account when signed in, not when signed out', async () => {
      const signedOut = mockApi();
      await authStore.getState().chooseLanguage('en');
      expect(i18n.resolvedLanguage).toBe('en');
      expect(signedOut.requests).toHaveLength(0);

      writeToken('tok');
      mockApi({ status: 200, body: whoami('en') });
      await authStore.getState().fetchUser();
      await i18n.changeLanguage('en');
      const { requests } = mockApi({ status: 200, body: { lang: 'fr' } });
      await authStore.getState().chooseLanguage('fr');
      expect(i18n.resolvedLanguage).toBe('fr');
      expect(requests[0]).toMatchObject({ method: 'PUT', body: { lang: 'fr' } });
      expect(requests[0]!.url.pathname).toBe('/api/dashboard/profile/language');
      expect(authStore.getState().app_user?.lang).toBe('fr');
    });

    it('two quick choices are saved one after the other, the last one kept by the account', async () => {
      writeToken('tok');
      mockApi({ status: 200, body: whoami('fr') });
      await authStore.getState().fetchUser();
      const firstAnswer = deferred<void>();
      let inFlight = 0;
      let mostInFlight = 0;
      const { requests } = mockApi(async ({ body }) => {
        mostInFlight = Math.max(mostInFlight, (inFlight += 1));
        if (requests.length === 1) await firstAnswer.promise;
        inFlight -= 1;
        return { status: 200, body };
      });

      const toEnglish = authStore.getState().chooseLanguage('en');
      await waitFor(() => expect(requests).toHaveLength(1));
      // Back to French while "en" is still being saved: the account says "fr" until it answers.
      const backToFrench = authStore.getState().chooseLanguage('fr');
      firstAnswer.resolve();
      await Promise.all([toEnglish, backToFrench]);

      expect(requests.map((request) => request.body)).toEqual([{ lang: 'en' }, { lang: 'fr' }]);
      expect(mostInFlight).toBe(1);
      expect(i18n.resolvedLanguage).toBe('fr');
      expect(authStore.getState().app_user?.lang).toBe('fr');
    });
  });

  it('isVerified reads the first verifiable address', () => {
    expect(isVerified(null)).toBe(false);
    expect(isVerified({ id: 'i', verifiable_addresses: [] })).toBe(false);
    expect(
      isVerified({
        id: 'i',
        verifiable_addresses: [{ value: 'a', verified: true, via: 'email', status: 'completed' }],
      }),
    ).toBe(true);
  });
});
