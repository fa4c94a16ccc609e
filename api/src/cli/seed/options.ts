/**
 * The command line of `pnpm seed` (docs/operating.md "Realistic data at any size"):
 *   --members N   how many members (required)
 *   --seed S      what the data derive from (default 1): the same seed gives the same data
 *   --password P  every seeded member's password (default printed at the end)
 *   --force       seed even though the database holds members the seed did not create
 */

export const DEFAULT_SEED = '1';
export const DEFAULT_PASSWORD = 'coach-seed-password';
/** Below this a leader of 40 and a coachee with two years cannot both exist. */
export const MIN_MEMBERS = 50;
/** Far beyond what the bench asks for: a typo (an extra zero or two) is refused, not run for hours. */
export const MAX_MEMBERS = 2_000_000;

export interface SeedOptions {
  members: number;
  seed: string;
  password: string;
  force: boolean;
}

export type ParsedOptions = { ok: true; options: SeedOptions } | { ok: false; error: string };

/** `--name value` or `--name=value`; undefined when absent, '' when given without a value. */
function valueOf(argv: readonly string[], name: string): string | undefined {
  const flag = `--${name}`;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === flag) return argv[i + 1]?.startsWith('--') ? '' : (argv[i + 1] ?? '');
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

const KNOWN = new Set(['--members', '--seed', '--password', '--force']);

export function parseSeedOptions(argv: readonly string[]): ParsedOptions {
  const unknown = argv.find((arg) => arg.startsWith('--') && !KNOWN.has(arg.split('=')[0] ?? ''));
  if (unknown) return { ok: false, error: `unknown option ${unknown}` };
  const members = valueOf(argv, 'members');
  if (members === undefined || members === '') return { ok: false, error: '--members N is required' };
  // Digits only: "1e5", "12.5", "-3" and "0x10" are all refused rather than guessed at.
  if (!/^\d+$/.test(members))
    return { ok: false, error: `--members must be a whole number, not "${members}"` };
  const count = Number(members);
  if (count < MIN_MEMBERS || count > MAX_MEMBERS)
    return { ok: false, error: `--members must be between ${MIN_MEMBERS} and ${MAX_MEMBERS}, not ${count}` };
  const seed = valueOf(argv, 'seed') ?? DEFAULT_SEED;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(seed))
    return { ok: false, error: '--seed must be 1 to 40 letters, digits, "-" or "_"' };
  const password = valueOf(argv, 'password') ?? DEFAULT_PASSWORD;
  if (password.length < 8 || password.length > 256)
    return { ok: false, error: '--password must be 8 to 256 characters (the login rules)' };
  return { ok: true, options: { members: count, seed, password, force: argv.includes('--force') } };
}
