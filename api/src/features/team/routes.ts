import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  addMemberResponseSchema,
  createAddMemberPayloadSchema,
  createEditMemberPayloadSchema,
  createSharingPayloadSchema,
  createTeamNamePayloadSchema,
  membershipSchema,
  membershipsResponseSchema,
  receivedInvitationsResponseSchema,
  sentInvitationsPageSchema,
  teamMemberSchema,
  teamMembersPageSchema,
  teamMembersQuerySchema,
  teamResponseSchema,
  createSurveyAnswerSchema,
  createSurveyPayloadSchema,
  receivedSurveysPageSchema,
  remindResponseSchema,
  surveySchema,
  surveysPageSchema,
} from '@coach/shared/team';
import { BEARER, errorDoc, jsonDoc, type ParameterDoc, type RouteDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { jsonBody, localized, queryParams } from '@coach/server-kit/http/validation';
import type { SessionStore } from '../../session/sessions';
import { requireSession, requireVerified, type AuthedEnv } from '../../session/middleware';

type AuthedAppEnv = AppEnv & AuthedEnv;
import { answerTeamError } from './errors';
import * as service from './service';
import * as surveys from './survey-service';

export interface TeamRouteDeps extends service.TeamDeps {
  sessions: SessionStore;
}

const ID: ParameterDoc = {
  in: 'path',
  name: 'id',
  required: true,
  description: 'A uuid; anything else, or an id that is not yours to see, answers 404',
  schema: { type: 'string', format: 'uuid' },
};

const COMMON: NonNullable<RouteDoc['responses']> = {
  401: errorDoc('No valid token'),
  403: errorDoc('E-mail address not verified yet'),
};
const LEADER: NonNullable<RouteDoc['responses']> = {
  401: errorDoc('No valid token'),
  403: errorDoc('Not verified yet, or not a leader (user_type coach, manager or hr)'),
};
const ANSWER: NonNullable<RouteDoc['responses']> = {
  204: { description: 'Answered (also when it already was, the same way)' },
  ...COMMON,
  404: errorDoc('Not an invitation to your address'),
  409: errorDoc('Already used, expired or revoked'),
};
const NOT_FOUND = { 404: errorDoc('Malformed id, or not in your team (never 403: nothing is revealed)') };

const teamNameBody = jsonBody(localized(createTeamNamePayloadSchema));
const addMemberBody = jsonBody(localized(createAddMemberPayloadSchema), {
  invalid: 'Field errors; an address already in the team, or your own, under errors.email',
});
const editMemberBody = jsonBody(localized(createEditMemberPayloadSchema));
const sharingBody = jsonBody(localized(createSharingPayloadSchema));
const listQuery = queryParams(teamMembersQuerySchema);
const surveyBody = jsonBody(localized(createSurveyPayloadSchema), {
  invalid:
    'errors.due_on (missing, malformed or past), errors.member_ids (not active members of your team, or none)',
});
const answerBody = jsonBody(localized(createSurveyAnswerSchema));

const doc = (
  summary: string,
  tags: string[],
  responses: NonNullable<RouteDoc['responses']>,
  parameters?: ParameterDoc[],
) => describeRoute({ summary, tags, security: BEARER, responses, ...(parameters ? { parameters } : {}) });

/**
 * Teams, members, invitations and memberships (docs/product.md §8.5, docs/api.md "Team").
 * Every call is signed in and verified; every query is scoped by who asks.
 */
export function teamRoutes(deps: TeamRouteDeps) {
  const session = requireSession(deps.sessions, deps.clock);
  const answerRoute = (answer: 'accept' | 'decline') => async (c: Context<AuthedAppEnv>) => {
    await service
      .answerInvitation(deps, c.var.auth.user, c.req.param('id') ?? '', answer)
      .catch(answerTeamError(c.var.t));
    return c.body(null, 204);
  };
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/team',
      session,
      requireVerified,
      doc("The leader's team (created at the first call) and its counts", ['team'], {
        200: jsonDoc('The team', teamResponseSchema),
        ...LEADER,
      }),
      async (c) => c.json(await service.getTeam(deps, c.var.auth.user).catch(answerTeamError(c.var.t))),
    )
    .patch(
      '/api/dashboard/team',
      session,
      requireVerified,
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
      session,
      requireVerified,
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
      session,
      requireVerified,
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
    )
    .get(
      '/api/dashboard/team/members/:id',
      session,
      requireVerified,
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
      session,
      requireVerified,
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
      session,
      requireVerified,
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
    )
    .get(
      '/api/dashboard/invitations/received',
      session,
      requireVerified,
      doc('Open invitations to your address: join a team', ['invitations'], {
        200: jsonDoc('Received invitations', receivedInvitationsResponseSchema),
        ...COMMON,
      }),
      async (c) => c.json({ items: await service.listReceived(deps, c.var.auth.user) }),
    )
    .post(
      '/api/dashboard/invitations/received/:id/accept',
      session,
      requireVerified,
      doc('Accept an invitation sent to your address: join the team', ['invitations'], ANSWER, [ID]),
      answerRoute('accept'),
    )
    .post(
      '/api/dashboard/invitations/received/:id/decline',
      session,
      requireVerified,
      doc('Decline an invitation sent to your address', ['invitations'], ANSWER, [ID]),
      answerRoute('decline'),
    )
    .get(
      '/api/dashboard/invitations/sent',
      session,
      requireVerified,
      listQuery,
      doc('Invitations you sent, newest first, with their status; 50 a page', ['invitations'], {
        200: jsonDoc('A page of sent invitations', sentInvitationsPageSchema),
        ...LEADER,
      }),
      async (c) =>
        c.json(
          await service.listSent(deps, c.var.auth.user, c.req.valid('query')).catch(answerTeamError(c.var.t)),
        ),
    )
    .post(
      '/api/dashboard/invitations/sent/:id/resend',
      session,
      requireVerified,
      doc(
        'Send the invitation again with a new link and expiry (older links stop working)',
        ['invitations'],
        {
          204: { description: 'Sent' },
          ...LEADER,
          ...NOT_FOUND,
          409: errorDoc('Already accepted, declined or revoked'),
          429: errorDoc('Sent less than a minute ago (Retry-After)'),
        },
        [ID],
      ),
      async (c) => {
        await service
          .resendInvitation(deps, c.var.auth.user, c.req.param('id'), requestClient(c))
          .catch(answerTeamError(c.var.t));
        return c.body(null, 204);
      },
    )
    .post(
      '/api/dashboard/invitations/sent/:id/revoke',
      session,
      requireVerified,
      doc(
        'Withdraw an unanswered invitation: the link stops working',
        ['invitations'],
        {
          204: { description: 'Revoked (also when it already was)' },
          ...LEADER,
          ...NOT_FOUND,
          409: errorDoc('Already accepted or declined'),
        },
        [ID],
      ),
      async (c) => {
        await service
          .revokeInvitation(deps, c.var.auth.user, c.req.param('id'))
          .catch(answerTeamError(c.var.t));
        return c.body(null, 204);
      },
    )
    .get(
      '/api/dashboard/memberships',
      session,
      requireVerified,
      doc('The teams you belong to, with your own sharing switch', ['team'], {
        200: jsonDoc('Your teams', membershipsResponseSchema),
        ...COMMON,
      }),
      async (c) => c.json({ items: await service.listMemberships(deps, c.var.auth.user) }),
    )
    .patch(
      '/api/dashboard/memberships/:id',
      session,
      requireVerified,
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
          await service
            .setSharing(deps, c.var.auth.user, c.req.param('id'), c.req.valid('json').share_progress)
            .catch(answerTeamError(c.var.t)),
        ),
    )
    .delete(
      '/api/dashboard/memberships/:id',
      session,
      requireVerified,
      doc(
        'Leave the team',
        ['team'],
        { 204: { description: 'Left' }, ...COMMON, 404: errorDoc('Not one of your teams') },
        [ID],
      ),
      async (c) => {
        await service.leaveTeam(deps, c.var.auth.user, c.req.param('id')).catch(answerTeamError(c.var.t));
        return c.body(null, 204);
      },
    )
    .get(
      '/api/dashboard/team/surveys',
      session,
      requireVerified,
      listQuery,
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
      session,
      requireVerified,
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
      session,
      requireVerified,
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
    )
    .get(
      '/api/dashboard/surveys/received',
      session,
      requireVerified,
      listQuery,
      doc('Open surveys waiting for your answer, soonest due first; 20 a page', ['surveys'], {
        200: jsonDoc('A page of open surveys', receivedSurveysPageSchema),
        ...COMMON,
      }),
      async (c) => c.json(await surveys.listReceivedSurveys(deps, c.var.auth.user, c.req.valid('query'))),
    )
    .post(
      '/api/dashboard/surveys/received/:id/answer',
      session,
      requireVerified,
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
