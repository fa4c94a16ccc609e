import { Hono } from 'hono';
import {
  answerResponseSchema,
  createQuizAnswerSchema,
  moduleDetailResponseSchema,
  readResponseSchema,
} from '@coach/shared/trainings';
import { errorDoc, jsonDoc, pathParameter } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../session/middleware';
import { answerTrainingError } from './errors';
import { answerQuestion, getModule, markPartRead } from './player-service';
import {
  LOCKED,
  MODULE,
  MODULE_PATH,
  NOT_FOUND,
  TRAINING,
  doc,
  moduleCall,
  type TrainingRouteDeps,
} from './route-docs';

const answerBody = jsonBody(localized(createQuizAnswerSchema), {
  invalid:
    "Outside the question's limits: errors.answers (single, multiple) or errors.value (scale), with the quiz messages of docs/product.md §8.2",
});

/** A module to follow: open it, "I've read" a part, answer a question. */
export function playerRoutes(deps: TrainingRouteDeps) {
  const verified = requireVerifiedSession(deps);
  const onModule = moduleCall(deps);
  return new Hono<AppEnv>()
    .get(
      MODULE_PATH,
      verified,
      doc(
        'One module to follow: its parts and the caller’s reads and answers (opening it makes it started)',
        [TRAINING, MODULE],
        {
          200: jsonDoc('The module', moduleDetailResponseSchema),
          404: NOT_FOUND,
          409: LOCKED,
        },
      ),
      async (c) => c.json(await onModule(c, getModule)),
    )
    .post(
      `${MODULE_PATH}/parts/:part_id/read`,
      verified,
      doc(
        '“I’ve read” on a reading part (idempotent)',
        [TRAINING, MODULE, pathParameter('part_id', 'A reading part of the module')],
        {
          200: jsonDoc('Marked read (the first time counts)', readResponseSchema),
          404: NOT_FOUND,
          409: LOCKED,
        },
      ),
      async (c) => {
        const { training_slug, module_slug, part_id } = c.req.param();
        const read = await markPartRead(deps, c.var.auth.user.id, training_slug, module_slug, part_id).catch(
          answerTrainingError(c.var.t),
        );
        return c.json(read);
      },
    )
    .put(
      `${MODULE_PATH}/questions/:question_id/answer`,
      verified,
      answerBody,
      doc(
        'Answer a quiz question within its limits (replaces the previous answer; idempotent)',
        [TRAINING, MODULE, pathParameter('question_id', 'A quiz question of the module')],
        {
          200: jsonDoc('Recorded', answerResponseSchema),
          404: NOT_FOUND,
          409: errorDoc('The module is locked (errors.lock_reason), or completed and the answer differs'),
        },
      ),
      async (c) => {
        const { training_slug, module_slug, question_id } = c.req.param();
        const answer = await answerQuestion(
          deps,
          c.var.auth.user.id,
          training_slug,
          module_slug,
          question_id,
          c.req.valid('json'),
        ).catch(answerTrainingError(c.var.t));
        return c.json(answer);
      },
    );
}
