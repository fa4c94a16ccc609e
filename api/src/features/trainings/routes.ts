import { Hono } from 'hono';
import type { AppEnv } from '@coach/server-kit/http/types';
import { catalogueRoutes } from './catalogue-routes';
import { completionRoutes } from './completion-routes';
import { playerRoutes } from './player-routes';
import type { TrainingRouteDeps } from './route-docs';

/**
 * Trainings (docs/api.md, "Trainings"): the catalogue with the caller's progress, a training, a
 * module to follow, "I've read", quiz answers, completing a module and unlocking a payable
 * training with an access code. Bearer, verified accounts; texts in the request's language.
 */
export function trainingRoutes(deps: TrainingRouteDeps) {
  return new Hono<AppEnv>()
    .route('/', catalogueRoutes(deps))
    .route('/', playerRoutes(deps))
    .route('/', completionRoutes(deps));
}
