import type { CalendarFeed, CommitmentList, MainGoalResponse } from '@coach/shared/life-gps';
import { apiRead, declareRouteData } from '@coach/shared/server-render/route-data';

/** How many commitments a page of the list holds (the first one is the route's read). */
export const COMMITMENTS_PER_PAGE = 20;

/**
 * What `/my_commitments` reads at navigation and on the server (docs/server-render.md): the goal's
 * steps (a commitment can belong to one), the open commitments of the member's day (`:today`: the
 * browser's, or on the server the day of the member's time zone) and the calendar feed. The
 * appointments are not here: "upcoming" starts at the member's local midnight, an instant, and
 * their times are shown in the browser's time zone; the page reads them once drawn
 * (src/lib/use-browser-read.ts) and the server draws their loading state.
 */
export const myCommitmentsRouteData = declareRouteData({
  goal: apiRead<MainGoalResponse>('dashboard/main_goal'),
  commitments: apiRead<CommitmentList>(
    `dashboard/commitments?status=open&today=:today&page=1&per_page=${COMMITMENTS_PER_PAGE}`,
  ),
  feed: apiRead<CalendarFeed>('dashboard/calendar_feed'),
});

/** The reads again, through the API client: a retry, a refresh after a change. */
export const readGoalAgain = () => myCommitmentsRouteData.read('goal', {});
export const readFeedAgain = () => myCommitmentsRouteData.read('feed', {});
