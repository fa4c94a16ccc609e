import type { CalendarFeed, MainGoalResponse } from '@coach/shared/life-gps';
import { apiRead, declareRouteData } from '@coach/shared/server-render/route-data';

/**
 * What `/my_commitments` reads at navigation and on the server (docs/server-render.md): the goal's
 * steps (a commitment can belong to one) and the calendar feed. The commitments and the
 * appointments are not here: their reads take the member's local day (`today`, `from`), which
 * only the browser knows, and a declared read is a plain path. The page reads them once drawn
 * (src/lib/use-browser-read.ts); the server draws their loading state.
 */
export const myCommitmentsRouteData = declareRouteData({
  goal: apiRead<MainGoalResponse>('dashboard/main_goal'),
  feed: apiRead<CalendarFeed>('dashboard/calendar_feed'),
});

/** The reads again, through the API client: a retry, a refresh after a change. */
export const readGoalAgain = () => myCommitmentsRouteData.read('goal', {});
export const readFeedAgain = () => myCommitmentsRouteData.read('feed', {});
