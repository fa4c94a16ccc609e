import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { parse as parseCookies } from 'hono/utils/cookie';
import { signedInFrameKey } from '@coach/shared/signed-in-frames';
import {
  MEMBER_DAY_PARAM,
  SERVER_RENDER_FILE,
  dayInTimeZone,
  toReadResult,
  type ReadResult,
  type RenderInput,
  type ServerRenderManifest,
} from '@coach/shared/server-render';
import {
  OVERVIEW_DATA_ID,
  OVERVIEW_PAGE_ENTRY,
  ROUTE_DATA_ID,
  type InlineOverviewData,
  type InlineRouteData,
} from '@coach/shared/prerender';
import type { Language } from '@coach/shared/i18n/languages';
import { TIME_ZONE_COOKIE, TOKEN_COOKIE } from '@coach/shared/token-cookie';
import type { Db } from '@coach/server-kit/db/types';
import type { LocalFile } from '../../storage/file-storage';
import { localReleaseFolder, remotesForPath } from './first-paint';
import { prerenderLanguage } from '../../page-cookies';
import { composeMarkup } from './prerender-compose';
import { getLive, getRelease, sriFromSha256Hex, type Release } from './repository';
import { withRemoteArea } from './remote-area-marks';
import { createWorkerRetirement, renderWorkerName, type WorkerRetirer } from './render-workers';
import { serverTimingHeader } from './server-timing';
import { createShellFrames, pageLoader } from './shell-frames';
import { readServerRenderManifest } from './server-render-manifest';
import {
  frameForMember,
  matchServerRoute,
  readPaths,
  withDrawnWidgets,
  withInlineData,
  withServerRenderedPage,
  withoutEarlyControls,
  type InlineData,
  type ServerRenderedPage,
} from './signed-in-compose';

/**
 * What runs the remotes' server bundles: the render process's supervisor
 * (server-render/render-supervisor.ts), seen from here through the two calls the pages need.
 */
export interface PageRenderer {
  setLive(
    remote: string,
    live: { version: string; bundlePath: string; probeInputs?: readonly [RenderInput, RenderInput] } | null,
  ): void;
  render(
    remote: string,
    version: string,
    input: RenderInput,
    options?: { deadlineMs?: number },
  ): Promise<
    | { ok: true; html: string; status: number; renderMs: number }
    | { ok: false; reason: string; renderMs: number }
  >;
  retire: WorkerRetirer['retire'];
}

/** The api as the platform reaches it: in-process (`npm start`) or over HTTP (`API_URL`). */
export type ApiFetch = (request: Request) => Response | Promise<Response>;

export interface SignedInPageRequest {
  pathname: string;
  cookieHeader: string | null | undefined;
}

/** A signed-in page from the server, with `Server-Timing` naming its data and render time. */
export interface SignedInPage {
  html: string;
  serverTiming: string;
  /**
   * Whether the remote drew the page. When not (its render failed, was late or refused), the page
   * still carries the route's data: the scripts draw it without reading the api again.
   */
  drawn: boolean;
}

type PageOutcome =
  | { kind: 'drawn'; page: ServerRenderedPage; dataMs: number; renderMs: number }
  | { kind: 'data'; data: InlineData; dataMs: number; renderMs: number };

export interface SignedInSourceOptions {
  db: Db;
  remoteFile: (key: string) => Promise<LocalFile | null>;
  shellDist: string;
  api: ApiFetch;
  supervisor: PageRenderer;
  /** How long the api's reads (whoami included) may take before the page goes without (ms). */
  dataDeadlineMs?: number;
  /** How long the remote's render may take (ms); the supervisor adds its margin. */
  renderDeadlineMs?: number;
  onFallback?: (reason: string, details: Record<string, unknown>) => void;
  onError?: (error: unknown) => void;
  /**
   * The version of a remote the request being answered is given when it is not the live one (a
   * canary or a preview, features/delivery), or null: its own worker then draws the page.
   */
  versionOf?: (remote: string) => Promise<{ version: string; cohort: string } | null>;
  /** How often the canary and preview workers are checked for whether one is still asked for (ms, default 5 s). */
  retireCheckMs?: number;
  /** Each render's outcome, for the counts per remote and version (features/delivery). */
  onRender?: (remote: string, version: string, outcome: RenderOutcomeKind, renderMs: number) => void;
}

/** A render's outcome as the counts per remote and version name it (features/delivery). */
export type RenderOutcomeKind = 'drawn' | 'fallback' | 'timeout' | 'refused';

/** A supervisor's answer as the counts name it: refused when the version was not tried at all. */
export function renderOutcomeKind(
  outcome: { ok: true; status: number } | { ok: false; reason: string },
): RenderOutcomeKind {
  if (outcome.ok) return outcome.status === 200 ? 'drawn' : 'fallback';
  if (outcome.reason === 'timeout') return 'timeout';
  return ['breaker-open', 'not-live', 'stateful'].includes(outcome.reason) ? 'refused' : 'fallback';
}

interface ReleaseRender {
  manifest: ServerRenderManifest;
  /** The module-state check's members for this bundle (made once per release). */
  probeInputs: readonly [RenderInput, RenderInput] | undefined;
  bundlePath: string;
  version: string;
  /** `/remotes/<dir>/<version>/` */
  folder: string;
  /** The supervisor's name for the worker that draws it (releaseRender). */
  slot?: string;
  /** Stylesheet (dist-relative) → SRI hash. */
  integrity: Record<string, string>;
  source: string;
}

const CACHED_RELEASES = 16;
const DEFAULT_DATA_DEADLINE_MS = 800;
const DEFAULT_RETIRE_CHECK_MS = 5_000;
/** Any origin: the api routes by path; the request never leaves the platform in-process. */
const API_ORIGIN = 'http://platform.internal';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** SPEC §4: the first verifiable address decides (the shell's guard, shared/src/auth/store.ts). */
function verifiedFirstname(body: unknown): string | null {
  const whoami = body as {
    ory?: { identity?: { verifiable_addresses?: { verified?: unknown }[] } };
    user?: { firstname?: unknown };
  } | null; // the api's whoami (whoamiResponseSchema); only two fields are read, each checked
  if (whoami?.ory?.identity?.verifiable_addresses?.[0]?.verified !== true) return null;
  // The live frame greets nobody without a first name: the drawn one could not match it.
  return typeof whoami.user?.firstname === 'string' && whoami.user.firstname !== ''
    ? whoami.user.firstname
    : null;
}

/**
 * Signed-in pages drawn on the server by the remote that owns them (docs/adr/0013-signed-in-first-paint.md):
 * for a request with a session, the owner remote's live release's server render, if it has one;
 * the member's whoami and the route's reads run against the api with the member's session; the
 * render runs in the render process (server-render/render-supervisor.ts); the page goes into the shell's
 * signed-in frame. A render that fails, is late or is refused gives the page without its drawing
 * but with its data (the scripts draw it without reading the api again); anything else missing or
 * failing gives null: the page is then sent as before.
 */
export function createSignedInSource(options: SignedInSourceOptions) {
  const { db, remoteFile, shellDist, api, supervisor } = options;
  const dataDeadlineMs = options.dataDeadlineMs ?? DEFAULT_DATA_DEADLINE_MS;
  const onFallback = options.onFallback ?? (() => undefined);
  const onError = options.onError ?? (() => undefined);
  const releases = new Map<string, Promise<ReleaseRender | null>>();
  const shellFrames = createShellFrames(shellDist, onError);
  const retirement = createWorkerRetirement({
    db,
    supervisor,
    everyMs: options.retireCheckMs ?? DEFAULT_RETIRE_CHECK_MS,
    onError,
  });

  async function loadRelease(
    release: Release,
    folder: string,
    file: LocalFile,
  ): Promise<ReleaseRender | null> {
    const bytes = await fs.readFile(file.absolutePath);
    if (release.prunedAt || release.files?.[SERVER_RENDER_FILE] !== sha256(bytes)) return null;
    const manifest = readServerRenderManifest(JSON.parse(bytes.toString('utf8')));
    if (!manifest) return null;
    // The bundle runs only when its bytes are the ones recorded at release time.
    const bundle = await remoteFile(`${folder}/${manifest.bundle}`);
    if (!bundle || release.files?.[manifest.bundle] !== sha256(await fs.readFile(bundle.absolutePath)))
      return null;
    const integrity: Record<string, string> = {};
    for (const css of manifest.css) {
      const sri = sriFromSha256Hex(release.files?.[css]);
      if (!sri) return null; // the shell applies a remote's styles only with their recorded hash
      integrity[css] = sri;
    }
    return {
      manifest,
      probeInputs: probeInputs(manifest),
      bundlePath: bundle.absolutePath,
      version: release.version,
      folder: `/${folder}/`,
      integrity,
      source: `${release.remote}@${release.version}`,
    };
  }

  /**
   * The server render of the release this request is given (the live one, or a canary or preview
   * version), announced to the supervisor when it changed. Each remote has at most three live
   * workers: its stable version's, its canary's and one preview's (`<remote>~<cohort>` slots).
   */
  async function releaseRender(remote: string): Promise<ReleaseRender | null> {
    const assigned = await options.versionOf?.(remote);
    const live = assigned ? null : await getLive(db, remote);
    const version = assigned?.version ?? live?.version;
    const slot = renderWorkerName(remote, assigned?.cohort ?? null);
    if (!version) return null;
    const release = await getRelease(db, remote, version);
    const folder = release && localReleaseFolder(release.manifestUrl, version);
    if (!release || !folder) return null;
    const file = await remoteFile(`${folder}/${SERVER_RENDER_FILE}`);
    if (!file) {
      supervisor.setLive(slot, null); // a release built before server rendering
      return null;
    }
    const key = `${remote}@${version}:${file.size}:${file.mtimeMs}`;
    let render = releases.get(key);
    if (!render) {
      render = loadRelease(release, folder, file).catch((error: unknown) => {
        onError(error);
        releases.delete(key);
        return null;
      });
      if (releases.size >= CACHED_RELEASES) releases.delete(releases.keys().next().value ?? '');
      releases.set(key, render);
    }
    const ready = await render;
    supervisor.setLive(
      slot,
      ready ? { version: ready.version, bundlePath: ready.bundlePath, probeInputs: ready.probeInputs } : null,
    );
    // A canary's or a preview's worker stops once no one can ask for its version (render-workers.ts).
    if (assigned && ready) retirement.watch(slot, ready.version);
    return ready && { ...ready, slot };
  }

  /** One GET against the api with the member's session, as a ReadResult; no answer in time is status 0. */
  async function read(
    apiPath: string,
    token: string,
    lang: string,
    signal: AbortSignal,
  ): Promise<ReadResult> {
    try {
      const response = await api(
        new Request(`${API_ORIGIN}${apiPath}`, {
          headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang, Accept: 'application/json' },
          signal,
        }),
      );
      const body: unknown = await response.json().catch(() => null);
      return toReadResult(response.status, body);
    } catch {
      return toReadResult(0, null);
    }
  }

  /**
   * whoami and the reads, with the member's session, under the data deadline; null when late
   * (logged), or when whoami refuses the token or the guards would send the member elsewhere.
   */
  async function readForMember<K extends string>(
    token: string,
    lang: Language,
    paths: readonly (readonly [K, string])[],
    pathname: string,
  ): Promise<{ firstname: string; results: (readonly [K, ReadResult])[]; dataMs: number } | null> {
    const startedAt = performance.now();
    const signal = AbortSignal.timeout(dataDeadlineMs);
    const deadline = new Promise<null>((resolve) => setTimeout(() => resolve(null), dataDeadlineMs).unref());
    const reads = Promise.all([
      read('/api/dashboard/whoami', token, lang, signal),
      ...paths.map(async ([key, apiPath]) => [key, await read(apiPath, token, lang, signal)] as const),
    ]);
    const answered = await Promise.race([reads, deadline]);
    const dataMs = performance.now() - startedAt;
    if (!answered) {
      onFallback('data-deadline', { pathname, dataMs });
      return null;
    }
    const [whoami, ...results] = answered;
    // Never for a token whoami refuses, nor for a member the guards would send elsewhere.
    const firstname = whoami.ok ? verifiedFirstname(whoami.body) : null;
    return firstname === null ? null : { firstname, results, dataMs };
  }

  async function pageFor({ pathname, cookieHeader }: SignedInPageRequest): Promise<PageOutcome | null> {
    const token = parseCookies(cookieHeader ?? '', TOKEN_COOKIE)[TOKEN_COOKIE];
    if (!token) return null;
    const today = memberDay(cookieHeader);
    if (pathname === '/') return overviewFor(token, cookieHeader, today);
    const owners = remotesForPath(pathname);
    const owner = owners.length === 1 && owners[0]?.expose === 'routes' ? owners[0].remote : null;
    if (!owner) return null;
    const [release, shell] = await Promise.all([releaseRender(owner), shellFrames()]);
    const route = release && matchServerRoute(release.manifest.routes, pathname);
    const paths = route && readPaths(route.facts, withMemberDay(route.params, today));
    const layout = route?.facts.layout;
    const frame =
      layout && layout !== 'home' && layout !== 'main'
        ? shell?.entries[signedInFrameKey(layout, pathname)]
        : undefined;
    if (!release || !route || !paths || !frame || !shell?.loader) return null;

    const lang = prerenderLanguage(cookieHeader);
    const member = await readForMember(token, lang, Object.entries(paths), pathname);
    if (!member) return null;
    const { firstname, results, dataMs } = member;

    const data = { [route.id]: Object.fromEntries(results) };
    const routeData: InlineRouteData = { remote: owner, route: route.id, loaderData: data };
    const inline = { id: ROUTE_DATA_ID, value: routeData };
    // Without its page, the data alone when every read answered: a failed read is the browser's
    // to retry, as it would have been.
    const dataOnly = (renderMs: number): PageOutcome | null =>
      results.every(([, result]) => result.ok) ? { kind: 'data', data: inline, dataMs, renderMs } : null;
    const input: RenderInput = {
      route: route.id,
      params: route.params,
      data,
      lang,
      messages: release.manifest.messages[lang],
      ...(today ? { today } : {}),
    };
    const outcome = await supervisor.render(release.slot ?? owner, release.version, input, {
      deadlineMs: options.renderDeadlineMs,
    });
    options.onRender?.(owner, release.version, renderOutcomeKind(outcome), outcome.renderMs);
    if (!outcome.ok || outcome.status !== 200) {
      onFallback(outcome.ok ? `status-${outcome.status}` : outcome.reason, {
        pathname,
        source: release.source,
      });
      return dataOnly(outcome.renderMs);
    }
    const markup = composeMarkup(
      withRemoteArea(frameForMember(frame.html[lang], firstname), owner, release.version),
      withoutEarlyControls(outcome.html),
    );
    if (!markup) return dataOnly(outcome.renderMs);
    return {
      kind: 'drawn',
      page: {
        markup,
        lang,
        source: release.source,
        ...pageLoader(shell.loader, shell.loaderScript),
        stylesheets: [
          ...frame.css.map((css) => ({ href: `/${css}`, integrity: null })),
          ...release.manifest.css.map((css) => ({
            href: release.folder + css,
            integrity: release.integrity[css] ?? null,
          })),
        ],
        data: inline,
      },
      dataMs,
      renderMs: outcome.renderMs,
    };
  }

  /**
   * `/`: the shell's overview page with each widget drawn by its remote in its slot. A widget
   * whose render fails keeps its placeholder (the live page loads it); with none drawn, the page
   * goes with the widgets' data alone.
   */
  async function overviewFor(
    token: string,
    cookieHeader: string | null | undefined,
    today: string | null,
  ): Promise<PageOutcome | null> {
    const remotes = remotesForPath('/').map(({ remote }) => remote);
    const [shell, ...releases] = await Promise.all([shellFrames(), ...remotes.map(releaseRender)]);
    const frame = shell?.entries[signedInFrameKey('default', '/')];
    const overview = shell?.entries[OVERVIEW_PAGE_ENTRY];
    if (!frame || !overview || !shell?.loader) return null;
    const widgets = releases.flatMap((release, index) =>
      Object.entries(release?.manifest.widgets ?? {}).flatMap(([id, facts]) => {
        const paths =
          release &&
          readPaths({ path: '/', layout: 'default', reads: facts.reads }, withMemberDay({}, today));
        return release && paths ? [{ id, facts, release, remote: remotes[index] ?? '', paths }] : [];
      }),
    );
    if (widgets.length === 0) return null;

    const lang = prerenderLanguage(cookieHeader);
    const member = await readForMember(
      token,
      lang,
      widgets.flatMap(({ id, paths }) =>
        Object.entries(paths).map(([key, path]) => [`${id} ${key}`, path] as const),
      ),
      '/',
    );
    if (!member) return null;
    const { firstname, results, dataMs } = member;
    const resultsOf = (id: string) =>
      Object.fromEntries(
        results
          .filter(([key]) => key.startsWith(`${id} `))
          .map(([key, result]) => [key.slice(id.length + 1), result]),
      );

    const startedAt = performance.now();
    const rendered = await Promise.all(
      widgets.map(async (widget) => {
        const data = resultsOf(widget.id);
        const outcome = await supervisor.render(
          widget.release.slot ?? widget.remote,
          widget.release.version,
          {
            route: widget.id,
            params: {},
            data: { [widget.id]: data },
            lang,
            messages: widget.release.manifest.messages[lang],
            ...(today ? { today } : {}),
          },
          { deadlineMs: options.renderDeadlineMs },
        );
        options.onRender?.(
          widget.remote,
          widget.release.version,
          renderOutcomeKind(outcome),
          outcome.renderMs,
        );
        if (!outcome.ok || outcome.status !== 200)
          onFallback(outcome.ok ? `status-${outcome.status}` : outcome.reason, {
            pathname: '/',
            source: `${widget.release.source} ${widget.id}`,
          });
        const complete = Object.values(data).every((result) => result.ok);
        return { widget, data, complete, html: outcome.ok && outcome.status === 200 ? outcome.html : null };
      }),
    );
    const renderMs = performance.now() - startedAt;
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
    const dataOnly = (): PageOutcome | null =>
      Object.keys(inline.value.widgets).length > 0 ? { kind: 'data', data: inline, dataMs, renderMs } : null;
    const page = withDrawnWidgets(
      overview.html[lang],
      drawn.map(({ widget, html }) => ({ slot: widget.facts.slot, html: html ?? '' })),
    );
    const markup =
      drawn.length > 0 && page && composeMarkup(frameForMember(frame.html[lang], firstname), page);
    if (!markup) return dataOnly();
    const drawnReleases = [...new Set(drawn.map(({ widget }) => widget.release))];
    return {
      kind: 'drawn',
      page: {
        markup,
        lang,
        source: `overview:${drawnReleases.map((release) => release.source).join(',')}`,
        ...pageLoader(shell.loader, shell.loaderScript),
        stylesheets: [
          ...frame.css.map((css) => ({ href: `/${css}`, integrity: null })),
          ...overview.css.map((css) => ({ href: `/${css}`, integrity: null })),
          ...drawnReleases.flatMap((release) =>
            release.manifest.css.map((css) => ({
              href: release.folder + css,
              integrity: release.integrity[css] ?? null,
            })),
          ),
        ].filter((sheet, index, all) => all.findIndex((other) => other.href === sheet.href) === index),
        data: inline,
      },
      dataMs,
      renderMs,
    };
  }

  return {
    /** index.html with the signed-in page drawn by its remote, or null: send the page as before. */
    async render(html: string, request: SignedInPageRequest): Promise<SignedInPage | null> {
      const rendered = await pageFor(request);
      if (!rendered) return null;
      const drawn = rendered.kind === 'drawn';
      const composed = drawn
        ? withServerRenderedPage(html, rendered.page)
        : withInlineData(html, rendered.data);
      if (composed === html) return null;
      return {
        html: composed,
        // `fallback`: the time the render took before it was given up.
        serverTiming: serverTimingHeader({
          data: rendered.dataMs,
          [drawn ? 'render' : 'fallback']: rendered.renderMs,
        }),
        drawn,
      };
    },
    /** Starts the live releases' workers ahead of the first request (at start-up). */
    async warmUp(remotes: readonly string[]): Promise<void> {
      await Promise.all(remotes.map((remote) => releaseRender(remote).catch(onError)));
    },
  };
}

/**
 * The member's local day, from the time zone their browser keeps in the `tz` cookie; null without
 * one (a session from before it, a browser that names none): a read that takes the day then makes
 * the page the scripts' to draw (docs/server-render.md, "Reads that take the member's day").
 */
function memberDay(cookieHeader: string | null | undefined): string | null {
  return dayInTimeZone(parseCookies(cookieHeader ?? '', TIME_ZONE_COOKIE)[TIME_ZONE_COOKIE]);
}

/** The params a route's reads are filled with: its path params, and the member's day when known. */
function withMemberDay(params: Record<string, string>, today: string | null): Record<string, string> {
  return today ? { ...params, [MEMBER_DAY_PARAM]: today } : params;
}

/**
 * The two made-up members the render process checks a bundle with before it serves anyone
 * (module-state-check.ts): the first route in both languages, every read failed (no member data
 * exists at that point), so that the pages differ only by what a bundle keeps between calls.
 */
function probeInputs(manifest: ServerRenderManifest): readonly [RenderInput, RenderInput] | undefined {
  const [id, facts] = Object.entries(manifest.routes)[0] ?? [];
  if (!id || !facts) return undefined;
  const params = Object.fromEntries(
    [...facts.path.matchAll(/:(\w+)/g)].map(([, name]) => [name ?? '', 'probe']),
  );
  const data = {
    [id]: Object.fromEntries(Object.keys(facts.reads).map((key) => [key, toReadResult(503, null)])),
  };
  const input = (lang: 'fr' | 'en'): RenderInput => ({
    route: id,
    params,
    data,
    lang,
    messages: manifest.messages[lang],
  });
  return [input('fr'), input('en')];
}
