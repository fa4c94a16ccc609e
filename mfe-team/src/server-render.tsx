// mfe-team's server bundle (docs/adr/0013-signed-in-first-paint.md, docs/server-render.md): its
// pages rendered per request with the member's data, bundled for Node by
// tooling/webpack/create-server-render-config.cjs and shipped in dist/server/ by
// tooling/server-render/write-server-render.mjs. The platform runs it in its render process; the
// browser never loads it.
import type { ReadResult, RenderInput, RenderOutput, RouteDataResults } from '@coach/shared/server-render';
import { remoteRouteId } from '@coach/shared/server-render';
import { createServerRender, signedInAreaMessages } from '@coach/shared/server-render/renderer';
import { invitationsRoute } from './app/invitations-route.ts';
import { myTeamRoute } from './app/my-team-route.ts';
import { surveysRoute } from './app/surveys-route.ts';
import InvitationsPage from './features/invitations/InvitationsPage.tsx';
import MyTeamPage from './features/team/MyTeamPage.tsx';
import SurveysPage from './features/team/SurveysPage.tsx';
import { NAMESPACE, resources } from './i18n/namespace.ts';
import { leads, type MemberReads, type MemberRouteData } from './lib/member-route-data.ts';

const REMOTE = 'mfe_team';

const pages = [
  { ...myTeamRoute, Component: MyTeamPage },
  { ...invitationsRoute, Component: InvitationsPage },
  { ...surveysRoute, Component: SurveysPage },
];

const server = createServerRender({
  remote: REMOTE,
  routes: pages,
  messages: signedInAreaMessages(NAMESPACE, resources),
});

const declarations = new Map<string, MemberRouteData<MemberReads>>(
  pages.map((page) => [remoteRouteId(REMOTE, page.handle.name), page.data]),
);

/**
 * The status of the page the member sees (docs/server-render.md: the first failed read, 502 for no
 * answer), leaving out the leader-only reads of a member who leads no team: the api refuses
 * them (403) and their page does not show them, so it is whole.
 */
function statusOfMemberPage(data: MemberRouteData<MemberReads>, results: RouteDataResults<MemberReads>) {
  const { whoami } = results;
  const shown = (key: string) => !(whoami.ok && !leads(whoami.body) && data.leaderOnly.has(key));
  for (const key of Object.keys(data.reads).filter(shown)) {
    const result: ReadResult | undefined = results[key];
    if (result && !result.ok) return result.status === 0 ? 502 : result.status;
  }
  return 200;
}

export const { version, routes, messages } = server;

export async function render(input: RenderInput): Promise<RenderOutput> {
  const page = await server.render(input);
  const data = declarations.get(input.route);
  if (!data || page.status === 200 || page.status === 404) return page;
  // `server.render` answered, so the route's data holds a result for every read it declares.
  const results = input.data[input.route] as RouteDataResults<MemberReads>;
  return { ...page, status: statusOfMemberPage(data, results) };
}
