import { breakerEntry, countsAgainstBreaker } from './breaker-verdict';

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

describe('breakerEntry', () => {
  it.each([
    // result, ready since (ms), what the breaker is told
    [{ ok: true }, 60_000, 'success'],
    [{ ok: true }, 2_000, 'success'],
    [{ ok: false, blame: 'version', reason: 'error' }, 2_000, 'failure'],
    [{ ok: false, blame: 'version', reason: 'timeout' }, 60_000, 'failure'],
    [{ ok: false, blame: 'version', reason: 'timeout' }, 2_000, 'no-verdict'],
    [{ ok: false, blame: 'none', reason: 'timeout' }, 60_000, 'no-verdict'],
    [{ ok: false, blame: 'none', reason: 'crash' }, 60_000, 'no-verdict'],
  ] as const)('%o, ready %i ms ago: %s', (result, readySince, entry) => {
    const now = 100_000;
    expect(breakerEntry({ result, readyAt: now - readySince, now, graceMs: GRACE_MS })).toBe(entry);
  });
});
