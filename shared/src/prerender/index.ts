// The prerendered first paint (docs/adr/0012-prerendered-first-paint.md): at build time an app
// renders its static markup (the shell its public frames, mfe-home its signed-out pages) into one
// JSON document shipped in its dist/; the server puts a frame and a page together into the HTML of
// a signed-out visit, and the shell replaces that markup with the live app once it is ready.
import type { LayoutName } from '../contract/index.ts';
import type { Language } from '../i18n/languages.ts';

/** Where, in a frame's markup, the page goes. */
export const OUTLET_MARKER = '<!--coach:outlet-->';

/** The document's path inside an app's dist/ (and so inside a remote's release). */
export const PRERENDER_FILE = 'prerender.json';

/** `data-` attribute of `#root` naming what was prerendered (`shell` or `<remote>@<version>`). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** What an app's `src/prerender.tsx` renders: markup by key (a page's path, a frame's layout). */
export interface RenderedEntry {
  /** The layout a page renders in; frames have none. */
  layout?: LayoutName;
  html: Record<Language, string>;
}

export interface PrerenderModule {
  prerender(): Promise<Record<string, RenderedEntry>>;
}

/** One entry of the shipped document: the markup and the stylesheets (dist-relative) it needs. */
export interface PrerenderedEntry extends RenderedEntry {
  css: string[];
}

export interface PrerenderDocument {
  kind: 'pages' | 'frames';
  entries: Record<string, PrerenderedEntry>;
  /**
   * Frames only: the script (dist-relative) a prerendered page loads instead of the shell's entry,
   * which starts the entry once the page is painted (shell/src/features/prerender/start-after-paint.ts).
   */
  loader?: string;
}

/** `id` of the `<template>` holding what a prerendered page adds after its first paint. */
export const AFTER_PAINT_TEMPLATE_ID = 'coach-after-paint';

/**
 * `id` of the `<script type="application/json">` holding a server-rendered page's route data
 * (docs/adr/0013-signed-in-first-paint.md): the browser's router starts from it.
 */
export const ROUTE_DATA_ID = 'coach-route-data';

/** What that script holds: the remote that drew the page, its route, the loaders' results by route id. */
export interface InlineRouteData {
  remote: string;
  route: string;
  loaderData: Record<string, unknown>;
}

/**
 * `id` of the `<script type="application/json">` holding the overview's widget data, when the
 * server drew its widgets (docs/adr/0013-signed-in-first-paint.md): `InlineOverviewData`.
 */
export const OVERVIEW_DATA_ID = 'coach-overview-data';

/** The drawn widgets' data, by widget render id (`widgetRenderId`): what each widget is given. */
export interface InlineOverviewData {
  widgets: Record<string, unknown>;
}

/** The shell's entry (prerender.json) holding the overview page, every slot a placeholder. */
export const OVERVIEW_PAGE_ENTRY = 'overview-page';

/** The attribute naming a placeholder's slot on the overview: the server puts a drawn widget there. */
export const OVERVIEW_SLOT_ATTRIBUTE = 'data-overview-slot';
