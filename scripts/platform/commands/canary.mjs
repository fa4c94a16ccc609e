// `canary <remote> <version> --percent N [--max-error-rate R] [--min-errors K] [--window 5m]`: a
// released version live for N % of members and visitors beside the stable one; again with the same
// version, a new percentage (everyone already in stays in). `promote` finishes it, `rollback` ends
// it; the platform rolls it back by itself past the thresholds (docs/adr/0016-progressive-delivery.md).
import { parseArgs, stringFlag } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { UsageError } from '../errors.mjs';
import { remoteDir } from '../remotes.mjs';

export const usage =
  'canary <remote> <version> --percent N [--max-error-rate R] [--min-errors K] [--window 5m] [--reason "…"]';

const UNIT_SECONDS = /** @type {Record<string, number>} */ ({ s: 1, m: 60, h: 3600 });

/**
 * `90s`, `5m`, `1h` → seconds; the platform checks the range (1 minute to 24 hours).
 * @param {string} text
 */
export function windowSeconds(text) {
  const match = /^(\d+)(s|m|h)$/.exec(text);
  if (!match) throw new UsageError(`--window is a duration such as 5m, 90s or 1h, not "${text}"`);
  return Number(match[1]) * /** @type {number} */ (UNIT_SECONDS[/** @type {string} */ (match[2])]);
}

/**
 * @param {Record<string, string | boolean>} flags
 * @param {string} name
 * @param {RegExp} shape
 * @param {string} what
 */
function numberFlag(flags, name, shape, what) {
  const value = stringFlag(flags, name);
  if (value === undefined) return undefined;
  if (!shape.test(value)) throw new UsageError(`--${name} is ${what}, not "${value}"`);
  return Number(value);
}

/** @param {number | null} rate */
const percentText = (rate) => (rate === null ? '—' : `${rate.toFixed(1)} %`);

/** @param {import('../context.mjs').CommandContext} ctx */
export async function run(ctx) {
  const { positionals, flags } = parseArgs(ctx.argv, {
    values: ['as', 'percent', 'max-error-rate', 'min-errors', 'window', 'reason'],
  });
  if (positionals.length !== 2) throw new UsageError(usage);
  const percent = numberFlag(flags, 'percent', /^\d+$/, 'a whole percentage from 1 to 99');
  if (percent === undefined) throw new UsageError('--percent is required');
  const dir = remoteDir(positionals[0]);
  const version = /** @type {string} */ (positionals[1]);
  const window = stringFlag(flags, 'window');
  const client = ctx.connect(stringFlag(flags, 'as'));
  const result = await client.json('POST', `${remotePath(dir)}/canary`, {
    version,
    percent,
    maxErrorRate: numberFlag(flags, 'max-error-rate', /^\d+(\.\d+)?$/, 'percentage points (2 or 0.5)'),
    minErrors: numberFlag(flags, 'min-errors', /^\d+$/, 'a whole number'),
    windowSeconds: window === undefined ? undefined : windowSeconds(window),
    reason: stringFlag(flags, 'reason') ?? null,
  });
  if (!result.changed) {
    ctx.out(`= ${dir} ${version} already runs for ${result.percent} %: nothing changed`);
    return 0;
  }
  const from = result.previousPercent === null ? 'started' : `${result.previousPercent} % →`;
  ctx.out(
    `✓ canary ${dir} ${version}: ${from} ${result.percent} % of members and visitors; the others stay on ${result.stableVersion} (registry revision ${result.revision})`,
  );
  ctx.out(
    '  They get it at their next page load. `pnpm platform status` shows both versions; promote finishes it, rollback ends it.',
  );
  return 0;
}

/**
 * The status lines of a running canary and of the last one's end (status.mjs).
 * @param {any} remote
 * @returns {string[]}
 */
export function canaryLines(remote) {
  const lines = [];
  const canary = remote.canary;
  if (canary) {
    /** @param {any} figures @param {string} version */
    const side = (figures, version) =>
      `${version}: ${figures?.loads ?? 0} loads, ${figures?.errors ?? 0} errors, ${percentText(figures?.errorRate ?? null)}`;
    lines.push(
      `  ${remote.dir}: canary ${canary.version} at ${canary.percent} % since ${canary.since} by ${canary.by} (window ${canary.windowSeconds / 60} min, rollback past max(2× stable, stable + ${canary.maxErrorRate} points) with ≥ ${canary.minErrors} errors)`,
      `      stable ${side(canary.stable, canary.stableVersion)}  |  canary ${side(canary.canary, canary.version)}`,
    );
  }
  const end = remote.lastCanaryEnd;
  if (end && end.outcome === 'auto-rolled-back' && !canary)
    lines.push(
      `  ${remote.dir}: canary ${end.version} ROLLED BACK by the platform at ${end.at}: ${end.reason}`,
    );
  return lines;
}
