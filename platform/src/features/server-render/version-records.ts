import { breakerEntry } from './breaker-verdict';
import { CircuitBreaker } from './circuit-breaker';
import { loadCrashRefusal, loadRetryDelay } from './load-retry';
import type { LoadVerdict, VersionRenderResult } from './process-messages';
import type { RenderFailureReason } from './render-outcome';
import type { SupervisorSettings } from './supervisor-settings';

/** A version's load as the supervisor's stats name it. */
export type LoadState = 'loading' | 'ready' | { refused: RenderFailureReason; detail: string };

/** The load's state: not answered yet, ready, or refused and why. */
export function loadState(load: LoadVerdict | undefined): LoadState {
  if (!load) return 'loading';
  return load.kind === 'refused' ? { refused: load.reason, detail: load.detail } : 'ready';
}

type RecordSettings = Pick<
  SupervisorSettings,
  | 'failureThreshold'
  | 'breakerCooldownMs'
  | 'breakerGraceMs'
  | 'loadCrashLimit'
  | 'loadRetryBackoffMs'
  | 'loadRetryMaxBackoffMs'
  | 'loadTimeoutLimit'
>;

/**
 * What the supervisor knows of each version (`remote@version`), kept across render processes:
 * how its last load ended, when it was found ready, its load crashes and timeouts in a row, the
 * timer that loads it again, and its breaker. The decisions are load-retry.ts's and
 * breaker-verdict.ts's.
 */
export class VersionRecords {
  private readonly loads = new Map<string, LoadVerdict>();
  /** When each version was last found ready (its breaker's grace starts then). */
  private readonly readyAt = new Map<string, number>();
  private readonly loadCrashes = new Map<string, number>();
  /** Loads of a version that ran out of time in a row, and the timer that loads it again. */
  private readonly loadTimeouts = new Map<string, number>();
  private readonly loadRetries = new Map<string, NodeJS.Timeout>();
  private readonly breakers = new Map<string, CircuitBreaker>();

  constructor(
    private readonly settings: RecordSettings,
    private readonly now: () => number,
  ) {}

  loadOf(key: string): LoadVerdict | undefined {
    return this.loads.get(key);
  }

  isRefused(key: string): boolean {
    return this.loads.get(key)?.kind === 'refused';
  }

  setLoad(key: string, verdict: LoadVerdict): void {
    this.loads.set(key, verdict);
  }

  /** Loaded again: until it answers, its pages wait for the load as on a first one. */
  clearLoad(key: string): void {
    this.loads.delete(key);
  }

  /** Found ready: its load strikes are forgiven and its breaker's grace starts now. */
  loaded(key: string): void {
    this.loadCrashes.delete(key);
    this.loadTimeouts.delete(key);
    this.readyAt.set(key, this.now());
  }

  /** The render process died: the next one loads them again; only refusals carry over. */
  dropReadyLoads(): void {
    for (const [key, load] of this.loads) if (load.kind === 'ready') this.loads.delete(key);
  }

  breakerOf(key: string): CircuitBreaker {
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

  /** A render's end, told to its version's breaker; true when it is the one that opened it. */
  recordRender(key: string, result: VersionRenderResult): boolean {
    const breaker = this.breakers.get(key);
    const entry = breakerEntry({
      result,
      readyAt: this.readyAt.get(key),
      now: this.now(),
      graceMs: this.settings.breakerGraceMs,
    });
    if (entry === 'success') breaker?.recordSuccess();
    if (entry === 'no-verdict') breaker?.recordNoVerdict();
    return entry === 'failure' && breaker?.recordFailure() === true;
  }

  /** A render that ended without a word on its version (it never ran, or its answer came too late). */
  recordNoVerdict(key: string): void {
    this.breakers.get(key)?.recordNoVerdict();
  }

  /** The render process died while loading it; the refusal's detail when it is now refused. */
  countLoadCrash(key: string): string | null {
    const crashes = (this.loadCrashes.get(key) ?? 0) + 1;
    this.loadCrashes.set(key, crashes);
    const detail = loadCrashRefusal({ crashes, limit: this.settings.loadCrashLimit });
    if (detail) this.loads.set(key, { kind: 'refused', reason: 'crash', detail });
    return detail;
  }

  /** After a refusal: the wait before loading it again, or null (refused until named live again). */
  retryDelay(key: string, reason: RenderFailureReason): number | null {
    const timeoutsInARow = reason === 'timeout' ? (this.loadTimeouts.get(key) ?? 0) + 1 : 0;
    this.loadTimeouts.set(key, timeoutsInARow);
    return loadRetryDelay({
      reason,
      timeoutsInARow,
      backoffMs: this.settings.loadRetryBackoffMs,
      maxBackoffMs: this.settings.loadRetryMaxBackoffMs,
      maxTimeouts: this.settings.loadTimeoutLimit,
    });
  }

  /** Runs `retry` in `delayMs`, in place of a retry of the same version already waiting. */
  scheduleRetry(key: string, delayMs: number, retry: () => void): void {
    clearTimeout(this.loadRetries.get(key));
    const timer = setTimeout(() => {
      this.loadRetries.delete(key);
      retry();
    }, delayMs);
    timer.unref();
    this.loadRetries.set(key, timer);
  }

  /** A version that stops or starts being live starts over: no breaker, no refusal, no strikes. */
  forget(key: string): void {
    this.breakers.delete(key);
    this.loads.delete(key);
    this.loadCrashes.delete(key);
    this.loadTimeouts.delete(key);
    clearTimeout(this.loadRetries.get(key));
    this.loadRetries.delete(key);
    this.readyAt.delete(key);
  }

  close(): void {
    for (const timer of this.loadRetries.values()) clearTimeout(timer);
  }
}
