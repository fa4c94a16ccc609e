import { CircuitBreaker } from './circuit-breaker';

function breakerAt(clock: { now: number }) {
  return new CircuitBreaker({ failureThreshold: 3, cooldownMs: 30_000, now: () => clock.now });
}

/** A breaker opened at 0 ms by three failures in a row, and the clock it reads. */
function openedAtZero() {
  const clock = { now: 0 };
  const breaker = breakerAt(clock);
  for (let i = 0; i < 3; i++) breaker.recordFailure();
  return { clock, breaker };
}

/** The same, its cooldown over (30 s) and its one trial let through. */
function inTrial() {
  const opened = openedAtZero();
  opened.clock.now = 30_000;
  opened.breaker.tryAcquire();
  return opened;
}

describe('CircuitBreaker', () => {
  it('lets renders through while failures stay under the threshold', () => {
    const breaker = breakerAt({ now: 0 });
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.state).toBe('closed');
  });

  it('opens after three failures in a row, and says so once', () => {
    const breaker = breakerAt({ now: 0 });
    expect([1, 2, 3, 4].map(() => breaker.recordFailure())).toEqual([false, false, true, false]);
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('counts failures in a row only: a success starts the count again', () => {
    const breaker = breakerAt({ now: 0 });
    breaker.recordFailure();
    breaker.recordFailure();
    breaker.recordSuccess();
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe('closed');
  });

  it('after the cooldown, lets exactly one trial through', () => {
    const { clock, breaker } = openedAtZero();
    clock.now = 29_999;
    expect(breaker.tryAcquire()).toBe(false);
    clock.now = 30_000;
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('closes when the trial succeeds', () => {
    const { breaker } = inTrial();
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('opens for another cooldown when the trial fails', () => {
    const { clock, breaker } = inTrial();
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    clock.now = 59_999;
    expect(breaker.tryAcquire()).toBe(false);
    clock.now = 60_000;
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('lets another trial through when the first ended without a verdict (it waited, nobody ran it)', () => {
    const { breaker } = inTrial();
    breaker.recordNoVerdict();
    expect(breaker.tryAcquire()).toBe(true);
  });
});
