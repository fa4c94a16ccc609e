// `canary <remote> <version> --percent N [--max-error-rate R] [--min-errors K] [--window 5m]`: a
// released version live for N % of members and visitors beside the stable one; again with the same
// version, a new percentage (everyone already in stays in). `promote` finishes it, `rollback` ends
// it; the platform rolls it back by itself past the thresholds (docs/adr/0016-progressive-delivery.md).
import { REASON } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { UsageError } from '../errors.mjs';
import { remoteDir } from '../remotes.mjs';

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

/** @param {number | null} rate */
const percentText = (rate) => (rate === null ? '—' : `${rate.toFixed(1)} %`);

/** @type {import('../args.mjs').CommandSpec} */
export const canaryCommand = {
  name: 'canary',
  summary:
    'a released version for N % of members and visitors beside the stable one (again: a new percentage); status shows both versions\' loads and errors, the platform rolls a failing canary back by itself, promote finishes it, rollback ends it; `GET /metrics` for Prometheus (`docs/operating.md`, "Progressive delivery")',
  args: '<remote> <version>',
  options: {
    percent: {
      value: 'N',
      required: '--percent is required',
      shape: /^\d+$/,
      invalid: '--percent is a whole percentage from 1 to 99, not "%s"',
      number: true,
    },
    'max-error-rate': {
      value: 'R',
      shape: /^\d+(\.\d+)?$/,
      invalid: '--max-error-rate is percentage points (2 or 0.5), not "%s"',
      number: true,
    },
    'min-errors': {
      value: 'K',
      shape: /^\d+$/,
      invalid: '--min-errors is a whole number, not "%s"',
      number: true,
    },
    window: { value: '5m' },
    reason: REASON,
  },
  async run(ctx, { positionals, options }) {
    const dir = remoteDir(positionals[0]);
    const version = /** @type {string} */ (positionals[1]);
    const window = options.window;
    const client = ctx.connect(options.as);
    const result = await client.json('POST', `${remotePath(dir)}/canary`, {
      version,
      percent: options.percent,
      maxErrorRate: options['max-error-rate'],
      minErrors: options['min-errors'],
      windowSeconds: window === undefined ? undefined : windowSeconds(window),
      reason: options.reason ?? null,
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
  },
};

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
