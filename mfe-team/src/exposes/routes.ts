import { CONTRACT_VERSION, type AssertRoutesModule } from '@coach/shared/contract';
import { remoteRoute } from '@coach/shared/contract/remote-route';
import { invitationsRoute } from '../app/invitations-route.ts';
import { myTeamRoute } from '../app/my-team-route.ts';
import { surveysRoute } from '../app/surveys-route.ts';
import { registerNamespace } from '../i18n/namespace.ts';
import { memberLoader, memberShouldRevalidate } from '../features/team/member-route.ts';
import { teamListData } from '../lib/team-list-data.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-team owns, each with its name, layout and data (docs/product.md §2). */
export const routes = [
  remoteRoute(invitationsRoute, () => import('../features/invitations/InvitationsPage.tsx')),
  remoteRoute(myTeamRoute, () => import('../features/team/MyTeamPage.tsx')),
  remoteRoute(
    { path: '/my_team/add', handle: { name: 'my_team-add', layout: 'default', titleKey: 'addMember.title' } },
    () => import('../features/team/AddMemberPage.tsx'),
  ),
  // /my_team/edit-{id}: react-router has no partial segments, so the validity check yields 404
  // for another segment, a malformed id, or a member who is not in this leader's team. The
  // loader hands the page the member and their sessions (the page owns its refreshes).
  remoteRoute(
    {
      path: '/my_team/:member',
      handle: { name: 'my_team-edit-id', layout: 'default', titleKey: 'editMember.title' },
      data: { loader: memberLoader, shouldRevalidate: memberShouldRevalidate },
    },
    () => import('../features/team/EditMemberPage.tsx'),
  ),
  // The members the URL's search and page ask for, read at navigation.
  remoteRoute(
    {
      path: '/my_team/list',
      handle: { name: 'my_team-list', layout: 'default', titleKey: 'teamList.title' },
      data: teamListData,
    },
    () => import('../features/team/TeamListPage.tsx'),
  ),
  remoteRoute(surveysRoute, () => import('../features/team/SurveysPage.tsx')),
];

export type Contract = AssertRoutesModule<typeof self>;
