import type { ChildProcess } from 'node:child_process';
import type { Logger } from '@coach/server-kit/logger';
import type { LiveBundle, PageInput } from './bundle-contract';
import type { BreakerState } from './circuit-breaker';
import { answerOnce, type PendingRender, type RenderAnswer } from './pending-render';
import type {
  LoadVerdict,
  RenderProcessMessage,
  RenderProcessStats,
  VersionRenderResult,
} from './process-messages';
import { launchRenderProcess } from './render-process-launch';
import { RenderProcessLink } from './render-process-link';
import type { RenderFailureReason, RenderOutcome } from './render-outcome';
import {
  renderProcessConfig,
  supervisorSettings,
  type RenderSupervisorOptions,
  type SupervisorSettings,
} from './supervisor-settings';
import { loadState, VersionRecords, type LoadState } from './version-records';

export type { RenderSupervisorOptions } from './supervisor-settings';

export interface RenderCallOptions {
  deadlineMs?: number;
}

export interface RemoteRenderStats {
  remote: string;
  version: string;
  /** Whether the render process has the version ready, is loading it, or refused it and why. */
  load: LoadState;
  breaker: BreakerState;
}

export interface RenderSupervisorStats {
  /** null while the render process is (re)starting. */
  renderProcess: RenderProcessStats | null;
  restarts: number;
  remotes: RemoteRenderStats[];
}

export interface RenderSupervisor {
  /** Announces a remote's live version (promote, rollback) or that it has none. */
  setLive(remote: string, live: LiveBundle | null): void;
  /**
   * Stops the live names no one can ask for any more (`stillAsked` false for the name and its
   * version: a canary that ended, a preview whose grants are over): each is announced as having
   * none, so its worker drains (a render in flight completes) and ends. Answers the names stopped.
   */
  retire(stillAsked: (name: string, version: string) => boolean): string[];
  /** Never rejects: a failure is an outcome, and the caller serves the page without its render. */
  render(
    remote: string,
    version: string,
    input: PageInput,
    options?: RenderCallOptions,
  ): Promise<RenderOutcome>;
  /** Resolves once the render process runs and has loaded (or refused) every announced version. */
  settled(): Promise<void>;
  stats(): Promise<RenderSupervisorStats>;
  close(): Promise<void>;
}

/** How long a render the caller gave up on is kept, to learn whether its version was to blame. */
const LATE_ANSWER_MS = 5_000;

interface Announcement {
  remote: string;
  version: string | null;
}

const keyOf = (remote: string, version: string) => `${remote}@${version}`;

/**
 * Starts the render process (render-process-entry.ts) and keeps one running: the remotes' server
 * bundles run there, never in the platform's process. Owns what must outlive that process: the
 * live versions (announced again to each new one), the versions refused, and a breaker per version
 * (version-records.ts). The process itself, its restarts and its stats: render-process-link.ts.
 */
export function createRenderSupervisor(options: RenderSupervisorOptions): RenderSupervisor {
  return new Supervisor(options);
}

class Supervisor implements RenderSupervisor {
  private readonly settings: SupervisorSettings;
  private readonly logger: Logger;
  private readonly now: () => number;
  private readonly link: RenderProcessLink;
  private readonly records: VersionRecords;
  private closed = false;
  private readonly live = new Map<string, LiveBundle>();
  /** Announcements the current child has not answered, in the order it loads them. */
  private readonly unanswered: Announcement[] = [];
  private readonly renders = new Map<number, PendingRender>();
  private settledWaiters: Array<() => void> = [];
  private nextId = 1;

  constructor(options: RenderSupervisorOptions) {
    this.settings = supervisorSettings(options);
    this.logger = options.logger;
    this.now = options.now ?? (() => performance.now());
    this.records = new VersionRecords(this.settings, this.now);
    const config = renderProcessConfig(this.settings, options);
    this.link = new RenderProcessLink({
      logger: this.logger,
      launch: () => launchRenderProcess({ config, heapLimitMb: this.settings.heapLimitMb }),
      restartBackoffMs: this.settings.restartBackoffMs,
      restartBackoffMaxMs: this.settings.restartBackoffMaxMs,
      onMessage: (message) => this.onMessage(message),
      onDeath: (child, code, signal) => this.onDeath(child, code, signal),
    });
    this.link.start();
  }

  setLive(remote: string, live: LiveBundle | null): void {
    if (this.closed) return;
    const previous = this.live.get(remote);
    if (previous?.version === live?.version && previous?.bundlePath === live?.bundlePath) return;
    if (previous) this.records.forget(keyOf(remote, previous.version));
    if (live) {
      // Named live again by the operator: whatever it was refused for may be tried once more.
      this.records.forget(keyOf(remote, live.version));
      this.live.set(remote, live);
    } else {
      this.live.delete(remote);
    }
    if (this.link.connected) this.announce(remote, live);
  }

  retire(stillAsked: (name: string, version: string) => boolean): string[] {
    const unasked = [...this.live].filter(([name, { version }]) => !stillAsked(name, version));
    for (const [name] of unasked) this.setLive(name, null);
    return unasked.map(([name]) => name);
  }

  render(
    remote: string,
    version: string,
    input: PageInput,
    options: RenderCallOptions = {},
  ): Promise<RenderOutcome> {
    const startedAt = this.now();
    const fail = (reason: RenderFailureReason): Promise<RenderOutcome> =>
      Promise.resolve({ ok: false, reason, renderMs: this.now() - startedAt });
    if (this.closed || this.live.get(remote)?.version !== version) return fail('not-live');
    const key = keyOf(remote, version);
    const load = this.records.loadOf(key);
    if (load?.kind === 'refused') return fail(load.reason);
    if (!this.records.breakerOf(key).tryAcquire()) return fail('breaker-open');

    const deadlineMs = options.deadlineMs ?? this.settings.deadlineMs;
    return new Promise((resolve) => {
      const pending: PendingRender = {
        id: this.nextId++,
        key,
        remote,
        version,
        input,
        deadlineMs,
        startedAt,
        sentTo: null,
        answered: false,
        resolve,
        timer: setTimeout(() => this.onDeadline(pending), deadlineMs + this.settings.deadlineMarginMs),
      };
      this.renders.set(pending.id, pending);
      if (this.link.connected) this.sendRender(pending);
    });
  }

  settled(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.settledWaiters.push(resolve);
      this.checkSettled();
    });
  }

  async stats(): Promise<RenderSupervisorStats> {
    const remotes = [...this.live].map(([remote, { version }]): RemoteRenderStats => {
      const key = keyOf(remote, version);
      return {
        remote,
        version,
        load: loadState(this.records.loadOf(key)),
        breaker: this.records.breakerOf(key).state,
      };
    });
    return { renderProcess: await this.link.stats(), restarts: this.link.restarts, remotes };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.records.close();
    for (const resolve of this.settledWaiters.splice(0)) resolve();
    for (const pending of this.renders.values()) this.answer(pending, { ok: false, reason: 'not-live' });
    for (const pending of this.renders.values()) clearTimeout(pending.timer);
    this.renders.clear();
    await this.link.close();
  }

  private onMessage(message: RenderProcessMessage): void {
    switch (message.type) {
      case 'ready':
        for (const [remote, live] of this.live) {
          if (!this.records.isRefused(keyOf(remote, live.version))) this.announce(remote, live);
        }
        for (const pending of this.renders.values()) if (!pending.sentTo) this.sendRender(pending);
        this.checkSettled();
        return;
      case 'announced':
        return this.onAnnounced(message.remote, message.version, message.verdict);
      case 'rendered':
        return this.onRendered(message.id, message.result);
      case 'refused': {
        const { remote, version, verdict } = message;
        if (this.live.get(remote)?.version !== version) return;
        this.records.setLoad(keyOf(remote, version), verdict);
        return this.onRefused(remote, version, verdict);
      }
      case 'stats':
        return; // answered by the link
    }
  }

  private announce(remote: string, live: LiveBundle | null): void {
    if (this.link.send({ type: 'set-live', remote, live })) {
      this.unanswered.push({ remote, version: live?.version ?? null });
    }
  }

  private onAnnounced(remote: string, version: string | null, verdict: LoadVerdict | null): void {
    this.unanswered.shift();
    if (version !== null && verdict && verdict.kind !== 'superseded') {
      const key = keyOf(remote, version);
      if (this.live.get(remote)?.version === version) this.records.setLoad(key, verdict);
      if (verdict.kind === 'ready') this.records.loaded(key);
      if (verdict.kind === 'refused') this.onRefused(remote, version, verdict);
    }
    this.checkSettled();
  }

  /** A refusal stands, unless the load only ran out of time: then it is loaded again later. */
  private onRefused(remote: string, version: string, verdict: LoadVerdict & { kind: 'refused' }): void {
    const key = keyOf(remote, version);
    const retryInMs = this.records.retryDelay(key, verdict.reason);
    const { reason, detail } = verdict;
    if (retryInMs === null) {
      this.logger.warn({ remote, version, reason, detail }, 'server bundle refused');
      return;
    }
    this.logger.warn(
      { remote, version, reason, detail, retryInMs },
      'server bundle loaded too slowly: loading it again',
    );
    this.records.scheduleRetry(key, retryInMs, () => {
      const live = this.live.get(remote);
      if (this.closed || live?.version !== version || !this.records.isRefused(key)) return;
      // Until it answers, its pages wait for the load as on a first one; a new render process
      // announces it itself.
      this.records.clearLoad(key);
      if (this.link.connected) this.announce(remote, live);
    });
  }

  private sendRender(pending: PendingRender): void {
    const left = pending.deadlineMs - (this.now() - pending.startedAt);
    if (left <= 0) return; // its deadline answers it
    const { id, remote, version, input } = pending;
    // The render's own run gets the whole deadline, however long it waited behind others: a
    // version is blamed (its breaker, its thread) for its own time only, not for a busy queue.
    const runMs = pending.deadlineMs;
    if (this.link.send({ type: 'render', id, remote, version, input, deadlineMs: left, runMs }))
      pending.sentTo = this.link.current;
  }

  private onRendered(id: number, result: VersionRenderResult): void {
    const pending = this.renders.get(id);
    if (!pending) return;
    this.renders.delete(id);
    clearTimeout(pending.timer);
    if (result.ok) this.link.healthy();
    if (this.records.recordRender(pending.key, result)) {
      this.logger.warn(
        { remote: pending.remote, version: pending.version, reason: result.ok ? null : result.reason },
        'server render breaker open',
      );
    }
    this.answer(pending, result.ok ? result : { ok: false, reason: result.reason });
  }

  private onDeadline(pending: PendingRender): void {
    this.answer(pending, { ok: false, reason: 'timeout' });
    if (!pending.sentTo) {
      this.renders.delete(pending.id);
      this.records.recordNoVerdict(pending.key);
      return;
    }
    // The render process answers at the deadline it was given; wait a little for whether the
    // version was to blame (it ran too long) or not (it waited), then forget the render.
    pending.timer = setTimeout(() => {
      this.renders.delete(pending.id);
      this.records.recordNoVerdict(pending.key);
    }, LATE_ANSWER_MS);
    pending.timer.unref();
  }

  private answer(pending: PendingRender, result: RenderAnswer): void {
    answerOnce(pending, result, this.now());
  }

  private onDeath(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    // It loads one version at a time, in order: the first unanswered announcement was loading.
    const loading = this.unanswered[0];
    if (loading?.version) this.countLoadCrash(loading.remote, loading.version);
    this.unanswered.length = 0;
    // The next process loads them again; only refusals carry over.
    this.records.dropReadyLoads();
    const detail = `the render process died (${signal ?? `exit code ${code}`})`;
    for (const pending of this.renders.values()) {
      if (pending.sentTo === child)
        this.onRendered(pending.id, { ok: false, reason: 'crash', blame: 'version', detail });
    }
  }

  private countLoadCrash(remote: string, version: string): void {
    // Loading it again would take every remote's renders down with it once more.
    const detail = this.records.countLoadCrash(keyOf(remote, version));
    if (detail) this.logger.error({ remote, version, detail }, 'server bundle refused');
  }

  private checkSettled(): void {
    if (!this.link.connected || this.unanswered.length > 0) return;
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
