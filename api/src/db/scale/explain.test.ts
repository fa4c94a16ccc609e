import { explainable, seqScans } from './explain';

describe('reading a plan', () => {
  test.each([
    [{ 'Node Type': 'Index Scan', 'Relation Name': 'users' }, []],
    [{ 'Node Type': 'Seq Scan', 'Relation Name': 'users' }, ['users']],
    [
      {
        'Node Type': 'Nested Loop',
        Plans: [
          { 'Node Type': 'Seq Scan', 'Relation Name': 'teams' },
          { 'Node Type': 'Hash', Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'team_members' }] },
          { 'Node Type': 'Bitmap Heap Scan', 'Relation Name': 'appointments' },
        ],
      },
      ['teams', 'team_members'],
    ],
  ])('%j scans %j whole', (plan, tables) => {
    expect(seqScans(plan)).toEqual(tables);
  });

  test.each([
    ['select 1', true],
    ['  WITH x AS (select 1) select * from x', true],
    ['update "sessions" set x = 1', true],
    ['insert into t values (1)', true],
    ['delete from t', true],
    ['begin', false],
    ['SET LOCAL jit = off', false],
    ['LISTEN coach', false],
  ])('%s is explainable: %s', (sql, expected) => {
    expect(explainable(sql)).toBe(expected);
  });
});
