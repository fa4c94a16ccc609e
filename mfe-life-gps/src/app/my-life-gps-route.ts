import type { RouteHandle } from '@coach/shared/contract';
import { myLifeGpsRouteData } from '../lib/my-life-gps-route-data.ts';

/**
 * `/my_life_gps` as both bundles declare it: the browser's `./routes` (src/exposes/routes.ts) and
 * the server render (src/server-render.tsx). Its name makes its route id in both (`remoteRouteId`).
 */
export const myLifeGpsRoute = {
  path: '/my_life_gps',
  handle: { name: 'my_life_gps', layout: 'default', titleKey: 'lifeGps.title' } satisfies RouteHandle,
  data: myLifeGpsRouteData,
};
