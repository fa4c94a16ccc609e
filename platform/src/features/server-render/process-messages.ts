import type { LiveBundle, RenderedPage, PageInput } from './bundle-contract';
import type { RenderFailureReason } from './render-outcome';

/** Platform (supervisor) → render process, over IPC. */
export type SupervisorMessage =
  | { type: 'set-live'; remote: string; live: LiveBundle | null }
  | {
      type: 'render';
      id: number;
      remote: string;
      version: string;
      input: PageInput;
      /** How long the caller still waits: a render not started by then is dropped, no one to blame. */
      deadlineMs: number;
      /** How long the render itself may run once started before its version is to blame. */
      runMs: number;
    }
  | { type: 'stats'; id: number };

/** How an announced version ended up: serving, refused, or replaced before it was loaded. */
export type LoadVerdict =
  | { kind: 'ready' }
  | { kind: 'refused'; reason: RenderFailureReason; detail: string }
  | { kind: 'superseded' };

/**
 * A render's result as the render process knows it. `blame` says whether the failure tells
 * anything about the version (it threw, ran past its deadline, crashed its worker) or not (it
 * waited behind another render and ran out of time): only the former counts for its breaker.
 */
export type VersionRenderResult =
  | ({ ok: true } & RenderedPage)
  | { ok: false; reason: RenderFailureReason; blame: 'version' | 'none'; detail: string };

export type VersionState = 'waiting' | 'starting' | 'testing' | 'ready' | 'refused' | 'closed';

export interface VersionStats {
  remote: string;
  version: string;
  role: 'live' | 'draining';
  state: VersionState;
  inFlight: number;
  hasWorker: boolean;
}

export interface RenderProcessStats {
  pid: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** The heap's ceiling as V8 sees it: `--max-old-space-size` plus the young generation. */
  heapLimitBytes: number;
  /** Worker threads alive: one per live version, plus previous versions still finishing renders. */
  workers: number;
  versions: VersionStats[];
}

/** Render process → platform (supervisor), over IPC. */
export type RenderProcessMessage =
  | { type: 'ready'; pid: number }
  | { type: 'announced'; remote: string; version: string | null; verdict: LoadVerdict | null }
  | { type: 'rendered'; id: number; result: VersionRenderResult }
  /** A live version refused after it had loaded: its new thread could not start or render. */
  | { type: 'refused'; remote: string; version: string; verdict: LoadVerdict & { kind: 'refused' } }
  | { type: 'stats'; id: number; stats: RenderProcessStats };
