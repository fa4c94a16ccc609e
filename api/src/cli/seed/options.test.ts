import { DEFAULT_PASSWORD, DEFAULT_SEED, MAX_MEMBERS, parseSeedOptions } from './options';

describe('parseSeedOptions', () => {
  test.each([
    [['--members', '100'], { members: 100, seed: DEFAULT_SEED, password: DEFAULT_PASSWORD, force: false }],
    [
      ['--members=20000', '--seed', 'b-2', '--force'],
      { members: 20000, seed: 'b-2', password: DEFAULT_PASSWORD, force: true },
    ],
    [
      ['--members', '50', '--password=long enough'],
      { members: 50, seed: DEFAULT_SEED, password: 'long enough', force: false },
    ],
  ])('%j is accepted', (argv, options) => {
    expect(parseSeedOptions(argv)).toEqual({ ok: true, options });
  });

  test.each([
    [[], '--members N is required'],
    [['--members'], '--members N is required'],
    [['--members', '-5'], 'must be a whole number'],
    [['--members=-5'], 'must be a whole number'],
    [['--members', '1e5'], 'must be a whole number'],
    [['--members', '12.5'], 'must be a whole number'],
    [['--members', '0'], 'between 50'],
    [['--members', String(MAX_MEMBERS + 1)], 'between 50'],
    [['--members', '100', '--seed', 'a b'], '--seed must be'],
    [['--members', '100', '--password', 'short'], '--password must be'],
    [['--members', '100', '--memebrs', '3'], 'unknown option --memebrs'],
  ])('%j is refused (%s)', (argv, message) => {
    const parsed = parseSeedOptions(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});
