import { scoreCaptainTypes, scoreLifeGps, wholePercentages } from './scoring.ts';

const TYPES = ['compass', 'horizon', 'anchor', 'lighthouse'];
const answers = (...ids: string[]) => ids.map((id) => ({ [id]: 1 }));

describe('wholePercentages', () => {
  it.each([
    { values: [1, 1, 1], expected: [34, 33, 33] },
    { values: [2, 1, 1], expected: [50, 25, 25] },
    { values: [0, 0, 0], expected: [0, 0, 0] },
    { values: [1, 0, 0], expected: [100, 0, 0] },
    { values: [5, 4, 4, 3], expected: [31, 25, 25, 19] },
    { values: [1, 1, 1, 1, 1, 1], expected: [17, 17, 17, 17, 16, 16] },
  ])('$values → $expected (always 100 in all)', ({ values, expected }) => {
    const percents = wholePercentages(values);
    expect(percents).toEqual(expected);
    if (values.some((value) => value > 0)) expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('scoreCaptainTypes', () => {
  it.each([
    {
      name: 'a clear main and secondary type',
      chosen: answers('horizon', 'horizon', 'horizon', 'anchor', 'anchor', 'compass'),
      main: 'horizon',
      secondary: 'anchor',
      percents: [17, 50, 33, 0],
    },
    {
      name: 'a tie for first goes to the type declared first',
      chosen: answers('lighthouse', 'anchor', 'lighthouse', 'anchor'),
      main: 'anchor',
      secondary: 'lighthouse',
      percents: [0, 0, 50, 50],
    },
    {
      name: 'a tie for second goes to the type declared first',
      chosen: answers('lighthouse', 'lighthouse', 'horizon', 'compass'),
      main: 'lighthouse',
      secondary: 'compass',
      percents: [25, 25, 0, 50],
    },
    {
      name: 'all four equal: the declared order decides',
      chosen: answers('lighthouse', 'anchor', 'horizon', 'compass'),
      main: 'compass',
      secondary: 'horizon',
      percents: [25, 25, 25, 25],
    },
    {
      name: 'one type only: no secondary type',
      chosen: answers('anchor', 'anchor'),
      main: 'anchor',
      secondary: null,
      percents: [0, 0, 100, 0],
    },
  ])('$name', ({ chosen, main, secondary, percents }) => {
    const result = scoreCaptainTypes(TYPES, chosen);
    expect(result.main).toBe(main);
    expect(result.secondary).toBe(secondary);
    expect(result.scores.map((score) => score.percent)).toEqual(percents);
    expect(result.scores.map((score) => score.id)).toEqual(TYPES);
    expect(result.total).toBe(chosen.length);
  });

  it('adds answers that give points to several types', () => {
    const result = scoreCaptainTypes(TYPES, [{ compass: 2, anchor: 1 }, { anchor: 2 }]);
    expect(result.scores.map((score) => score.points)).toEqual([2, 0, 3, 0]);
    expect(result.main).toBe('anchor');
  });

  it('refuses points for a type the content does not declare', () => {
    expect(() => scoreCaptainTypes(TYPES, [{ pirate: 1 }])).toThrow('"pirate"');
  });
});

describe('scoreLifeGps', () => {
  const ratings = [
    { id: 'health', now: 6, wished: 8 },
    { id: 'family', now: 7, wished: 7 },
    { id: 'work', now: 3, wished: 8 },
    { id: 'money', now: 4, wished: 6 },
    { id: 'leisure', now: 8, wished: 5 },
  ];

  it('computes each gap and keeps the declared order for the wheel', () => {
    const { areas } = scoreLifeGps(ratings);
    expect(areas.map(({ id, gap }) => [id, gap])).toEqual([
      ['health', 2],
      ['family', 0],
      ['work', 5],
      ['money', 2],
      ['leisure', -3],
    ]);
  });

  it('lists the positive gaps, largest first, equal gaps in declared order', () => {
    expect(scoreLifeGps(ratings).largestGaps.map((area) => area.id)).toEqual(['work', 'health', 'money']);
  });

  it.each([
    { now: 11, wished: 5 },
    { now: -1, wished: 5 },
    { now: 4.5, wished: 5 },
  ])('refuses a rating outside 0–10 or not whole: $now', ({ now, wished }) => {
    expect(() => scoreLifeGps([{ id: 'health', now, wished }])).toThrow('area "health"');
  });
});
