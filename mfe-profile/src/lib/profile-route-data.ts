import type { ProfileResponse, SessionsResponse } from '@coach/shared/profile';
import { apiRead, declareRouteData } from '@coach/shared/server-render/route-data';

/**
 * What `/profile` reads (docs/product.md §8.6), declared once (docs/server-render.md): the browser
 * route's loader runs these reads through the API client, the platform runs them before the page
 * is rendered on the server (src/server-render.tsx).
 */
export const profileRouteData = declareRouteData({
  profile: apiRead<ProfileResponse>('dashboard/profile'),
  sessions: apiRead<SessionsResponse>('dashboard/sessions'),
});
