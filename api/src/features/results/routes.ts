import { Hono } from 'hono';
import {
  createResultsQuerySchema,
  earlierResultsResponseSchema,
  resultListResponseSchema,
  testResultSchema,
} from '@coach/shared/results';
import type { Clock } from '@coach/server-kit/clock';
import { errorDoc, jsonDoc, pathParameter, verifiedRouteDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { localized, queryParams } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../session/middleware';
import type { SessionStore } from '../../session/sessions';
import { answerResultError } from './errors';
import { getEarlierResults, getLatestResult, getResult, listResults, type ResultDeps } from './service';

const RESULT = pathParameter('id', 'A result of the caller, by id');
const TRAINING = pathParameter('training_slug', 'A training with a test, by slug (docs/content.md)');

const NOT_FOUND = errorDoc(
  'No such result of the caller (another person’s result reads the same): errors.code result_not_found',
);

const doc = verifiedRouteDoc('results');

const pageQuery = queryParams(localized(createResultsQuerySchema));

/**
 * Test results (docs/api.md, "Test results"): the caller's results, one result with what its
 * page shows, the latest of a training, and the earlier ones to compare. A result is recorded by
 * the trainings feature's completion of a test module (app.ts). Bearer, verified accounts, owner
 * only; texts in the request's language.
 */
export function resultRoutes(deps: ResultDeps & { sessions: SessionStore; clock: Clock }) {
  const verified = requireVerifiedSession(deps);
  const base = '/api/dashboard/results';
  return new Hono<AppEnv>()
    .get(
      base,
      verified,
      pageQuery,
      doc('The caller’s test results, newest first', [], {
        200: jsonDoc('A page of results', resultListResponseSchema),
      }),
      async (c) => c.json(await listResults(deps, c.var.auth.user.id, c.req.valid('query'), c.var.lang)),
    )
    .get(
      `${base}/latest/:training_slug`,
      verified,
      doc('The caller’s latest result of a training’s test (its result page)', [TRAINING], {
        200: jsonDoc('The result', testResultSchema),
        404: errorDoc(
          'No result of this training yet (errors.code no_result_yet): the page invites to take the test',
        ),
      }),
      async (c) => {
        const result = await getLatestResult(
          deps,
          c.var.auth.user.id,
          c.req.param('training_slug'),
          c.var.lang,
        ).catch(answerResultError(c.var.t));
        return c.json(result);
      },
    )
    .get(
      `${base}/:id`,
      verified,
      doc('One result of the caller, with everything its page shows', [RESULT], {
        200: jsonDoc('The result', testResultSchema),
        404: NOT_FOUND,
      }),
      async (c) => {
        const result = await getResult(deps, c.var.auth.user.id, c.req.param('id'), c.var.lang).catch(
          answerResultError(c.var.t),
        );
        return c.json(result);
      },
    )
    .get(
      `${base}/:id/earlier`,
      verified,
      pageQuery,
      doc('The same test taken earlier by the caller, newest first, to compare', [RESULT], {
        200: jsonDoc('A page of earlier results', earlierResultsResponseSchema),
        404: NOT_FOUND,
      }),
      async (c) => {
        const earlier = await getEarlierResults(
          deps,
          c.var.auth.user.id,
          c.req.param('id'),
          c.req.valid('query'),
          c.var.lang,
        ).catch(answerResultError(c.var.t));
        return c.json(earlier);
      },
    );
}
