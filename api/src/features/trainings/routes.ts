import { Hono } from 'hono';
import {
  answerResponseSchema,
  completeResponseSchema,
  createQuizAnswerSchema,
  createUnlockSchema,
  moduleDetailResponseSchema,
  readResponseSchema,
  trainingDetailResponseSchema,
  trainingListResponseSchema,
  unlockResponseSchema,
} from '@coach/shared/trainings';
import { retakeResponseSchema } from '@coach/shared/results';
import { errorDoc, jsonDoc, pathParameter, verifiedRouteDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import type { SessionStore } from '../../session/sessions';
import { requireSession, requireVerified } from '../../session/middleware';
import { answerTrainingError } from './errors';
import { redeemCode } from './access-code-service';
import { answerQuestion, completeModule, getModule, markPartRead, retakeTest } from './player-service';
import { getTraining, listTrainings, type TrainingDeps } from './service';

const TRAINING = pathParameter('training_slug', 'The training, by slug (docs/content.md)');
const MODULE = pathParameter('module_slug', 'A module of the training, by slug');

const NOT_FOUND = errorDoc('Unknown training, module, part or question');
const LOCKED = errorDoc('The module is locked: errors.lock_reason is previous_module or payable');

const doc = verifiedRouteDoc('trainings');

const answerBody = jsonBody(localized(createQuizAnswerSchema), {
  invalid:
    "Outside the question's limits: errors.answers (single, multiple) or errors.value (scale), with the quiz messages of docs/product.md §8.2",
});
const unlockBody = jsonBody(localized(createUnlockSchema), {
  invalid: 'No code (errors.code); a wrong, expired or used-up code (errors.base and errors.code)',
});

/**
 * Trainings (docs/api.md, "Trainings"): the catalogue with the caller's progress, a training, a
 * module to follow, "I've read", quiz answers, completing a module and unlocking a payable
 * training with an access code. Bearer, verified accounts; texts in the request's language.
 */
export function trainingRoutes(deps: TrainingDeps & { sessions: SessionStore }) {
  const session = requireSession(deps.sessions, deps.clock);
  const base = '/api/dashboard/trainings';
  const moduleBase = `${base}/:training_slug/modules/:module_slug`;
  return new Hono<AppEnv>()
    .get(
      base,
      session,
      requireVerified,
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
      `${base}/:training_slug`,
      session,
      requireVerified,
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
    .get(
      moduleBase,
      session,
      requireVerified,
      doc(
        'One module to follow: its parts and the caller’s reads and answers (opening it makes it started)',
        [TRAINING, MODULE],
        {
          200: jsonDoc('The module', moduleDetailResponseSchema),
          404: NOT_FOUND,
          409: LOCKED,
        },
      ),
      async (c) => {
        const { training_slug, module_slug } = c.req.param();
        const module = await getModule(
          deps,
          c.var.auth.user.id,
          training_slug,
          module_slug,
          c.var.lang,
        ).catch(answerTrainingError(c.var.t));
        return c.json(module);
      },
    )
    .post(
      `${moduleBase}/parts/:part_id/read`,
      session,
      requireVerified,
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
      `${moduleBase}/questions/:question_id/answer`,
      session,
      requireVerified,
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
    )
    .post(
      `${moduleBase}/complete`,
      session,
      requireVerified,
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
      async (c) => {
        const { training_slug, module_slug } = c.req.param();
        const done = await completeModule(
          deps,
          c.var.auth.user.id,
          training_slug,
          module_slug,
          c.var.lang,
        ).catch(answerTrainingError(c.var.t));
        return c.json(done);
      },
    )
    .post(
      `${base}/:training_slug/retake`,
      session,
      requireVerified,
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
    )
    .post(
      `${base}/:training_slug/unlock`,
      session,
      requireVerified,
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
