import { ROUTE_DATA_ID, type InlineRouteData } from '@coach/shared/prerender';
import type { PageInput } from '@coach/shared/server-render';
import { signedInFrameKey } from '@coach/shared/signed-in-frames';
import { prerenderLanguage } from '../../page-cookies';
import { remotesForPath } from './first-paint';
import { withMemberDay } from './member-reads';
import { composeMarkup, shellStylesheets } from './prerender-compose';
import { releaseStylesheets } from './release-renders';
import { withRemoteArea } from './remote-area-marks';
import { pageLoader } from './shell-frames';
import { frameForMember, matchServerRoute, readPaths, withoutEarlyControls } from './signed-in-compose';
import { countedRender } from './signed-in-render';
import type { MemberRequest, PageOutcome, SignedInPageDeps } from './signed-in-render';

/**
 * A page of a remote's routes drawn by its release (docs/server-render.md, "What the platform does
 * with it", 2–5): the route it matches, its reads with the member's session, its render in the
 * shell's signed-in frame. Null when the page cannot be drawn nor its data inlined.
 */
export async function routePage(
  deps: SignedInPageDeps,
  { pathname, token, cookieHeader, today }: MemberRequest & { pathname: string },
): Promise<PageOutcome | null> {
  const owners = remotesForPath(pathname);
  const owner = owners.length === 1 && owners[0]?.expose === 'routes' ? owners[0].remote : null;
  if (!owner) return null;
  const [release, shell] = await Promise.all([deps.releaseRender(owner), deps.shellFrames()]);
  const route = release && matchServerRoute(release.manifest.routes, pathname);
  const paths = route && readPaths(route.facts, withMemberDay(route.params, today));
  const layout = route?.facts.layout;
  const frame =
    layout && layout !== 'home' && layout !== 'main'
      ? shell?.entries[signedInFrameKey(layout, pathname)]
      : undefined;
  if (!release || !route || !paths || !frame || !shell?.loader) return null;

  const lang = prerenderLanguage(cookieHeader);
  const member = await deps.readForMember(token, lang, Object.entries(paths), pathname);
  if (!member) return null;
  const { firstname, results, dataMs } = member;

  const data = { [route.id]: Object.fromEntries(results) };
  const routeData: InlineRouteData = { remote: owner, route: route.id, loaderData: data };
  const inline = { id: ROUTE_DATA_ID, value: routeData };
  // Without its page, the data alone when every read answered: a failed read is the browser's
  // to retry, as it would have been.
  const dataOnly = (renderMs: number): PageOutcome | null =>
    results.every(([, result]) => result.ok) ? { kind: 'data', data: inline, dataMs, renderMs } : null;
  const input: PageInput = {
    route: route.id,
    params: route.params,
    data,
    lang,
    ...(today ? { today } : {}),
  };
  const { html, renderMs } = await countedRender(deps, owner, release, input, {
    pathname,
    source: release.source,
  });
  const markup =
    html !== null &&
    composeMarkup(
      withRemoteArea(frameForMember(frame.html[lang], firstname), owner, release.version),
      withoutEarlyControls(html),
    );
  if (!markup) return dataOnly(renderMs);
  return {
    kind: 'drawn',
    page: {
      markup,
      lang,
      source: release.source,
      ...pageLoader(shell.loader, shell.loaderScript),
      stylesheets: [...shellStylesheets(frame.css), ...releaseStylesheets(release)],
      data: inline,
    },
    dataMs,
    renderMs,
  };
}
