import { safeTarget } from './safe-target';

const ORIGIN = 'https://coach.example';

describe('the clear-cache page continues only on this site', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/', '/'],
    ['/home/login', '/home/login'],
    ['/dashboard/team?tab=2#top', '/dashboard/team?tab=2#top'],
    ['/a/../b', '/b'],
    ['//evil.example/x', '/'],
    ['/\\evil.example/x', '/'],
    ['/%5Cevil.example/x', '/%5Cevil.example/x'],
    ['/\tevil.example/x', '/evil.example/x'],
    ['/\t/evil.example/x', '/'],
    ['\\\\evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['https://coach.example/dashboard', '/dashboard'],
    ['javascript:alert(1)', '/'],
    ['dashboard', '/dashboard'],
  ])('%j → %j', (raw, expected) => {
    expect(safeTarget(raw, ORIGIN)).toBe(expected);
  });
});
