import { Hono } from 'hono';
import {
  createGoalStepPayloadSchema,
  createMainGoalPayloadSchema,
  goalStepSchema,
  mainGoalResponseSchema,
} from '@coach/shared/life-gps';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../../session/middleware';
import type { LifeGpsRouteDeps } from '../deps';
import { answered, ID_PARAMETER, idOf, notFound, signedIn, userOf } from '../route-docs';
import * as service from './service';

const goalBody = jsonBody(localized(createMainGoalPayloadSchema));
const stepBody = jsonBody(localized(createGoalStepPayloadSchema));

/** The main goal: read it, set or replace it, clear it. */
function mainGoalRoutes(deps: LifeGpsRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/main_goal',
      verified,
      signedIn('My main goal and its steps (goal null when not set)', {
        200: jsonDoc('The goal and its ordered steps', mainGoalResponseSchema),
      }),
      async (c) => c.json(await service.readMainGoal(deps, userOf(c))),
    )
    .put(
      '/api/dashboard/main_goal',
      verified,
      goalBody,
      signedIn('Set or replace my main goal', { 200: jsonDoc('Saved', mainGoalResponseSchema) }),
      async (c) => c.json(await service.saveMainGoal(deps, userOf(c), c.req.valid('json'))),
    )
    .delete(
      '/api/dashboard/main_goal',
      verified,
      signedIn('Clear my main goal and its steps', {
        204: { description: 'Cleared (also when none was set)' },
      }),
      async (c) => {
        await service.clearMainGoal(deps, userOf(c));
        return c.body(null, 204);
      },
    );
}

/** The steps of the path to the goal: add one, edit or move one, delete one. */
function stepRoutes(deps: LifeGpsRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .post(
      '/api/dashboard/main_goal/steps',
      verified,
      stepBody,
      signedIn('Add a step to the path to my goal (at the end, or at `position`)', {
        201: jsonDoc('Added', goalStepSchema),
        409: errorDoc('No main goal yet'),
      }),
      async (c) => {
        const step = await answered(c, () => service.addStep(deps, userOf(c), c.req.valid('json')));
        return c.json(step, 201);
      },
    )
    .put(
      '/api/dashboard/main_goal/steps/:id',
      verified,
      stepBody,
      signedIn(
        'Edit a step; `position` moves it',
        { 200: jsonDoc('Saved', goalStepSchema), 404: notFound },
        { parameters: [ID_PARAMETER] },
      ),
      async (c) => {
        const step = await answered(c, () =>
          service.editStep(deps, userOf(c), idOf(c.req.param('id')), c.req.valid('json')),
        );
        return c.json(step);
      },
    )
    .delete(
      '/api/dashboard/main_goal/steps/:id',
      verified,
      signedIn(
        'Delete a step (commitments made from it keep going, without their step)',
        { 204: { description: 'Deleted' }, 404: notFound },
        { parameters: [ID_PARAMETER] },
      ),
      async (c) => {
        await answered(c, () => service.removeStep(deps, userOf(c), idOf(c.req.param('id'))));
        return c.body(null, 204);
      },
    );
}

/** The main goal and the steps of the path to it (docs/product.md §8.4). */
export function goalRoutes(deps: LifeGpsRouteDeps) {
  return new Hono<AppEnv>().route('/', mainGoalRoutes(deps)).route('/', stepRoutes(deps));
}
