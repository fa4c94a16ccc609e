import type { RouteHandle } from '@coach/shared/contract';
import { surveysRouteData } from '../lib/team-route-data.ts';

/**
 * `/my_team/surveys` as both bundles declare it: the browser's `./routes` (src/exposes/routes.ts)
 * and the server render (src/server-render.tsx). Its name makes its route id in both (`remoteRouteId`).
 */
export const surveysRoute = {
  path: '/my_team/surveys',
  handle: { name: 'my_team-surveys', layout: 'default', titleKey: 'surveys.title' } satisfies RouteHandle,
  data: surveysRouteData,
};
