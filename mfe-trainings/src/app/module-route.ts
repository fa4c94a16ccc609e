import type { RouteHandle } from '@coach/shared/contract';
import { moduleRouteData } from '../lib/trainings-route-data.ts';

/**
 * `/training/:training_slug/modules/:module_slug`, the player, as the browser's `./routes` declares
 * it (src/exposes/routes.ts, with the loader that turns an unknown slug into the 404 and a locked
 * module into its training). Its name makes its route id (`remoteRouteId`).
 */
export const moduleRoute = {
  path: '/training/:training_slug/modules/:module_slug',
  handle: {
    name: 'training-slug-modules-module_slug',
    layout: 'next-page',
    titleKey: 'trainingModule.title',
  } satisfies RouteHandle,
  data: moduleRouteData,
};
