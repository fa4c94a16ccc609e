import { restartDelay } from './restart-backoff';

describe('restartDelay', () => {
  it.each([
    // deaths in a row before this one, wait before the next start (ms)
    [0, 100],
    [1, 200],
    [2, 400],
    [5, 3_200],
    [6, 5_000],
    [20, 5_000],
  ])('after %i deaths in a row: %i ms', (deathsInARow, delay) => {
    expect(restartDelay({ deathsInARow, backoffMs: 100, maxBackoffMs: 5_000 })).toBe(delay);
  });
});
