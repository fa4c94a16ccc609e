import type { Logger } from '@coach/server-kit/logger';
import type { PageInput } from './bundle-contract';
import { DEFAULT_PROBE_INPUTS } from './module-state-check';
import type { RenderProcessConfig } from './render-process-config';

export interface RenderSupervisorOptions {
  logger: Logger;
  /** The render process's heap, `--max-old-space-size` (default 256 MB). */
  heapLimitMb?: number;
  /** Each bundle worker's heap (default 64 MB). */
  workerHeapLimitMb?: number;
  /** Resident memory of the whole render process, buffers included (default 1024 MB). */
  rssLimitMb?: number;
  /** A render's deadline unless the call gives one (default 100 ms). */
  deadlineMs?: number;
  /** How late past its deadline a render may answer, IPC included (default 50 ms). */
  deadlineMarginMs?: number;
  /** HTML bigger than this is `too-large` (default 1 MB). */
  maxHtmlBytes?: number;
  /** Failures in a row before a version's breaker opens (default 3). */
  failureThreshold?: number;
  breakerCooldownMs?: number;
  /**
   * How long after a version is ready its timeouts do not count against its breaker (default 10 s):
   * a cold thread's first renders run long on a busy host (compilation, first allocations), and a
   * burst then would stop a healthy release for a whole cooldown. A throw, a crash or a page too
   * large always counts.
   */
  breakerGraceMs?: number;
  /** First wait before restarting a dead render process; doubles while it keeps dying. */
  restartBackoffMs?: number;
  restartBackoffMaxMs?: number;
  /** Deaths of the render process while a version was loading before that version is refused. */
  loadCrashLimit?: number;
  /** The two made-up members of the module state check (module-state-check.ts). */
  probeInputs?: readonly [PageInput, PageInput];
  probeDeadlineMs?: number;
  loadTimeoutMs?: number;
  /**
   * A load that ran out of time (the thread's start, a self-test page) is tried again after this
   * wait (default 1 s), doubled at each timeout in a row up to `loadRetryMaxBackoffMs` (30 s);
   * `loadTimeoutLimit` in a row (8) refuse the version (load-retry.ts).
   */
  loadRetryBackoffMs?: number;
  loadRetryMaxBackoffMs?: number;
  loadTimeoutLimit?: number;
  now?: () => number;
}

const DEFAULTS = {
  heapLimitMb: 256,
  workerHeapLimitMb: 64,
  rssLimitMb: 1024,
  deadlineMs: 100,
  deadlineMarginMs: 50,
  maxHtmlBytes: 1024 * 1024,
  failureThreshold: 3,
  breakerCooldownMs: 30_000,
  breakerGraceMs: 10_000,
  restartBackoffMs: 100,
  restartBackoffMaxMs: 5_000,
  loadCrashLimit: 2,
  probeDeadlineMs: 1_000,
  loadTimeoutMs: 10_000,
  loadRetryBackoffMs: 1_000,
  loadRetryMaxBackoffMs: 30_000,
  loadTimeoutLimit: 8,
};

/** The supervisor's settings: each option given, else its default. */
export type SupervisorSettings = typeof DEFAULTS;

export function supervisorSettings(options: RenderSupervisorOptions): SupervisorSettings {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...DEFAULTS, ...(given as Partial<typeof DEFAULTS>) };
}

/** What the render process is started with (render-process-entry.ts). */
export function renderProcessConfig(
  settings: SupervisorSettings,
  options: RenderSupervisorOptions,
): RenderProcessConfig {
  return {
    workerHeapLimitMb: settings.workerHeapLimitMb,
    maxHtmlBytes: settings.maxHtmlBytes,
    probeInputs: options.probeInputs ?? DEFAULT_PROBE_INPUTS,
    probeDeadlineMs: settings.probeDeadlineMs,
    loadTimeoutMs: settings.loadTimeoutMs,
    rssLimitMb: settings.rssLimitMb,
  };
}
