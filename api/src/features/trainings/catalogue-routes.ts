import { Hono } from 'hono';
import {
  createUnlockSchema,
  trainingDetailResponseSchema,
  trainingListResponseSchema,
  unlockResponseSchema,
} from '@coach/shared/trainings';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../session/middleware';
import { answerTrainingError } from './errors';
import { redeemCode } from './access-code-service';
import { getTraining, listTrainings } from './service';
import { NOT_FOUND, TRAINING, TRAININGS_PATH, doc, type TrainingRouteDeps } from './route-docs';

const unlockBody = jsonBody(localized(createUnlockSchema), {
  invalid: 'No code (errors.code); a wrong, expired or used-up code (errors.base and errors.code)',
});

/** The catalogue with the caller's progress, one training, and unlocking a payable one with an access code. */
export function catalogueRoutes(deps: TrainingRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      TRAININGS_PATH,
      verified,
      doc('The catalogue, with the caller’s progress on each training', [], {
        200: jsonDoc(
          'The trainings, in catalogue order (a short list: not paginated)',
          trainingListResponseSchema,
        ),
      }),
      async (c) => {
        const list = await listTrainings(deps, c.var.auth.user.id, c.var.lang);
        return c.json({ trainings: list });
      },
    )
    .get(
      `${TRAININGS_PATH}/:training_slug`,
      verified,
      doc('One training: summary, progress, modules with their states and lock reasons', [TRAINING], {
        200: jsonDoc('The training', trainingDetailResponseSchema),
        404: NOT_FOUND,
      }),
      async (c) => {
        const training = await getTraining(
          deps,
          c.var.auth.user.id,
          c.req.param('training_slug'),
          c.var.lang,
        ).catch(answerTrainingError(c.var.t));
        return c.json(training);
      },
    )
    .post(
      `${TRAININGS_PATH}/:training_slug/unlock`,
      verified,
      unlockBody,
      doc('Unlock a payable training with an access code', [TRAINING], {
        200: jsonDoc('Unlocked (also when it already was: the code is not used again)', unlockResponseSchema),
        404: NOT_FOUND,
        409: errorDoc('A free training needs no code'),
        429: errorDoc('Too many refused codes from this account or address (Retry-After)'),
      }),
      async (c) => {
        const result = await redeemCode(
          deps,
          c.var.auth.user.id,
          c.req.param('training_slug'),
          c.req.valid('json').code,
          requestClient(c),
        ).catch(answerTrainingError(c.var.t));
        return c.json(result);
      },
    );
}
