import type { PageInput } from './bundle-contract';

/** What the supervisor tells the render process when it forks it (one JSON argument). */
export interface RenderProcessConfig {
  /** Heap of each bundle's worker thread (`resourceLimits.maxOldGenerationSizeMb`). */
  workerHeapLimitMb: number;
  maxHtmlBytes: number;
  probeInputs: readonly [PageInput, PageInput];
  /** Deadline of each self-test render: cold code, so longer than a request's. */
  probeDeadlineMs: number;
  /** Time for a worker thread to start and `require` its bundle. */
  loadTimeoutMs: number;
  /**
   * Resident memory the whole render process may use. Worker and process heap limits do not count
   * buffers (ArrayBuffer memory lives outside the heap): past this, the process exits and is
   * restarted rather than letting the machine's OOM killer choose a victim.
   */
  rssLimitMb: number;
}

export function parseRenderProcessConfig(argument: string | undefined): RenderProcessConfig {
  if (!argument) throw new Error('the render process is started by its supervisor, with its config');
  // Written by render-process-launch.ts from a typed RenderProcessConfig in the same release.
  return JSON.parse(argument) as RenderProcessConfig;
}
