import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BundleMessages, PageInput } from './bundle-contract';
import { checkModuleState, type ProbeResult } from './module-state-check';
import type { LoadVerdict, VersionRenderResult, VersionState } from './process-messages';
import type { RenderProcessConfig } from './render-process-config';
import type { RenderFailureReason } from './render-outcome';
import { checkRenderedPage } from './rendered-page-check';
import type { WorkerBoot, WorkerMessage } from './worker-messages';

const WORKER_FILE = path.join(import.meta.dirname, 'bundle-worker-thread.ts');

/**
 * The worker runs with Node's own type stripping (Node 22.18 and later; the platform runs on the
 * workspace's Node 24), not with tsx: tsx in a worker registers its hooks on a thread of their own,
 * which doubles the start of every worker (one starts at each promote and after each timeout), and
 * Node 20 does not apply them in workers at all.
 */
const WORKER_EXEC_ARGV: string[] = [];
const CANNOT_STRIP_TYPES = process.features.typescript
  ? null
  : `Node ${process.version} cannot run the worker thread: it needs type stripping (Node 22.18 or later)`;

/** Starts of a new thread for a version already serving, before it is refused (startWarmThread). */
const REPLACEMENT_ATTEMPTS = 3;

/** Young generation of a worker: enough for a page's short-lived garbage, small next to the old. */
const WORKER_YOUNG_GENERATION_MB = 16;

interface Job {
  id: number;
  input: PageInput;
  /** A self-test render: it runs before the version serves anyone, outside the queue. */
  probe: boolean;
  done: boolean;
  /** How long it may run once started (its wait in the queue not counted). */
  runMs: number;
  timer: NodeJS.Timeout;
  resolve: (result: VersionRenderResult) => void;
}

type StartResult = { ok: true } | { ok: false; reason: RenderFailureReason; detail: string };

export interface VersionWorkerOptions extends Pick<
  RenderProcessConfig,
  'workerHeapLimitMb' | 'maxHtmlBytes' | 'probeInputs' | 'probeDeadlineMs' | 'loadTimeoutMs'
> {
  remote: string;
  version: string;
  bundlePath: string;
  /** The release's texts, given to every render (LiveBundle.messages). */
  messages?: BundleMessages;
  /** Told once the worker is gone for good (superseded and drained, or closed). */
  onClosed: (worker: VersionWorker) => void;
  /** Told when a version that had loaded is refused (its new thread could not start or render). */
  onRefusedLater?: (worker: VersionWorker, refusal: { reason: RenderFailureReason; detail: string }) => void;
}

/**
 * One version of one remote's server bundle, warm in a worker thread: loaded and self-tested once
 * (`load`), then rendering one page at a time in request order. A render that runs past its
 * deadline costs the thread (an endless loop cannot be interrupted any other way): the thread is
 * terminated and a new one loads the same bundle, while the renders queued behind wait.
 *
 * When a newer version goes live this one drains: what it holds finishes here, on the version it
 * started with, then the thread ends.
 */
export class VersionWorker {
  readonly remote: string;
  readonly version: string;
  readonly bundlePath: string;
  private currentState: VersionState = 'waiting';
  private thread: Worker | null = null;
  private startup: ((result: StartResult) => void) | null = null;
  private running: Job | null = null;
  private readonly queue: Job[] = [];
  private draining = false;
  private loading: Promise<LoadVerdict> | null = null;
  private refusal: { reason: RenderFailureReason; detail: string } | null = null;
  private nextJobId = 1;

  constructor(private readonly options: VersionWorkerOptions) {
    this.remote = options.remote;
    this.version = options.version;
    this.bundlePath = options.bundlePath;
  }

  get state(): VersionState {
    return this.currentState;
  }

  get closed(): boolean {
    return this.currentState === 'closed';
  }

  get hasThread(): boolean {
    return this.thread !== null;
  }

  /** Renders asked of this version and not answered yet (self-test renders are not requests). */
  get inFlight(): number {
    return this.queue.length + (this.running && !this.running.probe ? 1 : 0);
  }

  /** Starts the thread and self-tests the bundle; the same answer however often it is asked. */
  load(): Promise<LoadVerdict> {
    this.loading ??= this.firstLoad();
    return this.loading;
  }

  /**
   * Queues a render: dropped (no one to blame) if it has not started within `deadlineMs`, stopped
   * (the version to blame) if it runs for longer than `runMs` once started.
   */
  render(input: PageInput, deadlineMs: number, runMs: number = deadlineMs): Promise<VersionRenderResult> {
    if (this.refusal) {
      return Promise.resolve({ ok: false, ...this.refusal, blame: 'none' });
    }
    if (this.closed) {
      return Promise.resolve({ ok: false, reason: 'not-live', blame: 'none', detail: 'version closed' });
    }
    return new Promise((resolve) => {
      const job = this.newJob(input, false, deadlineMs, resolve, runMs);
      this.queue.push(job);
      this.pump();
    });
  }

  /** A newer version is live: finish what was asked of this one, then end. */
  drain(): void {
    this.draining = true;
    this.closeIfDrained();
  }

  /** Live again (a rollback while it was still draining). */
  revive(): void {
    if (!this.closed) this.draining = false;
  }

  close(): void {
    if (this.closed) return;
    this.currentState = 'closed';
    this.startup?.({ ok: false, reason: 'not-live', detail: 'closed while loading' });
    this.stopThread();
    const jobs = [...this.queue, ...(this.running ? [this.running] : [])];
    this.queue.length = 0;
    for (const job of jobs)
      this.finish(job, { ok: false, reason: 'not-live', blame: 'none', detail: 'closed' });
    this.options.onClosed(this);
  }

  private async firstLoad(): Promise<LoadVerdict> {
    if (this.closed) return { kind: 'superseded' };
    this.currentState = 'starting';
    const started = await this.startThread();
    if (this.closed) return { kind: 'superseded' };
    if (!started.ok) return this.refuse(started.reason, started.detail);

    this.currentState = 'testing';
    const verdict = await checkModuleState((input) => this.runProbe(input), this.options.probeInputs);
    if (this.closed) return { kind: 'superseded' };
    if (!verdict.ok) return this.refuse(verdict.reason, verdict.detail);

    this.currentState = 'ready';
    this.pump();
    this.closeIfDrained();
    return { kind: 'ready' };
  }

  private refuse(reason: RenderFailureReason, detail: string): LoadVerdict {
    this.refusal = { reason, detail };
    this.currentState = 'refused';
    this.stopThread();
    const jobs = this.queue.splice(0);
    for (const job of jobs) this.finish(job, { ok: false, reason, blame: 'none', detail });
    this.closeIfDrained();
    return { kind: 'refused', reason, detail };
  }

  /** A refusal after the load answered: nobody awaits a verdict, so the owner is told. */
  private refuseLater(reason: RenderFailureReason, detail: string): void {
    this.refuse(reason, detail);
    this.options.onRefusedLater?.(this, { reason, detail });
  }

  private startThread(): Promise<StartResult> {
    if (CANNOT_STRIP_TYPES)
      return Promise.resolve({ ok: false, reason: 'error', detail: CANNOT_STRIP_TYPES });
    const boot: WorkerBoot = { bundlePath: this.bundlePath, messages: this.options.messages };
    let thread: Worker;
    try {
      thread = new Worker(WORKER_FILE, {
        workerData: boot,
        env: {},
        execArgv: WORKER_EXEC_ARGV,
        resourceLimits: {
          maxOldGenerationSizeMb: this.options.workerHeapLimitMb,
          maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
        },
      });
    } catch (error) {
      return Promise.resolve({ ok: false, reason: 'error', detail: `no worker thread: ${String(error)}` });
    }
    this.thread = thread;
    let lastError: unknown;
    thread.on('message', (message: WorkerMessage) => this.onThreadMessage(thread, message));
    thread.on('error', (error) => (lastError = error));
    thread.on('exit', (code) => this.onThreadExit(thread, code, lastError));

    return new Promise((resolve) => {
      const timer = setTimeout(
        () => settle({ ok: false, reason: 'timeout', detail: 'the bundle took too long to load' }),
        this.options.loadTimeoutMs,
      );
      const settle = (result: StartResult) => {
        clearTimeout(timer);
        this.startup = null;
        if (!result.ok) this.stopThread();
        resolve(result);
      };
      this.startup = settle;
    });
  }

  /** Ends the current thread; its last messages and its exit are ignored from now on. */
  private stopThread(): void {
    const thread = this.thread;
    this.thread = null;
    if (thread) void thread.terminate();
  }

  private onThreadMessage(thread: Worker, message: WorkerMessage): void {
    if (thread !== this.thread) return;
    if (message.type === 'loaded') return this.startup?.({ ok: true });
    if (message.type === 'load-failed') {
      return this.startup?.({ ok: false, reason: 'error', detail: message.detail });
    }
    const job = this.running;
    if (!job || job.id !== message.id) return;
    if (message.type === 'failed') {
      return this.finish(job, { ok: false, reason: 'error', blame: 'version', detail: message.detail });
    }
    const page = checkRenderedPage(message.page, this.options.maxHtmlBytes);
    this.finish(job, page.ok ? page : { ...page, blame: 'version' });
  }

  private onThreadExit(thread: Worker, code: number, lastError: unknown): void {
    if (thread !== this.thread) return;
    this.thread = null;
    const detail = `the worker thread died (exit code ${code}${lastError ? `, ${String(lastError)}` : ''})`;
    if (this.startup) return this.startup({ ok: false, reason: 'crash', detail });
    if (this.running) this.finish(this.running, { ok: false, reason: 'crash', blame: 'version', detail });
    this.replaceThread();
  }

  private newJob(
    input: PageInput,
    probe: boolean,
    deadlineMs: number,
    resolve: (result: VersionRenderResult) => void,
    runMs: number = deadlineMs,
  ): Job {
    const job: Job = {
      id: this.nextJobId++,
      input,
      probe,
      done: false,
      runMs,
      resolve,
      timer: setTimeout(() => this.onDeadline(job), deadlineMs),
    };
    return job;
  }

  private onDeadline(job: Job): void {
    if (job !== this.running) {
      // It never started: the version is not to blame, whatever it was waiting behind.
      const index = this.queue.indexOf(job);
      if (index >= 0) this.queue.splice(index, 1);
      this.finish(job, { ok: false, reason: 'timeout', blame: 'none', detail: 'waited past its deadline' });
      return;
    }
    this.stopThread();
    this.finish(job, { ok: false, reason: 'timeout', blame: 'version', detail: 'ran past its deadline' });
    this.replaceThread();
  }

  private runProbe(input: PageInput): Promise<ProbeResult> {
    return new Promise((resolve) => {
      const job = this.newJob(input, true, this.options.probeDeadlineMs, (result) => resolve(result));
      if (!this.thread || this.running) {
        return this.finish(job, { ok: false, reason: 'crash', blame: 'none', detail: 'no worker thread' });
      }
      this.execute(job);
    });
  }

  private execute(job: Job): void {
    this.running = job;
    clearTimeout(job.timer);
    job.timer = setTimeout(() => this.onDeadline(job), job.runMs);
    this.thread?.postMessage({ type: 'render', id: job.id, input: job.input });
  }

  private finish(job: Job, result: VersionRenderResult): void {
    if (job.done) return;
    job.done = true;
    clearTimeout(job.timer);
    if (this.running === job) this.running = null;
    job.resolve(result);
    this.pump();
    this.closeIfDrained();
  }

  private pump(): void {
    if (this.currentState !== 'ready' || this.running || !this.thread) return;
    const job = this.queue.shift();
    if (job) this.execute(job);
  }

  /** After a timeout or a crash while serving: the same bundle in a new thread, warmed before it serves. */
  private replaceThread(): void {
    if (this.currentState !== 'ready' || this.closeIfDrained()) return;
    this.currentState = 'starting';
    void this.startWarmThread();
  }

  /**
   * A cold thread's first page takes several times a warm one's (40–50 ms against 5–8 ms for
   * /profile on the 2-core machine, more on a busy one): served first, it could run past its
   * deadline again, cost the thread again, and so on, every page falling back while the host is busy.
   * So a new thread renders the first self-test page before it serves (not looked at: the version
   * passed its test). A start or a warm-up that runs out of time is tried again, a few times.
   */
  private async startWarmThread(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const started = await this.startThread();
      if (this.closed) return;
      if (started.ok) {
        const warmed = await this.runProbe(this.options.probeInputs[0]);
        if (this.closed) return;
        // Warmed, or its page failed without ending the thread: it serves (the version passed its test).
        if (this.thread) break;
        if (attempt < REPLACEMENT_ATTEMPTS) continue;
        const { reason, detail } = warmed.ok ? { reason: 'crash' as const, detail: 'ended' } : warmed;
        this.refuseLater(reason, `a new thread could not render its first page: ${detail}`);
        return;
      }
      if (started.reason !== 'timeout' || attempt >= REPLACEMENT_ATTEMPTS) {
        this.refuseLater(started.reason, started.detail);
        return;
      }
    }
    this.currentState = 'ready';
    this.pump();
    this.closeIfDrained();
  }

  private closeIfDrained(): boolean {
    if (!this.draining || this.queue.length > 0 || (this.running && !this.running.probe)) return false;
    this.close();
    return true;
  }
}
