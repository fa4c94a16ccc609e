// `lock <remote> --why "…"` / `unlock <remote>`: a locked remote refuses promote and rollback.
import { parseArgs, stringFlag } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { UsageError } from '../errors.mjs';
import { remoteDir } from '../remotes.mjs';

export const lockUsage = 'lock <remote> --why "…"';
export const unlockUsage = 'unlock <remote> [--reason "…"]';

/** @param {import('../context.mjs').CommandContext} ctx */
export async function runLock(ctx) {
  const { positionals, flags } = parseArgs(ctx.argv, { values: ['as', 'why', 'reason'] });
  if (positionals.length !== 1) throw new UsageError(lockUsage);
  const why = stringFlag(flags, 'why') ?? stringFlag(flags, 'reason');
  if (!why?.trim()) throw new UsageError('say why with --why "…"');
  const dir = remoteDir(positionals[0]);
  const result = await ctx
    .connect(stringFlag(flags, 'as'))
    .json('POST', `${remotePath(dir)}/lock`, { reason: why });
  ctx.out(
    result.changed
      ? `✓ locked ${dir} (${result.lockReason}): promote and rollback are refused until \`pnpm platform unlock ${dir}\``
      : `= ${dir} was already locked (${result.lockReason})`,
  );
  return 0;
}

/** @param {import('../context.mjs').CommandContext} ctx */
export async function runUnlock(ctx) {
  const { positionals, flags } = parseArgs(ctx.argv, { values: ['as', 'reason'] });
  if (positionals.length !== 1) throw new UsageError(unlockUsage);
  const dir = remoteDir(positionals[0]);
  const result = await ctx
    .connect(stringFlag(flags, 'as'))
    .json('POST', `${remotePath(dir)}/unlock`, { reason: stringFlag(flags, 'reason') ?? null });
  ctx.out(result.changed ? `✓ unlocked ${dir}` : `= ${dir} was not locked`);
  return 0;
}
