import { countsAgainstBreaker } from './breaker-verdict';

const GRACE_MS = 10_000;

describe('countsAgainstBreaker', () => {
  it.each([
    // blame, reason, ready since (ms, undefined: never), counts
    ['version', 'timeout', 60_000, true],
    ['version', 'timeout', 2_000, false],
    ['version', 'timeout', undefined, true],
    ['version', 'error', 2_000, true],
    ['version', 'crash', 2_000, true],
    ['version', 'too-large', 2_000, true],
    ['none', 'timeout', 60_000, false],
    ['none', 'crash', 60_000, false],
  ] as const)('blame %s, %s, ready %s ms ago: %s', (blame, reason, readySince, counts) => {
    const now = 100_000;
    expect(
      countsAgainstBreaker({
        blame,
        reason,
        readyAt: readySince === undefined ? undefined : now - readySince,
        now,
        graceMs: GRACE_MS,
      }),
    ).toBe(counts);
  });
});
