import { Hono } from 'hono';
import {
  createSurveyAnswerSchema,
  createSurveyPayloadSchema,
  receivedSurveysPageSchema,
  remindResponseSchema,
  surveySchema,
  surveysPageSchema,
} from '@coach/shared/team';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../session/middleware';
import { answerTeamError } from './errors';
import {
  ID,
  COMMON,
  LEADER,
  NOT_FOUND,
  doc,
  newestFirstQuery,
  receivedQuery,
  type TeamRouteDeps,
} from './route-docs';
import * as surveys from './survey-service';

const surveyBody = jsonBody(localized(createSurveyPayloadSchema), {
  invalid:
    'errors.due_on (missing, malformed or past), errors.member_ids (not active members of your team, or none)',
});
const answerBody = jsonBody(localized(createSurveyAnswerSchema));

/** The leader's interior-weather pulses: listed, sent, reminded. */
export function leaderSurveyRoutes(deps: TeamRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/team/surveys',
      verified,
      newestFirstQuery,
      doc('Surveys sent to the team, newest first: counts, and the aggregate from 3 answers', ['surveys'], {
        200: jsonDoc('A page of surveys', surveysPageSchema),
        ...LEADER,
      }),
      async (c) =>
        c.json(
          await surveys
            .listSurveys(deps, c.var.auth.user, c.req.valid('query'))
            .catch(answerTeamError(c.var.t)),
        ),
    )
    .post(
      '/api/dashboard/team/surveys',
      verified,
      surveyBody,
      doc('Send an interior-weather pulse to every active member, or to the chosen ones', ['surveys'], {
        201: jsonDoc('Sent', surveySchema),
        ...LEADER,
      }),
      async (c) => {
        const created = await surveys
          .createSurvey(deps, c.var.auth.user, c.req.valid('json'), (key) => c.var.tv(key))
          .catch(answerTeamError(c.var.t));
        return c.json(created, 201);
      },
    )
    .post(
      '/api/dashboard/team/surveys/:id/remind',
      verified,
      doc(
        'E-mail a reminder to those who have not answered',
        ['surveys'],
        {
          200: jsonDoc('How many were reminded', remindResponseSchema),
          ...LEADER,
          ...NOT_FOUND,
          429: errorDoc('Reminded less than an hour ago (Retry-After)'),
        },
        [ID],
      ),
      async (c) =>
        c.json(
          await surveys
            .remindSurvey(deps, c.var.auth.user, c.req.param('id'), requestClient(c))
            .catch(answerTeamError(c.var.t)),
        ),
    );
}

/** Surveys sent to you: the open ones, and your answer. */
export function receivedSurveyRoutes(deps: TeamRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/surveys/received',
      verified,
      receivedQuery,
      doc('Open surveys waiting for your answer, soonest due first; 20 a page', ['surveys'], {
        200: jsonDoc('A page of open surveys', receivedSurveysPageSchema),
        ...COMMON,
      }),
      async (c) => c.json(await surveys.listReceivedSurveys(deps, c.var.auth.user, c.req.valid('query'))),
    )
    .post(
      '/api/dashboard/surveys/received/:id/answer',
      verified,
      answerBody,
      doc(
        'Answer a survey sent to you (once); the leader never sees who answered what',
        ['surveys'],
        {
          204: { description: 'Answered' },
          ...COMMON,
          404: errorDoc('Not a survey sent to you'),
          409: errorDoc('Already answered'),
        },
        [ID],
      ),
      async (c) => {
        await surveys
          .answerSurvey(deps, c.var.auth.user, c.req.param('id'), c.req.valid('json').answer)
          .catch(answerTeamError(c.var.t));
        return c.body(null, 204);
      },
    );
}
