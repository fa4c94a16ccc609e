import type { RouteHandle } from '@coach/shared/contract';
import { myCommitmentsRouteData } from '../lib/my-commitments-route-data.ts';

/**
 * `/my_commitments` as both bundles declare it: the browser's `./routes` (src/exposes/routes.ts)
 * and the server render (src/server-render.tsx). Its name makes its route id in both
 * (`remoteRouteId`).
 */
export const myCommitmentsRoute = {
  path: '/my_commitments',
  handle: { name: 'my_commitments', layout: 'default', titleKey: 'commitments.title' } satisfies RouteHandle,
  data: myCommitmentsRouteData,
};
