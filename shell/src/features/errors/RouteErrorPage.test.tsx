import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { addNamespace, initI18n } from '@coach/shared/i18n';
import { RELOAD_GUARD_KEY, pageLoad } from '@coach/shared/navigation';
import fr from '../../i18n/fr.json';
import en from '../../i18n/en.json';
import { RouteErrorPage } from './RouteErrorPage.tsx';

const assign = jest.fn();

function renderFailing(error: unknown, path = '/trainings') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        ErrorBoundary: RouteErrorPage,
        loader: () => {
          throw error;
        },
        Component: () => null,
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const chunkError = () => Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });

beforeAll(() => {
  initI18n('fr');
  addNamespace('shell', { fr, en });
  pageLoad.assign = assign;
  pageLoad.reload = jest.fn();
});
beforeEach(() => {
  sessionStorage.clear();
  assign.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(async () => new Response(null, { status: 204 })) as unknown as typeof fetch;
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => true), configurable: true });
});

describe('RouteErrorPage', () => {
  it('reloads the same path once on a chunk load error, recording the guard', async () => {
    renderFailing(chunkError());
    await screen.findByRole('status');
    expect(assign).toHaveBeenCalledWith('/trainings');
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!)).toMatchObject({ path: '/trainings' });
  });

  it('shows the unavailable panel with Retry instead of reloading again inside the guard window', async () => {
    sessionStorage.setItem(
      RELOAD_GUARD_KEY,
      JSON.stringify({ path: '/trainings', expires: Date.now() + 10_000 }),
    );
    renderFailing(chunkError());
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cette partie est indisponible' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(navigator.sendBeacon).toHaveBeenCalledWith('/api/client-errors', expect.any(Blob));
  });

  it('shows the 500 page for other errors, without reloading', async () => {
    renderFailing(new TypeError('boom'));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the 404 page for a route refused with 404', async () => {
    renderFailing(new Response(null, { status: 404 }), '/my_team/oops');
    expect(await screen.findByText('Page not found: /my_team/oops')).toBeInTheDocument();
  });
});
