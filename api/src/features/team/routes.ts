import { Hono } from 'hono';
import type { AppEnv } from '@coach/server-kit/http/types';
import { receivedInvitationRoutes, sentInvitationRoutes } from './invitation-routes';
import { teamMemberRoutes } from './member-routes';
import { membershipRoutes } from './membership-routes';
import type { TeamRouteDeps } from './route-docs';
import { leaderSurveyRoutes, receivedSurveyRoutes } from './survey-routes';
import { leaderTeamRoutes } from './team-routes';

export type { TeamRouteDeps } from './route-docs';

/**
 * Teams, members, invitations, memberships and surveys (docs/product.md §8.5, docs/api.md "Team"),
 * one module per resource. Every call is signed in and verified; every query is scoped by who asks.
 */
export function teamRoutes(deps: TeamRouteDeps) {
  return new Hono<AppEnv>()
    .route('/', leaderTeamRoutes(deps))
    .route('/', teamMemberRoutes(deps))
    .route('/', receivedInvitationRoutes(deps))
    .route('/', sentInvitationRoutes(deps))
    .route('/', membershipRoutes(deps))
    .route('/', leaderSurveyRoutes(deps))
    .route('/', receivedSurveyRoutes(deps));
}
