import { useRouteRead } from '@coach/shared/server-render/use-route-data';
import { profileRouteData } from './profile-route-data.ts';

/**
 * `GET /api/dashboard/profile` as the route's loader left it (running in the browser, answered on
 * the server: docs/server-render.md); `reload` retries, sections `replace` it after a save.
 */
export function useProfile() {
  return useRouteRead(profileRouteData, 'profile');
}
