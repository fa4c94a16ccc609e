/**
 * One breaker per remote version: a release that keeps failing stops costing every request its
 * deadline (and, for a crash, the render process a restart). After the cooldown one request is let
 * through as a trial; the others keep falling back until it answers.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  now: () => number;
}

export class CircuitBreaker {
  private failuresInARow = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(private readonly options: CircuitBreakerOptions) {}

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.trialInFlight ? 'half-open' : 'open';
  }

  /** Whether a render may go ahead now; true at most once per cooldown while open. */
  tryAcquire(): boolean {
    if (this.openedAt === null) return true;
    if (this.trialInFlight) return false;
    if (this.options.now() - this.openedAt < this.options.cooldownMs) return false;
    this.trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.failuresInARow = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  /** Counts a failure; true when it is the one that opened the breaker. */
  recordFailure(): boolean {
    this.failuresInARow += 1;
    const opens =
      this.trialInFlight || (this.openedAt === null && this.failuresInARow >= this.options.failureThreshold);
    if (opens) {
      this.openedAt = this.options.now();
      this.trialInFlight = false;
    }
    return opens;
  }

  /**
   * The render ended without saying anything about the version (it waited behind another render, or
   * for the process to restart): a trial it was is given back, so that the next request tries.
   */
  recordNoVerdict(): void {
    this.trialInFlight = false;
  }
}
