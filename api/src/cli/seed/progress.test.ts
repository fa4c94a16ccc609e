import { bytes, duration, grouped, progressLine } from './progress';

describe('the seed progress figures', () => {
  test.each([
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [1234567, '1 234 567'],
  ])('grouped(%d) is %s', (value, text) => expect(grouped(value)).toBe(text));

  test.each([
    [1500, '1.5 s'],
    [75_000, '1 min 15 s'],
    [600_000, '10 min 0 s'],
  ])('duration(%d) is %s', (ms, text) => expect(duration(ms)).toBe(text));

  test.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [3 * 1024 ** 3, '3.0 GB'],
  ])('bytes(%d) is %s', (value, text) => expect(bytes(value)).toBe(text));

  test('the line shows the share, the members, the rows, the rate and what is left', () => {
    expect(progressLine({ done: 50, total: 100, rows: 20_000, elapsedMs: 2000 })).toBe(
      '[████████████░░░░░░░░░░░░]  50% 50/100 members · 20 000 rows · 10 000 rows/s · 2.0 s left',
    );
    expect(progressLine({ done: 100, total: 100, rows: 0, elapsedMs: 0 })).toContain('100% 100/100 members');
  });
});
