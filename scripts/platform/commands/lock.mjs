// `lock <remote> --why "…"` / `unlock <remote>`: a locked remote refuses promote and rollback.
import { REASON } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { UsageError } from '../errors.mjs';
import { remoteDir } from '../remotes.mjs';

/** @type {import('../args.mjs').CommandSpec} */
export const lockCommand = {
  name: 'lock',
  summary: 'freezes a remote: promote and rollback are refused until unlock',
  args: '<remote>',
  // `--reason` says why as well, as the other commands take it.
  options: { why: { value: '"…"', required: true }, reason: { ...REASON, hidden: true } },
  async run(ctx, { positionals, options }) {
    const why = options.why ?? options.reason;
    if (!why?.trim()) throw new UsageError('say why with --why "…"');
    const dir = remoteDir(positionals[0]);
    const result = await ctx.connect(options.as).json('POST', `${remotePath(dir)}/lock`, { reason: why });
    ctx.out(
      result.changed
        ? `✓ locked ${dir} (${result.lockReason}): promote and rollback are refused until \`pnpm platform unlock ${dir}\``
        : `= ${dir} was already locked (${result.lockReason})`,
    );
    return 0;
  },
};

/** @type {import('../args.mjs').CommandSpec} */
export const unlockCommand = {
  name: 'unlock',
  summary: 'unfreezes a remote',
  args: '<remote>',
  options: { reason: REASON },
  async run(ctx, { positionals, options }) {
    const dir = remoteDir(positionals[0]);
    const result = await ctx
      .connect(options.as)
      .json('POST', `${remotePath(dir)}/unlock`, { reason: options.reason ?? null });
    ctx.out(result.changed ? `✓ unlocked ${dir}` : `= ${dir} was not locked`);
    return 0;
  },
};
