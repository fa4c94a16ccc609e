import { Hono } from 'hono';
import { completeResponseSchema } from '@coach/shared/trainings';
import { retakeResponseSchema } from '@coach/shared/results';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { requireVerifiedSession } from '../../session/middleware';
import { answerTrainingError } from './errors';
import { completeModule, retakeTest } from './player-service';
import {
  LOCKED,
  MODULE,
  MODULE_PATH,
  NOT_FOUND,
  TRAINING,
  TRAININGS_PATH,
  doc,
  moduleCall,
  type TrainingRouteDeps,
} from './route-docs';

/** Completing a module, and taking the training's test again. */
export function completionRoutes(deps: TrainingRouteDeps) {
  const verified = requireVerifiedSession(deps);
  const onModule = moduleCall(deps);
  return new Hono<AppEnv>()
    .post(
      `${MODULE_PATH}/complete`,
      verified,
      doc(
        'Complete a module: every reading read, every question answered within its limits (idempotent)',
        [TRAINING, MODULE],
        {
          200: jsonDoc('Completed; the next module’s new state', completeResponseSchema),
          404: NOT_FOUND,
          409: LOCKED,
          422: errorDoc(
            'Not finished: errors.<part_id> for each unread part, errors.<question_id> for each question',
          ),
        },
      ),
      async (c) => c.json(await onModule(c, completeModule)),
    )
    .post(
      `${TRAININGS_PATH}/:training_slug/retake`,
      verified,
      doc(
        'Take the training’s test again: its module opens with no answers; earlier results are kept',
        [TRAINING],
        {
          200: jsonDoc('The test module to follow', retakeResponseSchema),
          404: errorDoc('Unknown training, or a training without a test'),
          409: LOCKED,
        },
      ),
      async (c) => {
        const retake = await retakeTest(deps, c.var.auth.user.id, c.req.param('training_slug')).catch(
          answerTrainingError(c.var.t),
        );
        return c.json(retake);
      },
    );
}
