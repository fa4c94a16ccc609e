import type { Context } from 'hono';
import type { Language } from '@coach/server-kit/i18n/i18n';
import { errorDoc, pathParameter, verifiedRouteDoc } from '@coach/server-kit/http/openapi';
import type { AuthedEnv } from '../../session/middleware';
import type { SessionStore } from '../../session/sessions';
import { answerTrainingError } from './errors';
import type { TrainingDeps } from './service';

/** What the trainings' route modules share (routes.ts composes them). */
export type TrainingRouteDeps = TrainingDeps & { sessions: SessionStore };

export const TRAININGS_PATH = '/api/dashboard/trainings';
export const MODULE_PATH = `${TRAININGS_PATH}/:training_slug/modules/:module_slug`;

export const TRAINING = pathParameter('training_slug', 'The training, by slug (docs/content.md)');
export const MODULE = pathParameter('module_slug', 'A module of the training, by slug');

export const NOT_FOUND = errorDoc('Unknown training, module, part or question');
export const LOCKED = errorDoc('The module is locked: errors.lock_reason is previous_module or payable');

export const doc = verifiedRouteDoc('trainings');

/**
 * A use case on the path's training and module, for the caller, in the request's language (open
 * a module, complete it), its refusals answered as the trainings' errors.
 */
export function moduleCall(deps: TrainingDeps) {
  return <T>(
    c: Context<AuthedEnv>,
    use: (deps: TrainingDeps, userId: string, training: string, module: string, lang: Language) => Promise<T>,
  ): Promise<T> =>
    use(
      deps,
      c.var.auth.user.id,
      c.req.param('training_slug') ?? '',
      c.req.param('module_slug') ?? '',
      c.var.lang,
    ).catch(answerTrainingError(c.var.t));
}
