// mfe-team's server bundle (docs/adr/0013-signed-in-first-paint.md, docs/server-render.md): its
// pages rendered per request with the member's data, bundled for Node by
// tooling/webpack/create-server-render-config.cjs and shipped in dist/server/ by
// tooling/server-render/write-server-render.mjs. The platform runs it in its render process; the
// browser never loads it. A member's page leaves out the leaders' reads the api refuses them
// (src/lib/member-route-data.ts, `isPageState`): it is whole without them.
import { createServerRender, signedInAreaMessages } from '@coach/shared/server-render/renderer';
import { invitationsRoute } from './app/invitations-route.ts';
import { myTeamRoute } from './app/my-team-route.ts';
import { surveysRoute } from './app/surveys-route.ts';
import InvitationsPage from './features/invitations/InvitationsPage.tsx';
import MyTeamPage from './features/team/MyTeamPage.tsx';
import SurveysPage from './features/team/SurveysPage.tsx';
import { NAMESPACE, resources } from './i18n/namespace.ts';

export const { version, render, routes, messages } = createServerRender({
  remote: 'mfe_team',
  routes: [
    { ...myTeamRoute, Component: MyTeamPage },
    { ...invitationsRoute, Component: InvitationsPage },
    { ...surveysRoute, Component: SurveysPage },
  ],
  messages: signedInAreaMessages(NAMESPACE, resources),
});
