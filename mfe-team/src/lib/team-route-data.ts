import { apiRead } from '@coach/shared/server-render/route-data';
import type {
  Membership,
  ReceivedInvitation,
  ReceivedSurveysPage,
  SentInvitationsPage,
  SurveysPage,
  TeamMembersPage,
  TeamResponse,
} from '@coach/shared/team';
import { declareMemberRouteData, whoamiRead } from './member-route-data.ts';

// What each team page reads (docs/api.md "Team"), declared once (docs/server-render.md): the
// browser route's loader runs these reads through the API client, the platform runs them before
// the page is rendered on the server (src/server-render.tsx). In the order the page shows them:
// the first that failed gives the server render its status. The lists start at their first page.

/** `/my_team`: a leader's team, and everyone's memberships (docs/product.md §8.5). */
export const myTeamRouteData = declareMemberRouteData(
  {
    whoami: whoamiRead,
    team: apiRead<TeamResponse>('dashboard/team'),
    memberships: apiRead<{ items: Membership[] }>('dashboard/memberships'),
  },
  ['team'],
);

/** `/invitations`: surveys to answer and invitations received; a leader's sent invitations. */
export const invitationsRouteData = declareMemberRouteData(
  {
    whoami: whoamiRead,
    receivedSurveys: apiRead<ReceivedSurveysPage>('dashboard/surveys/received'),
    received: apiRead<{ items: ReceivedInvitation[] }>('dashboard/invitations/received'),
    sent: apiRead<SentInvitationsPage>('dashboard/invitations/sent'),
  },
  ['sent'],
);

/** `/my_team/surveys`: the surveys sent, and the members one can be sent to (leaders only). */
export const surveysRouteData = declareMemberRouteData(
  {
    whoami: whoamiRead,
    members: apiRead<TeamMembersPage>('dashboard/team/members'),
    surveys: apiRead<SurveysPage>('dashboard/team/surveys'),
  },
  ['members', 'surveys'],
);
