import type { RouteHandle } from '@coach/shared/contract';
import { profileRouteData } from '../lib/profile-route-data.ts';

/**
 * `/profile` as both bundles declare it: the browser's `./routes` (src/exposes/routes.ts) and the
 * server render (src/server-render.tsx). Its name makes its route id in both (`remoteRouteId`).
 */
export const profileRoute = {
  path: '/profile',
  handle: { name: 'profile', layout: 'default', titleKey: 'profile.title' } satisfies RouteHandle,
  data: profileRouteData,
};
