import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useMatches } from 'react-router';
import {
  CONTRACT_VERSION,
  widgetRenderId,
  type OverviewWidget,
  type RemoteName,
  type RemoteRoutesModule,
  type RemoteWidgetsModule,
} from '@coach/shared/contract';
import { clearToken } from '@coach/shared/auth';
import { drawnOverview, forgetDrawnOverview } from '../../features/overview/drawn-overview.ts';
import type { SourceState } from '../../features/overview/overview-layout.ts';
import { readServerRouteDataValue } from '../../features/prerender/server-route-data.ts';
import { WIDGET_REMOTES } from '../../lib/federation/prefixes.ts';
import { initShellStrings, oneRouteModule, signInVerified } from '../../testing/routing.ts';
import { LAYOUT_ROUTE_ID } from './layout-ids.ts';
import { toRouteObject } from './remote-route-patcher.ts';
import { createRouteTree } from './route-tree.ts';
import { handOverOverview, readOverviewDataValue, startingRoutes } from './drawn-page-routes.ts';

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
  beforeAll(initShellStrings);
  afterEach(() => clearToken());

  function ProfilePage() {
    const match = useMatches().at(-1);
    return <h1>{String((match?.loaderData as { name?: string } | undefined)?.name)}</h1>;
  }
  const loader = jest.fn(() => ({ name: 'Camille (from the api)' }));
  const profileRoutes = oneRouteModule(
    'profile',
    '/profile',
    { name: 'profile', layout: 'default' },
    { loader, lazy: async () => ({ Component: ProfilePage }) },
  );

  it('draws the route from the server’s data without running its loader', async () => {
    signInVerified();
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

describe('readOverviewDataValue: the overview data the server inlined, checked', () => {
  const widgets = { [widgetRenderId('mfe_life_gps', 'main-goal')]: { goal: { status: 'ready' } } };

  it('takes an object of widget data by render id, and only that', () => {
    // Anything else the script might hold is not handed to the widgets.
    expect(readOverviewDataValue({ widgets, other: 1 })).toEqual({ widgets });
  });

  // A page whose script is not the overview's data starts as if the server had drawn nothing.
  it.each<[string, unknown]>([
    ['null', null],
    ['an array', [widgets]],
    ['an object without widgets', { data: widgets }],
    ['widgets as an array', { widgets: [widgets] }],
    ['widgets null', { widgets: null }],
    ['widgets a string', { widgets: 'mfe_life_gps:widget/main-goal' }],
  ])('refuses %s', (_name, value) => {
    expect(readOverviewDataValue(value)).toBeNull();
  });
});

describe('handOverOverview: the remotes that drew the overview, loaded and handed over with their data', () => {
  afterEach(() => forgetDrawnOverview());

  const widget = (slot: OverviewWidget['slot']): OverviewWidget => ({
    slot,
    order: 1,
    titleKey: `${slot}.title`,
    Component: () => null,
  });
  const WIDGETS: Record<RemoteName, OverviewWidget[]> = {
    mfe_home: [],
    mfe_team: [],
    mfe_profile: [],
    mfe_life_gps: [widget('main-goal'), widget('interior-weather'), widget('my-schedule')],
    mfe_trainings: [widget('my-training')],
  };
  const widgetsModule = (remote: RemoteName): RemoteWidgetsModule => ({
    contractVersion: CONTRACT_VERSION,
    namespace: remote,
    widgets: WIDGETS[remote],
  });
  const ready = (remote: RemoteName): SourceState => ({ remote, status: 'ready', widgets: WIDGETS[remote] });
  const loading = (remote: RemoteName): SourceState => ({ remote, status: 'loading' });
  const dataOf = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, { drawnFrom: id }]));

  it.each<[string, Record<string, unknown>, RemoteName[], RemoteName[], SourceState[]]>([
    [
      // Two widgets of one remote: its module is loaded once.
      'only the remote named in the data is loaded and ready; the other one stays loading',
      dataOf(widgetRenderId('mfe_life_gps', 'main-goal'), widgetRenderId('mfe_life_gps', 'my-schedule')),
      [],
      ['mfe_life_gps'],
      [ready('mfe_life_gps'), loading('mfe_trainings')],
    ],
    [
      'every remote named in the data is loaded and ready',
      dataOf(widgetRenderId('mfe_trainings', 'my-training'), widgetRenderId('mfe_life_gps', 'main-goal')),
      [],
      ['mfe_life_gps', 'mfe_trainings'],
      [ready('mfe_life_gps'), ready('mfe_trainings')],
    ],
    [
      // The live overview loads it again, and shows its fallback if it fails there too.
      'a remote that does not load stays loading, the others are ready',
      dataOf(widgetRenderId('mfe_trainings', 'my-training'), widgetRenderId('mfe_life_gps', 'main-goal')),
      ['mfe_life_gps'],
      ['mfe_life_gps', 'mfe_trainings'],
      [loading('mfe_life_gps'), ready('mfe_trainings')],
    ],
    [
      'no widget drawn: nothing is loaded, everything stays loading',
      {},
      [],
      [],
      [loading('mfe_life_gps'), loading('mfe_trainings')],
    ],
  ])('%s', async (_name, widgets, down, loaded, sources) => {
    const loadWidgets = jest.fn(async (remote: RemoteName) => {
      if (down.includes(remote)) throw new Error(`${remote} is down`);
      return widgetsModule(remote);
    });
    await handOverOverview({ widgets }, { loadWidgets, widgetRemotes: WIDGET_REMOTES });
    expect(loadWidgets.mock.calls.map(([remote]) => remote).sort()).toEqual(loaded);
    expect(drawnOverview()).toEqual({ sources, data: widgets });
  });
});
