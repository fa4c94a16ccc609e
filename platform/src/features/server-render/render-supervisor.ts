import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Logger } from '@coach/server-kit/logger';
import type { LiveBundle, RenderInput } from './bundle-contract';
import { countsAgainstBreaker } from './breaker-verdict';
import { CircuitBreaker, type BreakerState } from './circuit-breaker';
import { loadRetryDelay } from './load-retry';
import type {
  LoadVerdict,
  RenderProcessMessage,
  RenderProcessStats,
  SupervisorMessage,
  VersionRenderResult,
} from './process-messages';
import type { RenderProcessConfig } from './render-process-config';
import { launchRenderProcess } from './render-process-launch';
import {
  renderProcessConfig,
  supervisorSettings,
  type RenderSupervisorOptions,
  type SupervisorSettings,
} from './supervisor-settings';
import type { RenderFailureReason, RenderOutcome } from './render-outcome';

export type { RenderSupervisorOptions } from './supervisor-settings';

export interface RenderCallOptions {
  deadlineMs?: number;
}

export interface RemoteRenderStats {
  remote: string;
  version: string;
  /** Whether the render process has the version ready, is loading it, or refused it and why. */
  load: 'loading' | 'ready' | { refused: RenderFailureReason; detail: string };
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
  /** Never rejects: a failure is an outcome, and the caller serves the page without its render. */
  render(
    remote: string,
    version: string,
    input: RenderInput,
    options?: RenderCallOptions,
  ): Promise<RenderOutcome>;
  /** Resolves once the render process runs and has loaded (or refused) every announced version. */
  settled(): Promise<void>;
  stats(): Promise<RenderSupervisorStats>;
  close(): Promise<void>;
}


/** How long a render the caller gave up on is kept, to learn whether its version was to blame. */
const LATE_ANSWER_MS = 5_000;
const STATS_TIMEOUT_MS = 2_000;
const KILL_TIMEOUT_MS = 2_000;
const OUTPUT_LINE_LENGTH = 2_000;

interface PendingRender {
  id: number;
  key: string;
  remote: string;
  version: string;
  input: RenderInput;
  deadlineMs: number;
  startedAt: number;
  /** The render process it was sent to; null while waiting for one to be ready. */
  sentTo: ChildProcess | null;
  /** Whether the caller has its outcome (the deadline may answer before the render process). */
  answered: boolean;
  timer: NodeJS.Timeout;
  resolve: (outcome: RenderOutcome) => void;
}

interface Announcement {
  remote: string;
  version: string | null;
}

const keyOf = (remote: string, version: string) => `${remote}@${version}`;

/**
 * Starts the render process (render-process-entry.ts) and keeps one running: the remotes' server
 * bundles run there, never in the platform's process. Owns what must outlive that process: the
 * live versions (announced again to each new one), the versions refused, and a breaker per version.
 */
export function createRenderSupervisor(options: RenderSupervisorOptions): RenderSupervisor {
  return new Supervisor(options);
}

class Supervisor implements RenderSupervisor {
  private readonly settings: SupervisorSettings;
  private readonly logger: Logger;
  private readonly now: () => number;
  private readonly processConfig: RenderProcessConfig;
  private child: ChildProcess | null = null;
  /** The current child said it is ready: messages sent now are handled. */
  private connected = false;
  private closed = false;
  private restartTimer: NodeJS.Timeout | null = null;
  private deathsInARow = 0;
  private restarts = 0;
  private readonly live = new Map<string, LiveBundle>();
  /** Announcements the current child has not answered, in the order it loads them. */
  private readonly unanswered: Announcement[] = [];
  private readonly loads = new Map<string, LoadVerdict>();
  /** When each version was last found ready (its breaker's grace starts then). */
  private readonly readyAt = new Map<string, number>();
  private readonly loadCrashes = new Map<string, number>();
  /** Loads of a version that ran out of time in a row, and the timer that loads it again. */
  private readonly loadTimeouts = new Map<string, number>();
  private readonly loadRetries = new Map<string, NodeJS.Timeout>();
  private readonly breakers = new Map<string, CircuitBreaker>();
  private readonly renders = new Map<number, PendingRender>();
  private readonly statsRequests = new Map<number, (stats: RenderProcessStats | null) => void>();
  private settledWaiters: Array<() => void> = [];
  private nextId = 1;

  constructor(options: RenderSupervisorOptions) {
    this.settings = supervisorSettings(options);
    this.logger = options.logger;
    this.now = options.now ?? (() => performance.now());
    this.processConfig = renderProcessConfig(this.settings, options);
    this.start();
  }

  setLive(remote: string, live: LiveBundle | null): void {
    if (this.closed) return;
    const previous = this.live.get(remote);
    if (previous?.version === live?.version && previous?.bundlePath === live?.bundlePath) return;
    if (previous) this.forget(keyOf(remote, previous.version));
    if (live) {
      // Named live again by the operator: whatever it was refused for may be tried once more.
      this.forget(keyOf(remote, live.version));
      this.live.set(remote, live);
    } else {
      this.live.delete(remote);
    }
    if (this.connected) this.announce(remote, live);
  }

  render(
    remote: string,
    version: string,
    input: RenderInput,
    options: RenderCallOptions = {},
  ): Promise<RenderOutcome> {
    const startedAt = this.now();
    const fail = (reason: RenderFailureReason): Promise<RenderOutcome> =>
      Promise.resolve({ ok: false, reason, renderMs: this.now() - startedAt });
    if (this.closed || this.live.get(remote)?.version !== version) return fail('not-live');
    const key = keyOf(remote, version);
    const load = this.loads.get(key);
    if (load?.kind === 'refused') return fail(load.reason);
    if (!this.breakerOf(key).tryAcquire()) return fail('breaker-open');

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
      if (this.connected) this.sendRender(pending);
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
      const load = this.loads.get(key);
      return {
        remote,
        version,
        load: !load
          ? 'loading'
          : load.kind === 'refused'
            ? { refused: load.reason, detail: load.detail }
            : 'ready',
        breaker: this.breakerOf(key).state,
      };
    });
    return { renderProcess: await this.processStats(), restarts: this.restarts, remotes };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    for (const timer of this.loadRetries.values()) clearTimeout(timer);
    for (const resolve of this.settledWaiters.splice(0)) resolve();
    for (const pending of this.renders.values()) this.answer(pending, { ok: false, reason: 'not-live' });
    for (const pending of this.renders.values()) clearTimeout(pending.timer);
    this.renders.clear();
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, KILL_TIMEOUT_MS).unref())]);
  }

  private start(): void {
    this.restartTimer = null;
    if (this.closed) return;
    let child: ChildProcess;
    try {
      child = launchRenderProcess({ config: this.processConfig, heapLimitMb: this.settings.heapLimitMb });
    } catch (error) {
      this.logger.error({ err: error }, 'the render process cannot be started');
      this.scheduleRestart();
      return;
    }
    this.child = child;
    this.connected = false;
    // Sent by render-process-entry.ts, from the same release.
    child.on('message', (message) => this.onMessage(child, message as RenderProcessMessage));
    child.on('exit', (code, signal) => this.onExit(child, code, signal));
    child.on('error', (error) => {
      this.logger.error({ err: error }, 'render process error');
      // Failed to start at all: there will be no 'exit' to restart it.
      if (child.pid === undefined) this.onExit(child, null, null);
    });
    this.forwardOutput(child.stdout);
    this.forwardOutput(child.stderr);
  }

  /** Its output (a fatal error's report, a bundle's console) goes to the platform's log. */
  private forwardOutput(stream: Readable | null): void {
    if (!stream) return;
    createInterface({ input: stream }).on('line', (line) => {
      this.logger.warn({ output: line.slice(0, OUTPUT_LINE_LENGTH) }, 'render process output');
    });
  }

  private onMessage(child: ChildProcess, message: RenderProcessMessage): void {
    if (child !== this.child) return;
    switch (message.type) {
      case 'ready':
        this.connected = true;
        for (const [remote, live] of this.live) {
          if (this.loads.get(keyOf(remote, live.version))?.kind !== 'refused') this.announce(remote, live);
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
        this.loads.set(keyOf(remote, version), verdict);
        return this.onRefused(remote, version, verdict);
      }
      case 'stats':
        this.statsRequests.get(message.id)?.(message.stats);
        this.statsRequests.delete(message.id);
        return;
    }
  }

  private announce(remote: string, live: LiveBundle | null): void {
    if (this.send({ type: 'set-live', remote, live })) {
      this.unanswered.push({ remote, version: live?.version ?? null });
    }
  }

  private onAnnounced(remote: string, version: string | null, verdict: LoadVerdict | null): void {
    this.unanswered.shift();
    if (version !== null && verdict && verdict.kind !== 'superseded') {
      const key = keyOf(remote, version);
      if (this.live.get(remote)?.version === version) this.loads.set(key, verdict);
      if (verdict.kind === 'ready') {
        this.loadCrashes.delete(key);
        this.loadTimeouts.delete(key);
        this.readyAt.set(key, this.now());
      }
      if (verdict.kind === 'refused') this.onRefused(remote, version, verdict);
    }
    this.checkSettled();
  }

  /** A refusal stands, unless the load only ran out of time: then it is loaded again later. */
  private onRefused(remote: string, version: string, verdict: LoadVerdict & { kind: 'refused' }): void {
    const key = keyOf(remote, version);
    const timeoutsInARow = verdict.reason === 'timeout' ? (this.loadTimeouts.get(key) ?? 0) + 1 : 0;
    this.loadTimeouts.set(key, timeoutsInARow);
    const retryInMs = loadRetryDelay({
      reason: verdict.reason,
      timeoutsInARow,
      backoffMs: this.settings.loadRetryBackoffMs,
      maxBackoffMs: this.settings.loadRetryMaxBackoffMs,
      maxTimeouts: this.settings.loadTimeoutLimit,
    });
    const { reason, detail } = verdict;
    if (retryInMs === null) {
      this.logger.warn({ remote, version, reason, detail }, 'server bundle refused');
      return;
    }
    this.logger.warn(
      { remote, version, reason, detail, retryInMs },
      'server bundle loaded too slowly: loading it again',
    );
    clearTimeout(this.loadRetries.get(key));
    const timer = setTimeout(() => {
      this.loadRetries.delete(key);
      const live = this.live.get(remote);
      if (this.closed || live?.version !== version || this.loads.get(key)?.kind !== 'refused') return;
      // Until it answers, its pages wait for the load as on a first one; a new render process
      // announces it itself.
      this.loads.delete(key);
      if (this.connected) this.announce(remote, live);
    }, retryInMs);
    timer.unref();
    this.loadRetries.set(key, timer);
  }

  private sendRender(pending: PendingRender): void {
    const left = pending.deadlineMs - (this.now() - pending.startedAt);
    if (left <= 0) return; // its deadline answers it
    const { id, remote, version, input } = pending;
    // The render's own run gets the whole deadline, however long it waited behind others: a
    // version is blamed (its breaker, its thread) for its own time only, not for a busy queue.
    const runMs = pending.deadlineMs;
    if (this.send({ type: 'render', id, remote, version, input, deadlineMs: left, runMs }))
      pending.sentTo = this.child;
  }

  private onRendered(id: number, result: VersionRenderResult): void {
    const pending = this.renders.get(id);
    if (!pending) return;
    this.renders.delete(id);
    clearTimeout(pending.timer);
    const breaker = this.breakers.get(pending.key);
    if (result.ok) {
      breaker?.recordSuccess();
      this.deathsInARow = 0;
    } else if (
      countsAgainstBreaker({
        blame: result.blame,
        reason: result.reason,
        readyAt: this.readyAt.get(pending.key),
        now: this.now(),
        graceMs: this.settings.breakerGraceMs,
      })
    ) {
      if (breaker?.recordFailure()) {
        this.logger.warn(
          { remote: pending.remote, version: pending.version, reason: result.reason },
          'server render breaker open',
        );
      }
    } else {
      breaker?.recordNoVerdict();
    }
    this.answer(pending, result.ok ? result : { ok: false, reason: result.reason });
  }

  private onDeadline(pending: PendingRender): void {
    this.answer(pending, { ok: false, reason: 'timeout' });
    if (!pending.sentTo) {
      this.renders.delete(pending.id);
      this.breakers.get(pending.key)?.recordNoVerdict();
      return;
    }
    // The render process answers at the deadline it was given; wait a little for whether the
    // version was to blame (it ran too long) or not (it waited), then forget the render.
    pending.timer = setTimeout(() => {
      this.renders.delete(pending.id);
      this.breakers.get(pending.key)?.recordNoVerdict();
    }, LATE_ANSWER_MS);
    pending.timer.unref();
  }

  private answer(
    pending: PendingRender,
    result: { ok: true; html: string; status: number } | { ok: false; reason: RenderFailureReason },
  ): void {
    if (pending.answered) return;
    pending.answered = true;
    const renderMs = this.now() - pending.startedAt;
    pending.resolve(
      result.ok
        ? { ok: true, html: result.html, status: result.status, renderMs }
        : { ok: false, reason: result.reason, renderMs },
    );
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (child !== this.child) return;
    this.child = null;
    this.connected = false;
    for (const resolve of this.statsRequests.values()) resolve(null);
    this.statsRequests.clear();
    if (this.closed) return;
    this.logger.error({ code, signal, pid: child.pid }, 'the render process died: restarting it');

    // It loads one version at a time, in order: the first unanswered announcement was loading.
    const loading = this.unanswered[0];
    if (loading?.version) this.countLoadCrash(loading.remote, loading.version);
    this.unanswered.length = 0;
    // The next process loads them again; only refusals carry over.
    for (const [key, load] of this.loads) if (load.kind === 'ready') this.loads.delete(key);
    const detail = `the render process died (${signal ?? `exit code ${code}`})`;
    for (const pending of this.renders.values()) {
      if (pending.sentTo === child)
        this.onRendered(pending.id, { ok: false, reason: 'crash', blame: 'version', detail });
    }
    this.scheduleRestart();
  }

  private countLoadCrash(remote: string, version: string): void {
    const key = keyOf(remote, version);
    const crashes = (this.loadCrashes.get(key) ?? 0) + 1;
    this.loadCrashes.set(key, crashes);
    if (crashes < this.settings.loadCrashLimit) return;
    // Loading it again would take every remote's renders down with it once more.
    const detail = `the render process died ${crashes} times while loading it`;
    this.loads.set(key, { kind: 'refused', reason: 'crash', detail });
    this.logger.error({ remote, version, detail }, 'server bundle refused');
  }

  private scheduleRestart(): void {
    const delay = Math.min(
      this.settings.restartBackoffMs * 2 ** this.deathsInARow,
      this.settings.restartBackoffMaxMs,
    );
    this.deathsInARow += 1;
    this.restarts += 1;
    this.restartTimer = setTimeout(() => this.start(), delay);
  }

  private send(message: SupervisorMessage): boolean {
    const child = this.child;
    if (!child?.connected) return false;
    try {
      child.send(message);
      return true;
    } catch {
      // Its channel closed under us: its 'exit' follows, and the restart sends again.
      return false;
    }
  }

  private processStats(): Promise<RenderProcessStats | null> {
    const id = this.nextId++;
    if (!this.connected || !this.send({ type: 'stats', id })) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.statsRequests.delete(id);
        resolve(null);
      }, STATS_TIMEOUT_MS);
      this.statsRequests.set(id, (stats) => {
        clearTimeout(timer);
        resolve(stats);
      });
    });
  }

  private breakerOf(key: string): CircuitBreaker {
    let breaker = this.breakers.get(key);
    if (!breaker) {
      breaker = new CircuitBreaker({
        failureThreshold: this.settings.failureThreshold,
        cooldownMs: this.settings.breakerCooldownMs,
        now: this.now,
      });
      this.breakers.set(key, breaker);
    }
    return breaker;
  }

  /** A version that stops or starts being live starts over: no breaker, no refusal, no strikes. */
  private forget(key: string): void {
    this.breakers.delete(key);
    this.loads.delete(key);
    this.loadCrashes.delete(key);
    this.loadTimeouts.delete(key);
    clearTimeout(this.loadRetries.get(key));
    this.loadRetries.delete(key);
    this.readyAt.delete(key);
  }

  private checkSettled(): void {
    if (!this.connected || this.unanswered.length > 0) return;
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
