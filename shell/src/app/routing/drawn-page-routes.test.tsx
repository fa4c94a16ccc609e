import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useMatches } from 'react-router';
import { CONTRACT_VERSION, type RemoteName, type RemoteRoutesModule } from '@coach/shared/contract';
import { addNamespace, initI18n } from '@coach/shared/i18n';
import { authStore, clearToken, writeToken } from '@coach/shared/auth';
import fr from '../../i18n/fr.json';
import en from '../../i18n/en.json';
import { readServerRouteDataValue } from '../../features/prerender/server-route-data.ts';
import { LAYOUT_ROUTE_ID } from './layout-ids.ts';
import { toRouteObject } from './remote-route-patcher.ts';
import { createRouteTree } from './route-tree.ts';
import { startingRoutes } from './drawn-page-routes.ts';

const DRAWN = {
  remote: 'mfe_profile',
  route: 'mfe_profile:profile',
  loaderData: { 'mfe_profile:profile': { name: 'Camille (from the server)' } },
};

/** The start's modules, as bootstrap.tsx hands them over. */
const deps = (loadRoutes: (remote: RemoteName) => Promise<RemoteRoutesModule>) => ({
  loadRoutes,
  createTree: createRouteTree,
  toRouteObject,
  layoutRouteIds: LAYOUT_ROUTE_ID,
});

describe('startingRoutes: the router starts from the page the server drew', () => {
  beforeAll(() => {
    initI18n('fr');
    addNamespace('shell', { fr, en });
  });
  afterEach(() => clearToken());

  function ProfilePage() {
    const match = useMatches().at(-1);
    return <h1>{String((match?.loaderData as { name?: string } | undefined)?.name)}</h1>;
  }
  const loader = jest.fn(() => ({ name: 'Camille (from the api)' }));
  const profileRoutes: RemoteRoutesModule = {
    contractVersion: CONTRACT_VERSION,
    namespace: 'profile',
    routes: [
      {
        path: '/profile',
        handle: { name: 'profile', layout: 'default', titleKey: 't' },
        loader,
        lazy: async () => ({ Component: ProfilePage }),
      },
    ],
  };

  it('draws the route from the server’s data without running its loader', async () => {
    writeToken('signed-in');
    authStore.setState({
      authenticated: true,
      user: {
        id: 'i',
        verifiable_addresses: [{ value: 'a@b.c', verified: true, via: 'email', status: 'completed' }],
      },
    });
    const start = await startingRoutes(
      readServerRouteDataValue(DRAWN),
      deps(async () => profileRoutes),
    );
    expect(start).not.toBeNull();
    const router = createMemoryRouter(start?.routes ?? [], {
      initialEntries: ['/profile'],
      hydrationData: { loaderData: start?.loaderData },
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Camille (from the server)' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('starts as usual when the remote does not have the drawn route, or does not load', async () => {
    const other = { ...DRAWN, route: 'mfe_profile:gone' };
    expect(
      await startingRoutes(
        readServerRouteDataValue(other),
        deps(async () => profileRoutes),
      ),
    ).toBeNull();
    expect(
      await startingRoutes(
        readServerRouteDataValue(DRAWN),
        deps(() => Promise.reject(new Error('down'))),
      ),
    ).toBeNull();
  });
});
