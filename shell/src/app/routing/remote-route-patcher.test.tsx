import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useMatches } from 'react-router';
import type { RemoteName, RemoteRoute, RemoteRoutesModule } from '@coach/shared/contract';
import { CONTRACT_VERSION, remoteRouteId } from '@coach/shared/contract';
import { addNamespace, initI18n } from '@coach/shared/i18n';
import { authStore, clearToken, writeToken } from '@coach/shared/auth';
import fr from '../../i18n/fr.json';
import en from '../../i18n/en.json';
import { createRouteTree } from './route-tree.ts';
import { createRemoteRoutePatcher } from './remote-route-patcher.ts';

function page(text: string): RemoteRoute['lazy'] {
  return async () => ({ Component: () => <h1>{text}</h1> });
}

const homeRoutes: RemoteRoutesModule = {
  contractVersion: CONTRACT_VERSION,
  namespace: 'home',
  routes: [
    {
      path: '/home/login',
      handle: { name: 'home-login', layout: 'main', titleKey: 't' },
      lazy: page('Login page'),
    },
  ],
};
const trainingRoutes: RemoteRoutesModule = {
  contractVersion: CONTRACT_VERSION,
  namespace: 'trainings',
  routes: [
    {
      path: '/training/:training_slug/modules/:module_slug',
      handle: { name: 'training-module', layout: 'next-page', titleKey: 't' },
      lazy: page('Module page'),
    },
  ],
};

function renderAt(path: string, load: (remote: RemoteName) => Promise<RemoteRoutesModule>) {
  const router = createMemoryRouter(createRouteTree(), {
    initialEntries: [path],
    patchRoutesOnNavigation: createRemoteRoutePatcher(load),
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

beforeAll(() => {
  initI18n('fr');
  addNamespace('shell', { fr, en });
});

const verifiedUser = {
  id: 'identity-1',
  verifiable_addresses: [
    { value: 'a@example.com', verified: true, via: 'email' as const, status: 'completed' as const },
  ],
};

describe('remote route discovery', () => {
  afterEach(() => clearToken());

  it('mounts a remote route inside the layout it declares', async () => {
    const load = jest.fn(async () => homeRoutes);
    const { container } = renderAt('/home/login', load);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(container.querySelector('.public-frame--main')).not.toBeNull();
    expect(load).toHaveBeenCalledWith('mfe_home');
  });

  it('mounts parametrised routes under the next-page layout', async () => {
    writeToken('signed-in');
    authStore.setState({ authenticated: true, user: verifiedUser });
    const { container } = renderAt('/training/a/modules/b', async () => trainingRoutes);
    expect(await screen.findByRole('heading', { name: 'Module page' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="next-page"]')).not.toBeNull();
  });

  it('runs a remote route’s loader and names the route as its server render does', async () => {
    writeToken('signed-in');
    authStore.setState({ authenticated: true, user: verifiedUser });
    // What a page reads its data with (shared/src/server-render/use-route-data.ts): the deepest match.
    function ProfilePage() {
      const match = useMatches().at(-1);
      return <h1>{`${match?.id} ${String((match?.loaderData as { name?: string } | undefined)?.name)}`}</h1>;
    }
    const profileRoutes: RemoteRoutesModule = {
      contractVersion: CONTRACT_VERSION,
      namespace: 'profile',
      routes: [
        {
          path: '/profile',
          handle: { name: 'profile', layout: 'default', titleKey: 't' },
          loader: () => ({ name: 'Camille' }),
          lazy: async () => ({ Component: ProfilePage }),
        },
      ],
    };
    renderAt('/profile', async () => profileRoutes);
    expect(
      await screen.findByRole('heading', { name: `${remoteRouteId('mfe_profile', 'profile')} Camille` }),
    ).toBeInTheDocument();
  });

  it('downloads a remote once for several navigations', async () => {
    const load = jest.fn(async () => homeRoutes);
    const { router } = renderAt('/home/login', load);
    await screen.findByRole('heading', { name: 'Login page' });
    await router.navigate('/home/unknown');
    await router.navigate('/home/login');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load any remote for a path no remote owns, and shows the 404', async () => {
    const load = jest.fn(async () => homeRoutes);
    renderAt('/nope', load);
    expect(await screen.findByText('Page not found: /nope')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the unavailable panel when a remote fails, and retries on the next navigation', async () => {
    const load = jest
      .fn<Promise<RemoteRoutesModule>, [RemoteName]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(homeRoutes);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderAt('/home/login', load);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await router.navigate('/home/login');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
