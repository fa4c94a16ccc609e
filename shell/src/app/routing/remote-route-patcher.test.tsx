import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useMatches } from 'react-router';
import {
  remoteRouteId,
  type RemoteName,
  type RemoteRoute,
  type RemoteRoutesModule,
} from '@coach/shared/contract';
import { clearToken } from '@coach/shared/auth';
import { initShellStrings, oneRouteModule, signInVerified } from '../../testing/routing.ts';
import { createRouteTree } from './route-tree.ts';
import { createRemoteRoutePatcher } from './remote-route-patcher.ts';

function page(text: string): RemoteRoute['lazy'] {
  return async () => ({ Component: () => <h1>{text}</h1> });
}

const homeRoutes = oneRouteModule(
  'home',
  '/home/login',
  { name: 'home-login', layout: 'main' },
  { lazy: page('Login page') },
);
const trainingRoutes = oneRouteModule(
  'trainings',
  '/training/:training_slug/modules/:module_slug',
  { name: 'training-module', layout: 'next-page' },
  { lazy: page('Module page') },
);

function renderAt(path: string, load: (remote: RemoteName) => Promise<RemoteRoutesModule>) {
  const router = createMemoryRouter(createRouteTree(), {
    initialEntries: [path],
    patchRoutesOnNavigation: createRemoteRoutePatcher(load),
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

beforeAll(initShellStrings);

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
    signInVerified();
    const { container } = renderAt('/training/a/modules/b', async () => trainingRoutes);
    expect(await screen.findByRole('heading', { name: 'Module page' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="next-page"]')).not.toBeNull();
  });

  it('runs a remote route’s loader and names the route as its server render does', async () => {
    signInVerified();
    // What a page reads its data with (shared/src/server-render/use-route-data.ts): the deepest match.
    function ProfilePage() {
      const match = useMatches().at(-1);
      return <h1>{`${match?.id} ${String((match?.loaderData as { name?: string } | undefined)?.name)}`}</h1>;
    }
    const profileRoutes = oneRouteModule(
      'profile',
      '/profile',
      { name: 'profile', layout: 'default' },
      { loader: () => ({ name: 'Camille' }), lazy: async () => ({ Component: ProfilePage }) },
    );
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
