import {
  isCommitmentDone,
  isCommitmentOverdue,
  isWeatherDayAcceptable,
  lastDays,
  markDone,
  nextOccurrence,
  occurrencesBetween,
  occursOn,
  undoDone,
  upsertByDay,
  type CommitmentTiming,
} from './life-gps-rules';

const once = (due_date: string, done_through: string | null = null): CommitmentTiming => ({
  due_date,
  repeat_weekly: false,
  done_through,
});
const weekly = (due_date: string, done_through: string | null = null): CommitmentTiming => ({
  due_date,
  repeat_weekly: true,
  done_through,
});

describe('the one-per-day weather rule', () => {
  it.each([
    ['2026-11-23', '2026-11-23T10:00:00Z', true, 'the UTC date'],
    ['2026-11-22', '2026-11-23T03:00:00Z', true, 'still yesterday in America'],
    ['2026-11-24', '2026-11-23T20:00:00Z', true, 'already tomorrow in Kiribati'],
    ['2026-11-21', '2026-11-23T10:00:00Z', false, 'two days ago'],
    ['2026-11-25', '2026-11-23T10:00:00Z', false, 'two days ahead'],
    ['2026-02-30', '2026-02-28T10:00:00Z', false, 'not a date'],
    ['2027-01-01', '2026-12-31T23:30:00Z', true, 'across the new year'],
  ])('%s at %s → %s (%s)', (day, now, expected) => {
    expect(isWeatherDayAcceptable(day, new Date(now))).toBe(expected);
  });

  it('a second entry the same day replaces the first; other days stay, in order', () => {
    const history = [
      { day: '2026-11-21', mood: 'top' },
      { day: '2026-11-23', mood: 'top' },
    ];
    expect(upsertByDay(history, { day: '2026-11-23', mood: 'not_top' })).toEqual([
      { day: '2026-11-21', mood: 'top' },
      { day: '2026-11-23', mood: 'not_top' },
    ]);
    expect(upsertByDay(history, { day: '2026-11-22', mood: 'top' }).map((e) => e.day)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
  });

  it('the history is the 14 days ending today', () => {
    const days = lastDays('2026-03-05', 14);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-02-20');
    expect(days[13]).toBe('2026-03-05');
  });
});

describe('commitment repetition', () => {
  it.each<[CommitmentTiming, string, boolean]>([
    [once('2026-11-23'), '2026-11-23', true],
    [once('2026-11-23'), '2026-11-30', false],
    [weekly('2026-11-23'), '2026-11-30', true],
    [weekly('2026-11-23'), '2026-12-28', true],
    [weekly('2026-11-23'), '2026-11-24', false],
    [weekly('2026-11-23'), '2026-11-16', false],
    // Across the end of March (a daylight-saving change in Europe): still every 7 days.
    [weekly('2026-03-23'), '2026-03-30', true],
  ])('%j occurs on %s: %s', (c, day, expected) => {
    expect(occursOn(c, day)).toBe(expected);
  });

  it('lists the occurrences of a period', () => {
    expect(occurrencesBetween(weekly('2026-11-02'), '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(occurrencesBetween(once('2026-11-02'), '2026-11-03', '2026-11-30')).toEqual([]);
  });

  it.each<[string, CommitmentTiming, string | null, boolean, boolean]>([
    // name, commitment, next, done today (2026-11-23), overdue today
    ['one-off due today', once('2026-11-23'), '2026-11-23', false, false],
    ['one-off due yesterday', once('2026-11-22'), '2026-11-22', false, true],
    ['one-off done', once('2026-11-22', '2026-11-22'), null, true, false],
    ['weekly, first due later', weekly('2026-11-30'), '2026-11-30', false, false],
    ['weekly, last week missed', weekly('2026-11-09', '2026-11-09'), '2026-11-16', false, true],
    ['weekly, done through today', weekly('2026-11-09', '2026-11-23'), '2026-11-30', true, false],
    ['weekly, done last week, due today', weekly('2026-11-09', '2026-11-16'), '2026-11-23', false, false],
  ])('%s', (_name, c, next, done, overdue) => {
    expect(nextOccurrence(c)).toBe(next);
    expect(isCommitmentDone(c, '2026-11-23')).toBe(done);
    expect(isCommitmentOverdue(c, '2026-11-23')).toBe(overdue);
  });

  it('marking done then undoing comes back where it was', () => {
    const c = weekly('2026-11-09', '2026-11-09');
    const done = { ...c, done_through: markDone(c) };
    expect(done.done_through).toBe('2026-11-16');
    expect(undoDone(done)).toBe('2026-11-09');
    expect(undoDone(weekly('2026-11-09', '2026-11-09'))).toBeNull();
    const single = once('2026-11-23');
    expect(markDone(single)).toBe('2026-11-23');
    expect(undoDone({ ...single, done_through: '2026-11-23' })).toBeNull();
  });
});
