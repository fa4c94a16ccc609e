import type { RouteHandle } from '@coach/shared/contract';
import { resultsRouteData } from '../lib/trainings-route-data.ts';

/**
 * `/result` as both bundles declare it: the browser's `./routes` (src/exposes/routes.ts) and the
 * server render (src/server-render.tsx). Its name makes its route id in both (`remoteRouteId`).
 */
export const resultRoute = {
  path: '/result',
  handle: { name: 'result', layout: 'default', titleKey: 'result.title' } satisfies RouteHandle,
  data: resultsRouteData,
};
