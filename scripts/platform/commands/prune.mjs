// `prune <remote> --keep N`: delete the files of old releases (never the live or previous one).
import { parseArgs, stringFlag } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { UsageError } from '../errors.mjs';
import { remoteDir } from '../remotes.mjs';

export const usage = 'prune <remote> --keep N [--reason "…"]';

/** @param {import('../context.mjs').CommandContext} ctx */
export async function run(ctx) {
  const { positionals, flags } = parseArgs(ctx.argv, { values: ['as', 'keep', 'reason'] });
  if (positionals.length !== 1) throw new UsageError(usage);
  const keep = stringFlag(flags, 'keep');
  if (keep === undefined || !/^\d+$/.test(keep))
    throw new UsageError('--keep N is required: how many of the newest releases to keep');
  const dir = remoteDir(positionals[0]);
  const result = await ctx.connect(stringFlag(flags, 'as')).json('POST', `${remotePath(dir)}/prune`, {
    keep: Number(keep),
    reason: stringFlag(flags, 'reason') ?? null,
  });
  ctx.out(
    result.pruned.length
      ? `✓ pruned ${dir}: deleted the files of ${result.pruned.join(', ')}`
      : `= nothing to prune in ${dir}`,
  );
  ctx.out(`  kept: ${result.kept.join(', ') || '(none)'} (the live and previous releases are always kept)`);
  return 0;
}
