import { Hono, type Context } from 'hono';
import { receivedInvitationsResponseSchema, sentInvitationsPageSchema } from '@coach/shared/team';
import { errorDoc, jsonDoc } from '@coach/server-kit/http/openapi';
import { requestClient } from '@coach/server-kit/http/request-context';
import type { AppEnv } from '@coach/server-kit/http/types';
import { requireVerifiedSession, type AuthedEnv } from '../../session/middleware';
import { answerTeamError } from './errors';
import {
  ID,
  COMMON,
  LEADER,
  ANSWER,
  NOT_FOUND,
  doc,
  newestFirstQuery,
  type TeamRouteDeps,
} from './route-docs';
import * as invitations from './invitation-service';

/** Invitations to your address: listed, accepted, declined. */
export function receivedInvitationRoutes(deps: TeamRouteDeps) {
  const verified = requireVerifiedSession(deps);
  const answerRoute = (answer: 'accept' | 'decline') => async (c: Context<AppEnv & AuthedEnv>) => {
    await invitations
      .answerInvitation(deps, c.var.auth.user, c.req.param('id') ?? '', answer)
      .catch(answerTeamError(c.var.t));
    return c.body(null, 204);
  };
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/invitations/received',
      verified,
      doc('Open invitations to your address: join a team', ['invitations'], {
        200: jsonDoc('Received invitations', receivedInvitationsResponseSchema),
        ...COMMON,
      }),
      async (c) => c.json({ items: await invitations.listReceived(deps, c.var.auth.user) }),
    )
    .post(
      '/api/dashboard/invitations/received/:id/accept',
      verified,
      doc('Accept an invitation sent to your address: join the team', ['invitations'], ANSWER, [ID]),
      answerRoute('accept'),
    )
    .post(
      '/api/dashboard/invitations/received/:id/decline',
      verified,
      doc('Decline an invitation sent to your address', ['invitations'], ANSWER, [ID]),
      answerRoute('decline'),
    );
}

/** Invitations a leader sent: listed, sent again, withdrawn. */
export function sentInvitationRoutes(deps: TeamRouteDeps) {
  const verified = requireVerifiedSession(deps);
  return new Hono<AppEnv>()
    .get(
      '/api/dashboard/invitations/sent',
      verified,
      newestFirstQuery,
      doc('Invitations you sent, newest first, with their status; 50 a page', ['invitations'], {
        200: jsonDoc('A page of sent invitations', sentInvitationsPageSchema),
        ...LEADER,
      }),
      async (c) =>
        c.json(
          await invitations
            .listSent(deps, c.var.auth.user, c.req.valid('query'))
            .catch(answerTeamError(c.var.t)),
        ),
    )
    .post(
      '/api/dashboard/invitations/sent/:id/resend',
      verified,
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
        await invitations
          .resendInvitation(deps, c.var.auth.user, c.req.param('id'), requestClient(c))
          .catch(answerTeamError(c.var.t));
        return c.body(null, 204);
      },
    )
    .post(
      '/api/dashboard/invitations/sent/:id/revoke',
      verified,
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
        await invitations
          .revokeInvitation(deps, c.var.auth.user, c.req.param('id'))
          .catch(answerTeamError(c.var.t));
        return c.body(null, 204);
      },
    );
}
