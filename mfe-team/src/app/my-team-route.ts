import type { RouteHandle } from '@coach/shared/contract';
import { myTeamRouteData } from '../lib/team-route-data.ts';

/**
 * `/my_team` as both bundles declare it: the browser's `./routes` (src/exposes/routes.ts) and the
 * server render (src/server-render.tsx). Its name makes its route id in both (`remoteRouteId`).
 */
export const myTeamRoute = {
  path: '/my_team',
  handle: { name: 'my_team', layout: 'default', titleKey: 'team.title' } satisfies RouteHandle,
  data: myTeamRouteData,
};
