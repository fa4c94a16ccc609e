import type { RouteHandle } from '@coach/shared/contract';
import { catalogueRouteData } from '../lib/trainings-route-data.ts';

/**
 * `/trainings` as both bundles declare it: the browser's `./routes` (src/exposes/routes.ts) and the
 * server render (src/server-render.tsx). Its name makes its route id in both (`remoteRouteId`).
 */
export const trainingsRoute = {
  path: '/trainings',
  handle: { name: 'trainings', layout: 'default', titleKey: 'trainings.title' } satisfies RouteHandle,
  data: catalogueRouteData,
};
