import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Logger } from '@coach/server-kit/logger';
import type { RenderProcessMessage, RenderProcessStats, SupervisorMessage } from './process-messages';
import { restartDelay } from './restart-backoff';

const STATS_TIMEOUT_MS = 2_000;
const KILL_TIMEOUT_MS = 2_000;
const OUTPUT_LINE_LENGTH = 2_000;

export interface RenderProcessLinkOptions {
  logger: Logger;
  /** Starts a render process (render-process-launch.ts); may throw. */
  launch: () => ChildProcess;
  restartBackoffMs: number;
  restartBackoffMaxMs: number;
  /** Each message of the current render process but its stats answers, 'ready' included. */
  onMessage: (message: RenderProcessMessage) => void;
  /**
   * The current render process died (not called once closed): what was sent to it is lost. Told
   * before the next one is started.
   */
  onDeath: (child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) => void;
}

/**
 * The one render process (render-process-entry.ts) as the supervisor reaches it: started, its
 * output forwarded to the platform's log, restarted with a growing wait while it keeps dying,
 * and messages sent to it only while it runs. Its stats are asked for and answered here.
 */
export class RenderProcessLink {
  private child: ChildProcess | null = null;
  /** The current child said it is ready: messages sent now are handled. */
  private ready = false;
  private closed = false;
  private restartTimer: NodeJS.Timeout | null = null;
  private deathsInARow = 0;
  private restartCount = 0;
  private nextStatsId = 1;
  private readonly statsRequests = new Map<number, (stats: RenderProcessStats | null) => void>();

  constructor(private readonly options: RenderProcessLinkOptions) {}

  /** The render process running now, if any (what a render was sent to is compared with it). */
  get current(): ChildProcess | null {
    return this.child;
  }

  get connected(): boolean {
    return this.ready;
  }

  get restarts(): number {
    return this.restartCount;
  }

  /** A render succeeded: the next death waits the shortest again. */
  healthy(): void {
    this.deathsInARow = 0;
  }

  start(): void {
    this.restartTimer = null;
    if (this.closed) return;
    let child: ChildProcess;
    try {
      child = this.options.launch();
    } catch (error) {
      this.options.logger.error({ err: error }, 'the render process cannot be started');
      this.scheduleRestart();
      return;
    }
    this.child = child;
    this.ready = false;
    // Sent by render-process-entry.ts, from the same release.
    child.on('message', (message) => this.onMessage(child, message as RenderProcessMessage));
    child.on('exit', (code, signal) => this.onExit(child, code, signal));
    child.on('error', (error) => {
      this.options.logger.error({ err: error }, 'render process error');
      // Failed to start at all: there will be no 'exit' to restart it.
      if (child.pid === undefined) this.onExit(child, null, null);
    });
    this.forwardOutput(child.stdout);
    this.forwardOutput(child.stderr);
  }

  send(message: SupervisorMessage): boolean {
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

  /** The render process's own figures; null while it is (re)starting or when it does not answer. */
  stats(): Promise<RenderProcessStats | null> {
    const id = this.nextStatsId++;
    if (!this.ready || !this.send({ type: 'stats', id })) return Promise.resolve(null);
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

  /** No restart from now on; the render process is killed. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, KILL_TIMEOUT_MS).unref())]);
  }

  /** Its output (a fatal error's report, a bundle's console) goes to the platform's log. */
  private forwardOutput(stream: Readable | null): void {
    if (!stream) return;
    createInterface({ input: stream }).on('line', (line) => {
      this.options.logger.warn({ output: line.slice(0, OUTPUT_LINE_LENGTH) }, 'render process output');
    });
  }

  private onMessage(child: ChildProcess, message: RenderProcessMessage): void {
    if (child !== this.child) return;
    if (message.type === 'stats') {
      this.statsRequests.get(message.id)?.(message.stats);
      this.statsRequests.delete(message.id);
      return;
    }
    if (message.type === 'ready') this.ready = true;
    this.options.onMessage(message);
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (child !== this.child) return;
    this.child = null;
    this.ready = false;
    for (const resolve of this.statsRequests.values()) resolve(null);
    this.statsRequests.clear();
    if (this.closed) return;
    this.options.logger.error({ code, signal, pid: child.pid }, 'the render process died: restarting it');
    this.options.onDeath(child, code, signal);
    this.scheduleRestart();
  }

  private scheduleRestart(): void {
    const { restartBackoffMs: backoffMs, restartBackoffMaxMs: maxBackoffMs } = this.options;
    const delay = restartDelay({ deathsInARow: this.deathsInARow, backoffMs, maxBackoffMs });
    this.deathsInARow += 1;
    this.restartCount += 1;
    this.restartTimer = setTimeout(() => this.start(), delay);
  }
}
