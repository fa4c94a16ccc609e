import type { RouteHandle } from '@coach/shared/contract';
import { invitationsRouteData } from '../lib/team-route-data.ts';

/**
 * `/invitations` as both bundles declare it: the browser's `./routes` (src/exposes/routes.ts) and
 * the server render (src/server-render.tsx). Its name makes its route id in both (`remoteRouteId`).
 */
export const invitationsRoute = {
  path: '/invitations',
  handle: { name: 'invitations', layout: 'default', titleKey: 'invitations.title' } satisfies RouteHandle,
  data: invitationsRouteData,
};
