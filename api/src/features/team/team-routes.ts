import { Hono } from 'hono';
import {
  addMemberResponseSchema,
  createAddMemberPayloadSchema,
  createTeamNamePayloadSchema,
  teamMembersPageSchema,
  teamResponseSchema,
} from '@coach/shared/team';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized } from '@coach/server-kit/http/validation';
import { requireVerifiedSession } from '../../session/middleware';
import { answerTeamError } from './errors';
import { LEADER, doc, listQuery, type TeamRouteDeps } from './route-docs';
import * as service from './service';

const teamNameBody = jsonBody(localized(createTeamNamePayloadSchema));
const addMemberBody = jsonBody(localized(createAddMemberPayloadSchema), {
  invalid: 'Field errors; an address already in the team, or your own, under errors.email',
});

/** The leader's team: its name, its members listed and invited (docs/api.md "Team"). */
export function leaderTeamRoutes(deps: TeamRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/team',
      verified,
      doc("The leader's team (created at the first call) and its counts", ['team'], {
        200: jsonDoc('The team', teamResponseSchema),
        ...LEADER,
      }),
      async (c) => c.json(await service.getTeam(deps, c.var.auth.user).catch(answerTeamError(c.var.t))),
    )
    .patch(
      '/api/dashboard/team',
      verified,
      teamNameBody,
      doc("Rename the leader's team", ['team'], { 200: jsonDoc('The team', teamResponseSchema), ...LEADER }),
      async (c) =>
        c.json(
          await service
            .renameTeam(deps, c.var.auth.user, c.req.valid('json').name)
            .catch(answerTeamError(c.var.t)),
        ),
    )
    .get(
      '/api/dashboard/team/members',
      verified,
      listQuery,
      doc('Members, invited and active, by name; searched by name or e-mail; 50 a page', ['team'], {
        200: jsonDoc('A page of members', teamMembersPageSchema),
        ...LEADER,
      }),
      async (c) =>
        c.json(
          await service
            .listMembers(deps, c.var.auth.user, c.req.valid('query'))
            .catch(answerTeamError(c.var.t)),
        ),
    )
    .post(
      '/api/dashboard/team/members',
      verified,
      addMemberBody,
      doc(
        'Invite a person: a new address gets the register link by e-mail, an existing account finds it in /invitations',
        ['team'],
        {
          201: jsonDoc('Invited', addMemberResponseSchema),
          ...LEADER,
          429: errorDoc('Too many invitations this hour (Retry-After)'),
        },
      ),
      async (c) => {
        const added = await service
          .addMember(deps, c.var.auth.user, c.req.valid('json'), requestClient(c))
          .catch(answerTeamError(c.var.t));
        return c.json(added, 201);
      },
    );
}
