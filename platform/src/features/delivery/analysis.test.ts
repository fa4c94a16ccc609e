import { analyseCanary, type WindowFigures } from './analysis';

const figures = (errors: number, loads: number, reporters = 10): WindowFigures => ({
  errors,
  loads,
  reporters,
});

describe('analyseCanary', () => {
  it.each([
    // name, stable, canary, R, K, rollback or why
    [
      'the issue example',
      figures(2, 1000),
      figures(12, 140),
      2,
      5,
      'auto rollback: 12 errors in 140 loads, 8.6 %, stable 0.2 %',
    ],
    ['fewer errors than K', figures(0, 1000), figures(4, 10), 2, 5, 'too-few-errors'],
    [
      'exactly K errors is enough',
      figures(0, 1000),
      figures(5, 10),
      2,
      5,
      'auto rollback: 5 errors in 10 loads, 50.0 %, stable 0.0 %',
    ],
    ['two reporters only', figures(0, 1000), figures(50, 60, 2), 2, 5, 'too-few-reporters'],
    [
      'three reporters',
      figures(0, 1000),
      figures(50, 60, 3),
      2,
      5,
      'auto rollback: 50 errors in 60 loads, 83.3 %, stable 0.0 %',
    ],
    // stable 1 %: threshold max(2 %, 3 %) = 3 %
    ['at the stable + R threshold: kept', figures(10, 1000), figures(6, 200), 2, 5, 'within-threshold'],
    [
      'just over stable + R',
      figures(10, 1000),
      figures(7, 200),
      2,
      5,
      'auto rollback: 7 errors in 200 loads, 3.5 %, stable 1.0 %',
    ],
    // stable 5 %: threshold max(10 %, 7 %) = 10 %
    ['a noisy stable: twice its rate decides', figures(50, 1000), figures(18, 200), 2, 5, 'within-threshold'],
    [
      'over twice a noisy stable',
      figures(50, 1000),
      figures(21, 200),
      2,
      5,
      'auto rollback: 21 errors in 200 loads, 10.5 %, stable 5.0 %',
    ],
    [
      'a stable with no load',
      figures(0, 0),
      figures(9, 100),
      2,
      5,
      'auto rollback: 9 errors in 100 loads, 9.0 %, stable 0.0 %',
    ],
    [
      'errors without a load yet',
      figures(0, 100),
      figures(6, 0),
      2,
      5,
      'auto rollback: 6 errors in 0 loads, no load, stable 0.0 %',
    ],
    ['a higher R keeps it', figures(0, 1000), figures(9, 100), 10, 5, 'within-threshold'],
  ] as const)('%s', (_name, stable, canary, maxErrorRate, minErrors, expected) => {
    const verdict = analyseCanary({ stable, canary, maxErrorRate, minErrors });
    expect(verdict.rollback ? verdict.summary : verdict.why).toBe(expected);
  });
});
