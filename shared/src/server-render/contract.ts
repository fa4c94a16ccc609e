// The contract between a remote's server bundle and the platform that runs it
// (docs/adr/0013-signed-in-first-paint.md, docs/server-render.md). Types and constants only: the
// browser code of the remotes imports the types from here too, and must not carry any of the rest.
// Imported from the modules themselves, not their packages' entries: the platform typechecks this
// file without the browser's (`@coach/shared/api`, `@coach/shared/i18n` start the page's client).
import type { LayoutName, WidgetSlot } from '../contract/index.ts';
import type { ApiErrors } from '../http/errors.ts';
import type { Language } from '../i18n/languages.ts';

/** Bumped when `render`'s input or output changes shape; the platform refuses a bundle of another. */
export const SERVER_RENDER_VERSION = 1;

/** The document naming a remote's server bundle, at the root of its dist/ (and so of its release). */
export const SERVER_RENDER_FILE = 'server-render.json';

/**
 * What one GET api read answered: its body, or its failure in SPEC §8's error shape (`errors`
 * empty when the answer was not that shape, or when there was no answer: `status` 0). The browser's
 * loaders and the platform both produce it (`toReadResult`), so a route's data reads the same
 * whoever fetched it.
 */
export type ReadResult<T = unknown> = ReadSuccess<T> | ReadFailure;
export interface ReadSuccess<T> {
  ok: true;
  body: T;
}
export interface ReadFailure {
  ok: false;
  status: number;
  errors: ApiErrors;
}

/** A route's path params as the router gives them (`:id` → `{ id }`). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** The i18n resources of one language, by namespace (`common`, `validation`, the remote's own). */
export type Messages = Record<string, Record<string, unknown>>;

export interface RenderInput {
  /** The route's id: `<remote>:<route name>` (`remoteRouteId`, the shell's route ids too). */
  route: string;
  /** The route's path params (`:id` → `{ id }`), as the router would match them. */
  params: Record<string, string>;
  /**
   * The loaders' results by route id: for each route, its declared reads' `ReadResult` by key.
   * The same object is the browser router's `hydrationData.loaderData`.
   */
  data: Record<string, unknown>;
  lang: Language;
  /** The i18n resources the page needs, in `lang` (the bundle lists them: `ServerRenderModule.messages`). */
  messages: Messages;
  /**
   * The member's local day (`YYYY-MM-DD`) when the platform knows their time zone (the `tz`
   * cookie): the pages draw what depends on it as the browser would (`useMemberToday`). Absent,
   * they draw it as the browser's to fill in. A bundle built before it ignores it.
   */
  today?: string;
}

/**
 * What the platform sends the render process for a page: the input without its messages. The
 * release's texts (its `server-render.json`'s `messages`) go once, when its version's worker
 * starts, and the worker gives them to every render: 10–15 KB a render that no longer cross two
 * process and thread boundaries, and one object each time, so that the render keeps its i18next
 * instance (docs/adr/0019-cpu-per-request.md).
 */
export type PageInput = Omit<RenderInput, 'messages'>;

export interface RenderOutput {
  /** The page's markup, member data as text only; empty when `status` is 404. */
  html: string;
  /**
   * 200 when every read of the route succeeded. Otherwise the status of the first read that failed
   * (502 when it had no answer): the markup then shows the error state the browser would draw.
   * 404 for a route the bundle does not render (a release older than the platform's routes).
   */
  status: number;
}

/** What the platform needs to know about a route without running the bundle. */
export interface ServerRouteFacts {
  /** The route's path pattern, as in the remote's `./routes`. */
  path: string;
  /** The layout the route renders in (its handle's): the platform puts the page in that frame. */
  layout: LayoutName;
  /**
   * The GET api reads the page needs, by key: paths under `/api/`, `:name` segments filled from
   * the route's params (`fillReadPath`). The platform runs them with the member's session and puts
   * their `ReadResult`s into `RenderInput.data`.
   */
  reads: Record<string, string>;
}

/**
 * What the platform needs to know about an overview widget (its render id is `widgetRenderId`):
 * its slot, and its reads as a route's (no params: a widget has none).
 */
export interface ServerWidgetFacts {
  slot: WidgetSlot;
  reads: Record<string, string>;
}

/** What a remote's server bundle (`src/server-render.tsx`) exports. */
export interface ServerRenderModule {
  version: typeof SERVER_RENDER_VERSION;
  /**
   * Pure: a fresh i18n instance, router and store per call; nothing kept between calls. `route`
   * names a route or a widget (`widgetRenderId`): the same input, the same output.
   */
  render(input: RenderInput): Promise<RenderOutput>;
  routes: Record<string, ServerRouteFacts>;
  /** The overview widgets it draws, by render id (none for a bundle built before widgets). */
  widgets?: Record<string, ServerWidgetFacts>;
  /** The i18n resources the bundle's pages use, as it was built with them. */
  messages: Record<Language, Messages>;
}

/** `server-render.json`, written at build time by tooling/server-render/write-server-render.mjs. */
export interface ServerRenderManifest {
  version: typeof SERVER_RENDER_VERSION;
  /** The bundle, dist-relative: `server/render.<hash>.cjs` (CommonJS, self-contained). */
  bundle: string;
  /** The browser build's stylesheets (dist-relative) that style what the bundle renders. */
  css: string[];
  routes: Record<string, ServerRouteFacts>;
  widgets?: Record<string, ServerWidgetFacts>;
  messages: Record<Language, Messages>;
}

/** One GET read: a path under `/api/`, `:name` segments taken from the route's params. */
export interface ApiRead<T> {
  readonly path: string;
  /** Never set: carries the body's type from the declaration to the page. */
  readonly body?: T;
}

export type ApiReads = Record<string, ApiRead<unknown>>;
export type BodyOf<R> = R extends ApiRead<infer T> ? T : never;

/** The route's data as the page receives it: each read's result, or, in the browser, its promise. */
export type RouteDataSources<R extends ApiReads> = {
  [K in keyof R]: ReadResult<BodyOf<R[K]>> | Promise<ReadResult<BodyOf<R[K]>>>;
};

/** The route's data once read (what the server renders from, and hydrates the browser with). */
export type RouteDataResults<R extends ApiReads> = { [K in keyof R]: ReadResult<BodyOf<R[K]>> };
