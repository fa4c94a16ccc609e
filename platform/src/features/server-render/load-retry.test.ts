import { loadCrashRefusal, loadRetryDelay } from './load-retry';

describe('loadRetryDelay', () => {
  it.each([
    // reason, timeouts in a row (this one included), wait before loading again (null: refused)
    ['timeout', 1, 1_000],
    ['timeout', 2, 2_000],
    ['timeout', 3, 4_000],
    ['timeout', 5, 16_000],
    ['timeout', 6, 30_000],
    ['timeout', 7, 30_000],
    ['timeout', 8, null],
    ['error', 1, null],
    ['crash', 1, null],
    ['stateful', 1, null],
    ['too-large', 1, null],
  ] as const)('%s, %i in a row: %s', (reason, timeoutsInARow, delay) => {
    expect(
      loadRetryDelay({ reason, timeoutsInARow, backoffMs: 1_000, maxBackoffMs: 30_000, maxTimeouts: 8 }),
    ).toBe(delay);
  });
});

describe('loadCrashRefusal', () => {
  it.each([
    // deaths while loading it (this one included), limit, refusal (null: loaded again)
    [1, 2, null],
    [2, 2, 'the render process died 2 times while loading it'],
    [3, 2, 'the render process died 3 times while loading it'],
    [1, 1, 'the render process died 1 times while loading it'],
    [2, 3, null],
  ])('%i deaths, limit %i: %s', (crashes, limit, refusal) => {
    expect(loadCrashRefusal({ crashes, limit })).toBe(refusal);
  });
});
