import { Hono } from 'hono';
import type { AppEnv } from '@coach/server-kit/http/types';
import { calendarRoutes } from './calendar/routes';
import { commitmentRoutes } from './commitments/routes';
import type { LifeGpsRouteDeps } from './deps';
import { goalRoutes } from './goal/routes';
import { appointmentRoutes } from './schedule/routes';
import { sessionRoutes } from './schedule/session-routes';
import { weatherRoutes } from './weather/routes';

export type { LifeGpsRouteDeps } from './deps';

/**
 * The life GPS (docs/product.md §8.4, docs/api.md "Life GPS"), one sub-feature per folder as in
 * mfe-life-gps: the main goal and its steps, commitments, interior weather, appointments and the
 * sessions a leader plans, the schedule with its calendar export and feed.
 */
export function lifeGpsRoutes(deps: LifeGpsRouteDeps) {
  return new Hono<AppEnv>()
    .route('/', goalRoutes(deps))
    .route('/', commitmentRoutes(deps))
    .route('/', weatherRoutes(deps))
    .route('/', appointmentRoutes(deps))
    .route('/', sessionRoutes(deps))
    .route('/', calendarRoutes(deps));
}
