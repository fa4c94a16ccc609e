import type { PageInput } from '@coach/shared/server-render';
import type { ReadMember } from './member-reads';
import type { PageRenderer, ReleaseRender } from './release-renders';
import type { ShellFrames } from './shell-frames';
import type { InlineData, ServerRenderedPage } from './signed-in-compose';

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

export interface CountedRenderDeps {
  supervisor: PageRenderer;
  /** How long the remote's render may take (ms); the supervisor adds its margin. */
  renderDeadlineMs?: number;
  onFallback: (reason: string, details: Record<string, unknown>) => void;
  /** Each render's outcome, for the counts per remote and version (features/delivery). */
  onRender?: (remote: string, version: string, outcome: RenderOutcomeKind, renderMs: number) => void;
}

/**
 * One render by the worker of the release the request is given, counted for its remote and
 * version; a render that does not give a 200 page is logged as a fallback (`where`: the page and
 * what was drawn). The page itself, or null: the page goes without it.
 */
export async function countedRender(
  deps: CountedRenderDeps,
  remote: string,
  release: ReleaseRender,
  input: PageInput,
  where: { pathname: string; source: string },
) {
  const outcome = await deps.supervisor.render(release.slot ?? remote, release.version, input, {
    deadlineMs: deps.renderDeadlineMs,
  });
  deps.onRender?.(remote, release.version, renderOutcomeKind(outcome), outcome.renderMs);
  if (!outcome.ok || outcome.status !== 200)
    deps.onFallback(outcome.ok ? `status-${outcome.status}` : outcome.reason, where);
  return { html: outcome.ok && outcome.status === 200 ? outcome.html : null, renderMs: outcome.renderMs };
}

/** What a signed-in page's composition needs (signed-in-page.ts, signed-in-overview.ts). */
export interface SignedInPageDeps extends CountedRenderDeps {
  /** The server render of the release of a remote the request is given (release-renders.ts). */
  releaseRender: (remote: string) => Promise<ReleaseRender | null>;
  shellFrames: () => Promise<ShellFrames | null>;
  readForMember: ReadMember;
}

/** A request with a session: its token, its cookies and the member's day (null: unknown). */
export interface MemberRequest {
  token: string;
  cookieHeader: string | null | undefined;
  today: string | null;
}

/** The page drawn, or its data alone for the scripts to draw it. */
export type PageOutcome =
  | { kind: 'drawn'; page: ServerRenderedPage; dataMs: number; renderMs: number }
  | { kind: 'data'; data: InlineData; dataMs: number; renderMs: number };
