import { Hono } from 'hono';
import { createSharingPayloadSchema, membershipSchema, membershipsResponseSchema } from '@coach/shared/team';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../session/middleware';
import { answerTeamError } from './errors';
import { ID, COMMON, doc, type TeamRouteDeps } from './route-docs';
import * as memberships from './membership-service';

const sharingBody = jsonBody(localized(createSharingPayloadSchema));

/** The teams you belong to: your sharing switch, and leaving. */
export function membershipRoutes(deps: TeamRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/memberships',
      verified,
      doc('The teams you belong to, with your own sharing switch', ['team'], {
        200: jsonDoc('Your teams', membershipsResponseSchema),
        ...COMMON,
      }),
      async (c) => c.json({ items: await memberships.listMemberships(deps, c.var.auth.user) }),
    )
    .patch(
      '/api/dashboard/memberships/:id',
      verified,
      sharingBody,
      doc(
        'Share your progress with this team’s leader, or stop sharing at once',
        ['team'],
        {
          200: jsonDoc('The membership', membershipSchema),
          ...COMMON,
          404: errorDoc('Not one of your teams'),
        },
        [ID],
      ),
      async (c) =>
        c.json(
          await memberships
            .setSharing(deps, c.var.auth.user, c.req.param('id'), c.req.valid('json').share_progress)
            .catch(answerTeamError(c.var.t)),
        ),
    )
    .delete(
      '/api/dashboard/memberships/:id',
      verified,
      doc(
        'Leave the team',
        ['team'],
        { 204: { description: 'Left' }, ...COMMON, 404: errorDoc('Not one of your teams') },
        [ID],
      ),
      async (c) => {
        await memberships.leaveTeam(deps, c.var.auth.user, c.req.param('id')).catch(answerTeamError(c.var.t));
        return c.body(null, 204);
      },
    );
}
