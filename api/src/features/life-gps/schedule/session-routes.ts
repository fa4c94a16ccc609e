import { Hono } from 'hono';
import { appointmentListSchema, appointmentSchema } from '@coach/shared/life-gps';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { requireVerifiedSession } from '../../../session/middleware';
import type { LifeGpsRouteDeps } from '../deps';
import { answered, ID_PARAMETER, idOf, notFound, signedIn } from '../route-docs';
import { appointmentBody, appointmentQuery } from './routes';
import * as sessions from './session-service';

const MEMBER_PARAMETER = { ...ID_PARAMETER, name: 'memberId' } as const;
const SESSION_PARAMETERS = [MEMBER_PARAMETER, ID_PARAMETER];

/** The signed-in leader, as the session services take them. */
const leader = (c: { var: { auth: { user: sessions.Leader } } }): sessions.Leader => c.var.auth.user;

/** A member's sessions with their leader: list them, plan one. */
function plannedSessionRoutes(deps: LifeGpsRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/team/members/:memberId/sessions',
      verified,
      appointmentQuery,
      signedIn(
        'Leader: the sessions I planned with this member (ending after `from` when given), soonest first',
        { 200: jsonDoc('A page of sessions', appointmentListSchema), 404: notFound },
        { parameters: [MEMBER_PARAMETER] },
      ),
      async (c) => {
        const page = await answered(c, () =>
          sessions.listSessions(deps, leader(c), idOf(c.req.param('memberId')), c.req.valid('query')),
        );
        return c.json(page);
      },
    )
    .post(
      '/api/dashboard/team/members/:memberId/sessions',
      verified,
      appointmentBody,
      signedIn(
        'Leader: plan a session with an active member; it appears in both schedules',
        {
          201: jsonDoc('Planned', appointmentSchema),
          404: notFound,
          409: errorDoc('Not an active member yet'),
        },
        { parameters: [MEMBER_PARAMETER] },
      ),
      async (c) => {
        const item = await answered(c, () =>
          sessions.planSession(deps, leader(c), idOf(c.req.param('memberId')), c.req.valid('json')),
        );
        return c.json(item, 201);
      },
    );
}

/** One planned session: replace it, cancel it. */
function oneSessionRoutes(deps: LifeGpsRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .put(
      '/api/dashboard/team/members/:memberId/sessions/:id',
      verified,
      appointmentBody,
      signedIn(
        'Leader: replace a session I planned with this member',
        { 200: jsonDoc('Saved', appointmentSchema), 404: notFound },
        { parameters: SESSION_PARAMETERS },
      ),
      async (c) => {
        const item = await answered(c, () =>
          sessions.editSession(
            deps,
            leader(c),
            idOf(c.req.param('memberId')),
            idOf(c.req.param('id')),
            c.req.valid('json'),
          ),
        );
        return c.json(item);
      },
    )
    .delete(
      '/api/dashboard/team/members/:memberId/sessions/:id',
      verified,
      signedIn(
        'Leader: cancel a session I planned with this member',
        { 204: { description: 'Cancelled' }, 404: notFound },
        { parameters: SESSION_PARAMETERS },
      ),
      async (c) => {
        await answered(c, () =>
          sessions.cancelSession(deps, leader(c), idOf(c.req.param('memberId')), idOf(c.req.param('id'))),
        );
        return c.body(null, 204);
      },
    );
}

/** Sessions a leader plans with a member of their team (docs/product.md §8.5). */
export function sessionRoutes(deps: LifeGpsRouteDeps) {
  return new Hono<AppEnv>().route('/', plannedSessionRoutes(deps)).route('/', oneSessionRoutes(deps));
}
