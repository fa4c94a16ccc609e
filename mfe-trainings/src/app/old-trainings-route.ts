import type { RouteHandle } from '@coach/shared/contract';
import { catalogueRouteData } from '../lib/trainings-route-data.ts';

/**
 * `/old_trainings` as both bundles declare it: the browser's `./routes` (src/exposes/routes.ts) and
 * the server render (src/server-render.tsx). It reads the catalogue, as `/trainings` does, and
 * shows the completed trainings of it. Its name makes its route id in both (`remoteRouteId`).
 */
export const oldTrainingsRoute = {
  path: '/old_trainings',
  handle: { name: 'old_trainings', layout: 'default', titleKey: 'oldTrainings.title' } satisfies RouteHandle,
  data: catalogueRouteData,
};
