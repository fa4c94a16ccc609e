import type { ReadResult } from '@coach/shared/server-render';
import { OVERVIEW_DATA_ID, OVERVIEW_PAGE_ENTRY, type InlineOverviewData } from '@coach/shared/prerender';
import type { Language } from '@coach/shared/i18n/languages';
import { signedInFrameKey } from '@coach/shared/signed-in-frames';
import { prerenderLanguage } from '../../page-cookies';
import { remotesForPath } from './first-paint';
import { withMemberDay } from './member-reads';
import { composeMarkup, shellStylesheets } from './prerender-compose';
import { releaseStylesheets, type ReleaseRender } from './release-renders';
import { withWidgetAreas } from './remote-area-marks';
import { pageLoader, type ShellFrames } from './shell-frames';
import { frameForMember, readPaths, withDrawnWidgets } from './signed-in-compose';
import { countedRender } from './signed-in-render';
import type { MemberRequest, PageOutcome, SignedInPageDeps } from './signed-in-render';

type WidgetFacts = NonNullable<ReleaseRender['manifest']['widgets']>[string];

/** A widget the release given to the request can draw, with its reads filled. */
interface DrawableWidget {
  id: string;
  facts: WidgetFacts;
  release: ReleaseRender;
  remote: string;
  paths: Record<string, string>;
}

interface RenderedWidget {
  widget: DrawableWidget;
  data: Record<string, ReadResult>;
  /** Every read of it answered: its data goes to the browser. */
  complete: boolean;
  html: string | null;
}

/**
 * `/`: the shell's overview page with each widget drawn by its remote in its slot. A widget
 * whose render fails keeps its placeholder (the live page loads it); with none drawn, the page
 * goes with the widgets' data alone.
 */
export async function overviewPage(
  deps: SignedInPageDeps,
  { token, cookieHeader, today }: MemberRequest,
): Promise<PageOutcome | null> {
  const remotes = remotesForPath('/').map(({ remote }) => remote);
  const [shell, ...releases] = await Promise.all([
    deps.shellFrames(),
    ...remotes.map((remote) => deps.releaseRender(remote)),
  ]);
  if (
    !shell?.loader ||
    !shell.entries[signedInFrameKey('default', '/')] ||
    !shell.entries[OVERVIEW_PAGE_ENTRY]
  )
    return null;
  const widgets = drawableWidgets(remotes, releases, today);
  if (widgets.length === 0) return null;

  const lang = prerenderLanguage(cookieHeader);
  const member = await deps.readForMember(
    token,
    lang,
    widgets.flatMap(({ id, paths }) =>
      Object.entries(paths).map(([key, path]) => [`${id} ${key}`, path] as const),
    ),
    '/',
  );
  if (!member) return null;
  const resultsOf = (id: string) =>
    Object.fromEntries(
      member.results
        .filter(([key]) => key.startsWith(`${id} `))
        .map(([key, result]) => [key.slice(id.length + 1), result]),
    );

  const startedAt = performance.now();
  const rendered = await Promise.all(
    widgets.map((widget) => renderWidget(deps, widget, resultsOf(widget.id), lang, today)),
  );
  const renderMs = performance.now() - startedAt;
  return composeOverview(shell, lang, member.firstname, rendered, { dataMs: member.dataMs, renderMs });
}

/** Each widget of the releases given to the request whose reads can be filled (the member's day known). */
function drawableWidgets(
  remotes: readonly string[],
  releases: readonly (ReleaseRender | null)[],
  today: string | null,
): DrawableWidget[] {
  return releases.flatMap((release, index) =>
    Object.entries(release?.manifest.widgets ?? {}).flatMap(([id, facts]) => {
      const paths =
        release && readPaths({ path: '/', layout: 'default', reads: facts.reads }, withMemberDay({}, today));
      return release && paths ? [{ id, facts, release, remote: remotes[index] ?? '', paths }] : [];
    }),
  );
}

async function renderWidget(
  deps: SignedInPageDeps,
  widget: DrawableWidget,
  data: Record<string, ReadResult>,
  lang: Language,
  today: string | null,
): Promise<RenderedWidget> {
  const input = {
    route: widget.id,
    params: {},
    data: { [widget.id]: data },
    lang,
    ...(today ? { today } : {}),
  };
  const { html } = await countedRender(deps, widget.remote, widget.release, input, {
    pathname: '/',
    source: `${widget.release.source} ${widget.id}`,
  });
  const complete = Object.values(data).every((result) => result.ok);
  return { widget, data, complete, html };
}

/** The overview page with the widgets drawn in their slots, or their data alone when none was. */
function composeOverview(
  shell: ShellFrames,
  lang: Language,
  firstname: string,
  rendered: readonly RenderedWidget[],
  times: { dataMs: number; renderMs: number },
): PageOutcome | null {
  const frame = shell.entries[signedInFrameKey('default', '/')];
  const overview = shell.entries[OVERVIEW_PAGE_ENTRY];
  if (!frame || !overview || !shell.loader) return null;
  const drawn = rendered.filter((item) => item.html !== null);
  // What each widget is given in the browser: its data, when every read of it answered.
  const inline = {
    id: OVERVIEW_DATA_ID,
    value: {
      widgets: Object.fromEntries(
        rendered.filter((item) => item.complete).map((item) => [item.widget.id, item.data]),
      ),
    } satisfies InlineOverviewData,
  };
  const withWidgets = withDrawnWidgets(
    overview.html[lang],
    drawn.map(({ widget, html }) => ({ slot: widget.facts.slot, html: html ?? '' })),
  );
  // Each drawn widget names its remote and the version that drew it, as on the live overview.
  const page =
    withWidgets &&
    withWidgetAreas(
      withWidgets,
      drawn.map(({ widget }) => ({
        slot: widget.facts.slot,
        remote: widget.remote,
        version: widget.release.version,
      })),
    );
  const markup = drawn.length > 0 && page && composeMarkup(frameForMember(frame.html[lang], firstname), page);
  if (!markup)
    return Object.keys(inline.value.widgets).length > 0 ? { kind: 'data', data: inline, ...times } : null;
  const drawnReleases = [...new Set(drawn.map(({ widget }) => widget.release))];
  return {
    kind: 'drawn',
    page: {
      markup,
      lang,
      source: `overview:${drawnReleases.map((release) => release.source).join(',')}`,
      ...pageLoader(shell.loader, shell.loaderScript),
      stylesheets: [
        ...shellStylesheets(frame.css),
        ...shellStylesheets(overview.css),
        ...drawnReleases.flatMap(releaseStylesheets),
      ].filter((sheet, index, all) => all.findIndex((other) => other.href === sheet.href) === index),
      data: inline,
    },
    ...times,
  };
}
