import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authStore, clearToken, initialAuthState, readToken, writeToken } from '@coach/shared/auth';
import { addNamespace, initI18n } from '@coach/shared/i18n';
import fr from '../../i18n/fr.json';
import en from '../../i18n/en.json';
import { AuthGate } from './AuthGate.tsx';

const page = (name: string, text: string) => ({
  path: name === 'index' ? '/' : `/${name}`,
  handle: { name },
  element: (
    <AuthGate>
      <h1>{text}</h1>
    </AuthGate>
  ),
});

const routes = [
  page('index', 'Overview'),
  page('profile', 'Profile'),
  page('account_verification', 'Verify'),
  {
    path: '/home',
    handle: { name: 'home' },
    element: (
      <AuthGate>
        <h1>Home</h1>
      </AuthGate>
    ),
  },
  {
    path: '/home/login',
    handle: { name: 'home-login' },
    element: (
      <AuthGate>
        <h1>Login</h1>
      </AuthGate>
    ),
  },
];

function whoami(verified: boolean) {
  return {
    ory: {
      id: 'session-1',
      identity: {
        id: 'identity-1',
        verifiable_addresses: [
          { value: 'ada@example.com', verified, via: 'email', status: verified ? 'completed' : 'sent' },
        ],
      },
    },
    user: {
      id: 'u1',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      birth_date: '1990-01-01',
      gender: 'female',
      mobile: '+33612345678',
      lang: 'fr',
      user_type: 'coachee',
      created_at: '2026-01-01T00:00:00Z',
    },
  };
}

function mockFetch(status: number, body: unknown) {
  const fetchMock = jest.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderAt(path: string) {
  return render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

beforeAll(() => {
  initI18n('fr');
  addNamespace('shell', { fr, en });
});
beforeEach(() => {
  clearToken();
  authStore.setState(initialAuthState);
});

describe('AuthGate', () => {
  it('sends a signed-out visitor of /profile to /home', async () => {
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('fetches whoami with the Bearer token and lets a verified user in', async () => {
    writeToken('tok-123');
    const fetchMock = mockFetch(200, whoami(true));
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    const request = fetchMock.mock.calls[0] as unknown as [Request];
    expect(request[0].url).toMatch(/\/api\/dashboard\/whoami$/);
    expect(request[0].headers.get('Authorization')).toBe('Bearer tok-123');
    expect(authStore.getState()).toMatchObject({
      authenticated: true,
      flowId: 'session-1',
      app_user: { firstname: 'Ada' },
    });
  });

  it('sends an unverified user to /account_verification from any page', async () => {
    writeToken('tok-123');
    mockFetch(200, whoami(false));
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Verify' })).toBeInTheDocument();
  });

  it('clears the token and goes to /home when whoami fails', async () => {
    writeToken('expired');
    mockFetch(401, { errors: { base: ['Session expirée'] } });
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it('sends a signed-in user away from /home/login to /', async () => {
    writeToken('tok-123');
    mockFetch(200, whoami(true));
    renderAt('/home/login');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });
});
