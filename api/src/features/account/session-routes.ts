import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { revokedSessionsResponseSchema, sessionsResponseSchema } from '@coach/shared/profile';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { requireVerifiedSession } from '../../session/middleware';
import { AccountError, answerAccountError } from './errors';
import { endOtherSessions, endSession, listSessions, type AccountDeps } from './service';
import { COMMON, VERIFIED, sessionOf } from './route-docs';

/** A session id is a uuid; anything else cannot name a session (404 without a query). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** My open sessions: list them, end the others, end one. */
export function sessionRoutes(deps: AccountDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/sessions',
      verified,
      describeRoute({
        summary: 'My open sessions: device, created, last used (at most 100, most recent first)',
        ...COMMON,
        responses: { 200: jsonDoc('Open sessions', sessionsResponseSchema), ...VERIFIED },
      }),
      async (c) => c.json(await listSessions(deps, sessionOf(c))),
    )
    .post(
      '/api/dashboard/sessions/revoke-others',
      verified,
      describeRoute({
        summary: 'Sign out everywhere else',
        ...COMMON,
        responses: { 200: jsonDoc('How many sessions ended', revokedSessionsResponseSchema), ...VERIFIED },
      }),
      async (c) => c.json(await endOtherSessions(deps, sessionOf(c))),
    )
    .delete(
      '/api/dashboard/sessions/:id',
      verified,
      describeRoute({
        summary: 'End one of my sessions',
        ...COMMON,
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          204: { description: 'Ended' },
          ...VERIFIED,
          404: errorDoc('Not one of my open sessions'),
        },
      }),
      async (c) => {
        const id = c.req.param('id');
        const ended = UUID_PATTERN.test(id)
          ? endSession(deps, c.var.auth.user.id, id.toLowerCase())
          : Promise.reject(new AccountError('session_not_found'));
        await ended.catch(answerAccountError(c.var.t));
        return c.body(null, 204);
      },
    );
}
