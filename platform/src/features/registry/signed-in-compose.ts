import { OVERVIEW_SLOT_ATTRIBUTE } from '@coach/shared/prerender';
import type { WidgetSlot } from '@coach/shared/contract';
import { MEMBER_FIRSTNAME_PLACEHOLDER } from '@coach/shared/signed-in-frames';
import { checkReadPath, fillReadPath, type ServerRouteFacts } from '@coach/shared/server-render';
import { matchRoutes } from 'react-router';
import { escapeHtml, scriptSafeJson } from './first-paint';
import { withPrerenderedPage, type PrerenderedPage } from './prerender-compose';

/**
 * Putting a signed-in page rendered by its remote into the page's HTML
 * (docs/adr/0013-signed-in-first-paint.md). Pure: signed-in-source.ts reads, runs and renders;
 * these functions decide and write.
 */

/** Whether every segment of the path decodes (`%` escapes well formed): a path that does not draws nothing. */
function decodable(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * The route of a remote's server render that draws a path, with its params; null when none does.
 * Matched as the browser's router matches them (`matchRoutes`, which decodes the path and ranks a
 * static segment above a param), so that `/my_team/list` is the list even though the member's page
 * `/my_team/:member` is declared first.
 */
export function matchServerRoute(
  routes: Readonly<Record<string, ServerRouteFacts>>,
  pathname: string,
): { id: string; facts: ServerRouteFacts; params: Record<string, string> } | null {
  if (!decodable(pathname)) return null;
  const ranked = matchRoutes(
    Object.entries(routes).map(([id, facts]) => ({ id, path: facts.path })),
    pathname,
  );
  const match = ranked?.at(-1);
  const facts = match && routes[match.route.id];
  if (!match || !facts) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.params)) if (value !== undefined) params[name] = value;
  return { id: match.route.id, facts, params };
}

/**
 * The api paths (under `/api/`) a route's reads ask for, by key; null when a read is not one the
 * platform runs (checkReadPath) or a param is missing: the page is then drawn by the scripts.
 */
export function readPaths(
  facts: ServerRouteFacts,
  params: Record<string, string>,
): Record<string, string> | null {
  try {
    return Object.fromEntries(
      Object.entries(facts.reads).map(([key, read]) => [
        key,
        `/api/${fillReadPath(checkReadPath(read), params)}`,
      ]),
    );
  } catch {
    return null;
  }
}

/**
 * The signed-in frame with the member's first name where the shell drew its placeholder (in the
 * greeting's text, so escaped as text). The frame is the shell's build; the name is the member's.
 */
export function frameForMember(frame: string, firstname: string): string {
  return frame.replaceAll(MEMBER_FIRSTNAME_PLACEHOLDER, escapeHtml(firstname));
}

/**
 * The remote's page with its forms, buttons and selects inert until the live page replaces it, as
 * the prerendered pages are at build time (tooling/prerender/prerender-markup.cjs,
 * `withoutEarlyControls`): a control that does nothing when used would be a broken promise.
 * React escapes `<` in text and attributes, so only the page's own tags match.
 */
export function withoutEarlyControls(html: string): string {
  return html.replace(/<(form|button|select)(?=[\s>])/g, '<$1 inert=""');
}

/**
 * What the page's scripts start from instead of reading the api again, as
 * `<script type="application/json" id>`: a route's data (`ROUTE_DATA_ID`, the router's hydration
 * data) or the overview's widgets' (`OVERVIEW_DATA_ID`).
 */
export interface InlineData {
  id: string;
  value: unknown;
}

export interface ServerRenderedPage extends PrerenderedPage {
  data: InlineData;
}

/**
 * The HTML with the server's page drawn in `#root` (as a prerendered page: its stylesheets first,
 * the scripts after the paint) and the route's data inlined as one JSON value, `<` escaped so that
 * a member's `</script>` or `<!--` stays text inside it.
 */
export function withServerRenderedPage(html: string, page: ServerRenderedPage): string {
  const drawn = withPrerenderedPage(html, page);
  if (drawn === html) return html;
  return withInlineData(drawn, page.data);
}

/**
 * The HTML with the page's data inlined and nothing drawn: a page whose render failed still
 * spares the browser the api's round trips (its scripts start from this data). `<` escaped as above.
 */
export function withInlineData(html: string, data: InlineData): string {
  if (!/<\/head>/i.test(html)) return html;
  const script = `<script type="application/json" id="${escapeHtml(data.id)}">${scriptSafeJson(data.value)}</script>`;
  return html.replace(/<\/head>/i, () => `${script}</head>`);
}

/**
 * The overview page (the shell's build: every slot a placeholder) with each widget drawn by its
 * remote in place of its slot's placeholder, in the `<article>` the live overview draws
 * (shell/src/features/overview/OverviewGrid.tsx); null when a slot has no placeholder to replace.
 */
export function withDrawnWidgets(
  page: string,
  widgets: readonly { slot: WidgetSlot; html: string }[],
): string | null {
  let drawn = page;
  for (const { slot, html } of widgets) {
    // Slot names are lowercase words and dashes (WIDGET_SLOTS): nothing to escape in the pattern.
    const placeholder = new RegExp(`<div[^>]*\\s${OVERVIEW_SLOT_ATTRIBUTE}="${slot}"[^>]*>[^<]*</div>`);
    if (!placeholder.test(drawn)) return null;
    const article = `<article class="widget overview-slot--${slot}" data-slot="${slot}">${withoutEarlyControls(html)}</article>`;
    drawn = drawn.replace(placeholder, () => article);
  }
  return drawn;
}
