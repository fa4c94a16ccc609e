import {
  CONTRACT_VERSION,
  lazyPage,
  type AssertRoutesModule,
  type RemoteRoute,
} from '@coach/shared/contract';
import { invitationsRoute } from '../app/invitations-route.ts';
import { myTeamRoute } from '../app/my-team-route.ts';
import { surveysRoute } from '../app/surveys-route.ts';
import { registerNamespace } from '../i18n/namespace.ts';
import { memberLoader, memberShouldRevalidate } from '../features/team/member-route.ts';
import { teamListData } from '../lib/team-list-data.ts';
import type * as self from './routes.ts';

export const contractVersion = CONTRACT_VERSION;
export const namespace = registerNamespace();

/** The paths mfe-team owns, each with its name and layout (docs/product.md §2). */
export const routes: RemoteRoute[] = [
  {
    path: invitationsRoute.path,
    handle: invitationsRoute.handle,
    // The reads start at navigation, beside the page's download (docs/server-render.md).
    loader: invitationsRoute.data.loader,
    shouldRevalidate: invitationsRoute.data.shouldRevalidate,
    lazy: lazyPage(() => import('../features/invitations/InvitationsPage.tsx')),
  },
  {
    path: myTeamRoute.path,
    handle: myTeamRoute.handle,
    loader: myTeamRoute.data.loader,
    shouldRevalidate: myTeamRoute.data.shouldRevalidate,
    lazy: lazyPage(() => import('../features/team/MyTeamPage.tsx')),
  },
  {
    path: '/my_team/add',
    handle: { name: 'my_team-add', layout: 'default', titleKey: 'addMember.title' },
    lazy: lazyPage(() => import('../features/team/AddMemberPage.tsx')),
  },
  {
    path: '/my_team/:member',
    handle: { name: 'my_team-edit-id', layout: 'default', titleKey: 'editMember.title' },
    lazy: lazyPage(() => import('../features/team/EditMemberPage.tsx')),
    // /my_team/edit-{id}: react-router has no partial segments, so the validity check yields 404
    // for another segment, a malformed id, or a member who is not in this leader's team. The
    // loader hands the page the member and their sessions (the page owns its refreshes).
    loader: memberLoader,
    shouldRevalidate: memberShouldRevalidate,
  },
  {
    path: '/my_team/list',
    handle: { name: 'my_team-list', layout: 'default', titleKey: 'teamList.title' },
    // The members the URL's search and page ask for, read at navigation.
    loader: teamListData.loader,
    shouldRevalidate: teamListData.shouldRevalidate,
    lazy: lazyPage(() => import('../features/team/TeamListPage.tsx')),
  },
  {
    path: surveysRoute.path,
    handle: surveysRoute.handle,
    loader: surveysRoute.data.loader,
    shouldRevalidate: surveysRoute.data.shouldRevalidate,
    lazy: lazyPage(() => import('../features/team/SurveysPage.tsx')),
  },
];

export type Contract = AssertRoutesModule<typeof self>;
