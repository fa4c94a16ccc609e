import type { RouteHandle } from '@coach/shared/contract';
import { trainingRouteData } from '../lib/trainings-route-data.ts';

/**
 * `/training/:training_slug` as both bundles declare it: the browser's `./routes`
 * (src/exposes/routes.ts, with the loader that turns an unknown slug into the 404) and the server
 * render (src/server-render.tsx). Its name makes its route id in both (`remoteRouteId`).
 */
export const trainingRoute = {
  path: '/training/:training_slug',
  handle: {
    name: 'training-slug',
    layout: 'sidebar',
    titleKey: 'trainingDetail.title',
  } satisfies RouteHandle,
  data: trainingRouteData,
};
