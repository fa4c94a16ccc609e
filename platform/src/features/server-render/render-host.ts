import { getHeapStatistics } from 'node:v8';
import type { LiveBundle, PageInput } from './bundle-contract';
import type { LoadVerdict, RenderProcessStats, VersionRenderResult, VersionStats } from './process-messages';
import type { RenderProcessConfig } from './render-process-config';
import { VersionWorker } from './version-worker';

interface RemoteVersions {
  live: VersionWorker | null;
  /** Previous versions still finishing the renders they started. */
  draining: Set<VersionWorker>;
}

/**
 * Inside the render process: each remote's live version in a warm worker, and the versions it
 * replaced until they have finished what they were rendering. Loads run one at a time, in the
 * order announced, so that the supervisor knows which one was loading if the process dies.
 */
export class RenderHost {
  private readonly remotes = new Map<string, RemoteVersions>();
  private loads: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly config: RenderProcessConfig,
    /** A live version refused after it had loaded (render-process-entry.ts tells the supervisor). */
    private readonly onRefused: (
      remote: string,
      version: string,
      verdict: LoadVerdict & { kind: 'refused' },
    ) => void = () => undefined,
  ) {}

  /** Makes `live` the remote's live version (promote, rollback, or none); answers once it is loaded. */
  setLive(remote: string, live: LiveBundle | null): Promise<LoadVerdict | null> {
    const versions = this.versionsOf(remote);
    const previous = versions.live;
    const next = live ? this.workerFor(versions, remote, live) : null;
    if (previous && previous !== next) {
      versions.draining.add(previous);
      previous.drain();
    }
    versions.live = next;
    const verdict = this.loads.then(() => (next ? next.load() : null));
    this.loads = verdict.catch(() => undefined);
    return verdict;
  }

  render(
    remote: string,
    version: string,
    input: PageInput,
    deadlineMs: number,
    runMs: number = deadlineMs,
  ): Promise<VersionRenderResult> {
    const live = this.remotes.get(remote)?.live;
    if (!live || live.version !== version) {
      return Promise.resolve({
        ok: false,
        reason: 'not-live',
        blame: 'none',
        detail: `${version} is not live`,
      });
    }
    return live.render(input, deadlineMs, runMs);
  }

  stats(): RenderProcessStats {
    const versions: VersionStats[] = [];
    let workers = 0;
    for (const [remote, { live, draining }] of this.remotes) {
      const roles = [
        ...(live ? [[live, 'live'] as const] : []),
        ...[...draining].map((worker) => [worker, 'draining'] as const),
      ];
      for (const [worker, role] of roles) {
        if (worker.hasThread) workers += 1;
        versions.push({
          remote,
          version: worker.version,
          role,
          state: worker.state,
          inFlight: worker.inFlight,
          hasWorker: worker.hasThread,
        });
      }
    }
    const memory = process.memoryUsage();
    return {
      pid: process.pid,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapLimitBytes: getHeapStatistics().heap_size_limit,
      workers,
      versions,
    };
  }

  private versionsOf(remote: string): RemoteVersions {
    let versions = this.remotes.get(remote);
    if (!versions) {
      versions = { live: null, draining: new Set() };
      this.remotes.set(remote, versions);
    }
    return versions;
  }

  /**
   * The same bundle again keeps its worker, unless that one refused it (announced again: the
   * supervisor tries a load that ran out of time once more); one still draining (a quick rollback)
   * comes back.
   */
  private workerFor(versions: RemoteVersions, remote: string, live: LiveBundle): VersionWorker {
    const usable = (worker: VersionWorker) =>
      worker.version === live.version &&
      worker.bundlePath === live.bundlePath &&
      worker.state !== 'refused' &&
      !worker.closed;
    if (versions.live && usable(versions.live)) return versions.live;
    const draining = [...versions.draining].find(usable);
    if (draining) {
      versions.draining.delete(draining);
      draining.revive();
      return draining;
    }
    return new VersionWorker({
      ...this.config,
      remote,
      version: live.version,
      bundlePath: live.bundlePath,
      messages: live.messages,
      probeInputs: live.probeInputs ?? this.config.probeInputs,
      onClosed: (worker) => versions.draining.delete(worker),
      onRefusedLater: (worker, refusal) => {
        if (versions.live === worker) this.onRefused(remote, worker.version, { kind: 'refused', ...refusal });
      },
    });
  }
}
