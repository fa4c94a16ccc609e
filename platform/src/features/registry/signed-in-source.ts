import { parse as parseCookies } from 'hono/utils/cookie';
import { TOKEN_COOKIE } from '@coach/shared/token-cookie';
import type { Db } from '@coach/server-kit/db/types';
import { createMemberReads, memberDay, type ApiFetch } from './member-reads';
import type { RegistryReads } from './registry-reads';
import { createReleaseRenders, type PageRenderer } from './release-renders';
import { serverTimingHeader } from './server-timing';
import { createShellFrames } from './shell-frames';
import { withInlineData, withServerRenderedPage } from './signed-in-compose';
import { overviewPage } from './signed-in-overview';
import { routePage } from './signed-in-page';
import type { PageOutcome, RenderOutcomeKind, SignedInPageDeps } from './signed-in-render';

export type { ApiFetch } from './member-reads';
export type { PageRenderer } from './release-renders';
export { renderOutcomeKind, type RenderOutcomeKind } from './signed-in-render';

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

export interface SignedInSourceOptions {
  db: Db;
  /** The live pointers, the releases' records and files (registry-reads.ts). */
  registry: RegistryReads;
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

const DEFAULT_DATA_DEADLINE_MS = 800;

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
  const onFallback = options.onFallback ?? (() => undefined);
  const onError = options.onError ?? (() => undefined);
  const releaseRender = createReleaseRenders({ ...options, onError });
  const deps: SignedInPageDeps = {
    supervisor: options.supervisor,
    renderDeadlineMs: options.renderDeadlineMs,
    onFallback,
    onRender: options.onRender,
    releaseRender,
    shellFrames: createShellFrames(options.shellDist, onError),
    readForMember: createMemberReads({
      api: options.api,
      dataDeadlineMs: options.dataDeadlineMs ?? DEFAULT_DATA_DEADLINE_MS,
      onFallback,
    }),
  };

  function pageFor({ pathname, cookieHeader }: SignedInPageRequest): Promise<PageOutcome | null> {
    const token = parseCookies(cookieHeader ?? '', TOKEN_COOKIE)[TOKEN_COOKIE];
    if (!token) return Promise.resolve(null);
    const request = { token, cookieHeader, today: memberDay(cookieHeader) };
    return pathname === '/' ? overviewPage(deps, request) : routePage(deps, { ...request, pathname });
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
