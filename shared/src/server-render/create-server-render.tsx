// A remote's server render (docs/adr/0013-signed-in-first-paint.md, docs/server-render.md): one
// page fragment per request, from the data the platform read for it. What holds a member's data is
// made for that call — the router and its data — so nothing one member's page holds can reach
// another's; the i18n instance holds the release's texts only, and is kept while they are the same.
// Member data reaches the markup as React text only (escaped).
import { isDeepStrictEqual } from 'node:util';
import type { ComponentType, ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createInstance, type i18n as I18n } from 'i18next';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  generatePath,
  type RouteObject,
} from 'react-router';
import {
  remoteRouteId,
  widgetRenderId,
  type RemoteName,
  type RouteHandle,
  type WidgetProps,
  type WidgetSlot,
} from '@coach/shared/contract';
import { isLanguage, type Language } from '@coach/shared/i18n/languages';
import {
  SERVER_RENDER_VERSION,
  type Messages,
  type RenderInput,
  type RenderOutput,
  type ServerRenderModule,
  type ServerRouteFacts,
  type ServerWidgetFacts,
} from './contract.ts';
import { checkReadPath } from './read-path.ts';
import { routeDataResults, statusOfResults } from './read-result.ts';
import type { ApiReads, RouteData, RouteDataResults } from './route-data.ts';
import { MemberDayContext } from '@coach/shared/server-render/use-route-data';

/** One page the bundle renders: the route as `./routes` declares it, its data, its component. */
export interface ServerRoute<R extends ApiReads = ApiReads> {
  path: string;
  handle: RouteHandle;
  data: RouteData<R>;
  Component: ComponentType;
}

/** One overview widget the bundle renders: its slot, its data, its component (as `./widgets` has it). */
export interface ServerWidget<R extends ApiReads = ApiReads> {
  slot: WidgetSlot;
  data: RouteData<R>;
  Component: ComponentType<WidgetProps>;
}

export interface ServerRenderOptions {
  remote: RemoteName;
  routes: readonly ServerRoute[];
  widgets?: readonly ServerWidget[];
  /** The resources the pages use, by language (`signedInAreaMessages`). */
  messages: Record<Language, Messages>;
}

/**
 * Only ever a parse target: the request the static router matches never leaves the process. Also
 * the mark by which tooling/server-render/write-server-render.mjs finds the renderer in a file.
 */
const ORIGIN = 'http://server-render.invalid';

function createI18n(lang: Language, messages: Messages, namespaces: readonly string[]): I18n {
  const missing = namespaces.filter((ns) => typeof messages[ns] !== 'object' || messages[ns] === null);
  if (missing.length > 0) throw new TypeError(`render: messages lack ${missing.join(', ')}`);
  const instance = createInstance();
  void instance.init({
    lng: lang,
    // One language's resources only: a missing key shows as itself, as i18n-parity.test.cjs forbids.
    fallbackLng: false,
    resources: { [lang]: messages },
    ns: [...namespaces],
    defaultNS: 'common',
    // React escapes every text it renders; escaping here too would show `&amp;` to the member.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** The route's URL for its params (`generatePath` encodes them; the router decodes them back). */
function urlOf(path: string, params: Record<string, string>): URL {
  return new URL(generatePath(path, params), ORIGIN);
}

/**
 * The i18next instance of each language, made again only when other messages come. A render's
 * messages are its release's, the same at every call, and making an instance took a seventh of a
 * page's render (docs/adr/0019-cpu-per-request.md). It holds those texts and nothing of a call:
 * i18next keeps no value a page's `t` was given.
 */
function createI18nKeeper(namespaces: readonly string[]): (lang: Language, messages: Messages) => I18n {
  const kept = new Map<Language, { messages: Messages; i18n: I18n }>();
  return (lang, messages) => {
    const known = kept.get(lang);
    if (known && isDeepStrictEqual(known.messages, messages)) return known.i18n;
    const i18n = createI18n(lang, messages, namespaces);
    kept.set(lang, { messages, i18n });
    return i18n;
  };
}

/** The page's markup once every part of it is drawn (all or nothing, as `prerender` gives it). */
async function htmlOf(element: ReactElement, identifierPrefix: string): Promise<string> {
  const errors: unknown[] = [];
  // Node's stream rather than the web one: reading a web stream cost a tenth of a page's render.
  const { prelude } = await prerenderToNodeStream(element, {
    identifierPrefix,
    onError: (error) => {
      errors.push(error);
    },
  });
  let html = '';
  prelude.setEncoding('utf8');
  for await (const chunk of prelude) html += String(chunk);
  // A part that failed would be left for the browser to draw: the page is all or nothing here.
  if (errors.length > 0) throw errors[0];
  return html;
}

function checkedInput(input: RenderInput): RenderInput {
  if (!input || typeof input !== 'object') throw new TypeError('render: no input');
  const { route, params, data, lang, messages } = input;
  if (typeof route !== 'string') throw new TypeError('render: route must be a route id');
  if (!isLanguage(lang)) throw new TypeError(`render: unknown language ${String(lang)}`);
  const validParams =
    params !== null &&
    typeof params === 'object' &&
    Object.values(params).every((value) => typeof value === 'string');
  if (!validParams) throw new TypeError('render: params must be strings');
  if (!data || typeof data !== 'object') throw new TypeError('render: data must be an object');
  if (!messages || typeof messages !== 'object') throw new TypeError('render: messages must be an object');
  if (input.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(input.today))
    throw new TypeError('render: today must be a day, YYYY-MM-DD');
  return input;
}

/** What `render` draws for a route id: a route's page or a widget, with its data's declaration. */
interface Drawn {
  data: RouteData<ApiReads>;
  /** The route's params: a widget sits on the overview (`/`), which has none. */
  params: Record<string, string> | null;
  /** The route object the static router draws, its loader answering with the results. */
  route(results: RouteDataResults<ApiReads>): RouteObject & { id: string; path: string };
}

/** What the platform is told of a route's or widget's reads: key → api path. */
const readPaths = (data: RouteData<ApiReads>) =>
  Object.fromEntries(Object.entries(data.reads).map(([key, read]) => [key, read.path]));

/** The routes' and widgets' drawings by id (`remoteRouteId`, `widgetRenderId`). */
function drawings(remote: RemoteName, routes: readonly ServerRoute[], widgets: readonly ServerWidget[]) {
  const drawn = new Map<string, Drawn>();
  for (const { path, handle, data, Component } of routes) {
    const id = remoteRouteId(remote, handle.name);
    drawn.set(id, {
      data,
      params: null,
      route: (results) => ({ id, path, handle, Component, loader: () => results }),
    });
  }
  for (const { slot, data, Component: Widget } of widgets) {
    const id = widgetRenderId(remote, slot);
    // Drawn on the overview, with its data as the shell gives it.
    drawn.set(id, {
      data,
      params: {},
      route: (results) => ({ id, path: '/', Component: () => <Widget data={results} /> }),
    });
  }
  return drawn;
}

/**
 * The remote's server bundle (its `src/server-render.tsx` exports what this returns): `render`
 * draws one route's page with the data given, the way the browser draws it once its reads are
 * answered, in a static router (no loader runs: the data is the platform's) and with the `lang`
 * instance of i18next made from `messages`.
 */
export function createServerRender({
  remote,
  routes,
  widgets = [],
  messages,
}: ServerRenderOptions): ServerRenderModule {
  const drawn = drawings(remote, routes, widgets);
  // The platform runs these reads with the member's session: only plain api paths (the browser's
  // loaders trust the same declarations unchecked, to stay small).
  for (const { data } of [...routes, ...widgets])
    for (const read of Object.values(data.reads)) checkReadPath(read.path);
  const namespaces = Object.keys(messages.fr);
  const i18nFor = createI18nKeeper(namespaces);
  // Ids like React's own, apart from the frame's: the page and the shell's frame are rendered
  // apart and put together in one document.
  const identifierPrefix = `${remote}-`;

  /** One route's page in a static router (its links and matches as in the browser), or null: no match. */
  async function renderRoute(
    route: RouteObject & { id: string; path: string },
    params: Record<string, string>,
    { lang, messages: given, today }: RenderInput,
  ): Promise<string | null> {
    const handler = createStaticHandler([route]);
    const context = await handler.query(new Request(urlOf(route.path, params)));
    if (context instanceof Response || context.matches.at(-1)?.route.id !== route.id) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    return htmlOf(
      <I18nextProvider i18n={i18nFor(lang, given)}>
        <MemberDayContext value={today ?? null}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </MemberDayContext>
      </I18nextProvider>,
      identifierPrefix,
    );
  }

  async function render(input: RenderInput): Promise<RenderOutput> {
    const { route: id, params, data } = checkedInput(input);
    const page = drawn.get(id);
    if (!page) return { html: '', status: 404 };
    const results = routeDataResults(id, page.data.reads, data[id]);
    const html = await renderRoute(page.route(results), page.params ?? params, input);
    if (html === null) return { html: '', status: 404 };
    const isPageState = (key: string) => page.data.isPageState?.(key, results) ?? false;
    return { html, status: statusOfResults(page.data.reads, results, isPageState) };
  }

  const facts: Record<string, ServerRouteFacts> = {};
  for (const { path, handle, data } of routes)
    facts[remoteRouteId(remote, handle.name)] = { path, layout: handle.layout, reads: readPaths(data) };
  const widgetFacts: Record<string, ServerWidgetFacts> = {};
  for (const { slot, data } of widgets)
    widgetFacts[widgetRenderId(remote, slot)] = { slot, reads: readPaths(data) };

  return {
    version: SERVER_RENDER_VERSION,
    render,
    routes: facts,
    ...(widgets.length > 0 ? { widgets: widgetFacts } : {}),
    messages,
  };
}
