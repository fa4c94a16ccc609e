import type { MainGoalResponse } from '@coach/shared/life-gps';
import type { TestResult } from '@coach/shared/results';
import type { ReadFailure } from '@coach/shared/server-render';
import { apiRead, declareRouteData } from '@coach/shared/server-render/route-data';
import { LIFE_GPS_TRAINING } from './life-gps-training.ts';

/**
 * What `/my_life_gps` reads (docs/product.md §8.4), declared once (docs/server-render.md): the
 * browser route's loader runs these reads through the API client, the platform runs them before
 * the page is rendered on the server (src/server-render.tsx).
 */
/** The wheel's "no result yet": a 404 whose errors say `no_result_yet` (the test not taken yet). */
export const isNoResultYet = (failure: ReadFailure): boolean =>
  failure.errors['code']?.includes('no_result_yet') === true;

export const myLifeGpsRouteData = declareRouteData(
  {
    // The latest wheel, its areas named in the request's language.
    wheel: apiRead<TestResult>(`dashboard/results/latest/${LIFE_GPS_TRAINING}`),
    goal: apiRead<MainGoalResponse>('dashboard/main_goal'),
  },
  {
    // No wheel yet: the card invites to take the test (LifeWheelCard), a page drawn like any other.
    isPageState: (key, { wheel }) => key === 'wheel' && !wheel.ok && isNoResultYet(wheel),
  },
);

/** The reads again, through the API client: a retry, a refresh after a change. */
export const readWheelAgain = () => myLifeGpsRouteData.read('wheel', {});
export const readGoalAgain = () => myLifeGpsRouteData.read('goal', {});
