import { Hono } from 'hono';
import { createEditMemberPayloadSchema, teamMemberSchema } from '@coach/shared/team';
import { jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../session/middleware';
import { answerTeamError } from './errors';
import { ID, LEADER, NOT_FOUND, doc, type TeamRouteDeps } from './route-docs';
import * as service from './service';

const editMemberBody = jsonBody(localized(createEditMemberPayloadSchema));

/** One member of the leader's team: read, renamed, removed. */
export function teamMemberRoutes(deps: TeamRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/team/members/:id',
      verified,
      doc(
        'One member of your team',
        ['team'],
        { 200: jsonDoc('The member', teamMemberSchema), ...LEADER, ...NOT_FOUND },
        [ID],
      ),
      async (c) =>
        c.json(
          await service.getMember(deps, c.var.auth.user, c.req.param('id')).catch(answerTeamError(c.var.t)),
        ),
    )
    .patch(
      '/api/dashboard/team/members/:id',
      verified,
      editMemberBody,
      doc(
        "Edit the member's name in your team",
        ['team'],
        { 200: jsonDoc('The member', teamMemberSchema), ...LEADER, ...NOT_FOUND },
        [ID],
      ),
      async (c) =>
        c.json(
          await service
            .editMember(deps, c.var.auth.user, c.req.param('id'), c.req.valid('json'))
            .catch(answerTeamError(c.var.t)),
        ),
    )
    .delete(
      '/api/dashboard/team/members/:id',
      verified,
      doc(
        'Remove the member from your team (a pending invitation is revoked)',
        ['team'],
        { 204: { description: 'Removed' }, ...LEADER, ...NOT_FOUND },
        [ID],
      ),
      async (c) => {
        await service.removeMember(deps, c.var.auth.user, c.req.param('id')).catch(answerTeamError(c.var.t));
        return c.body(null, 204);
      },
    );
}
