// `prune <remote> --keep N`: delete the files of old releases (never the live or previous one).
import { REASON } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { remoteDir } from '../remotes.mjs';

/** @type {import('../args.mjs').CommandSpec} */
export const pruneCommand = {
  name: 'prune',
  summary: "deletes old releases' files, never the live or previous one",
  args: '<remote>',
  options: {
    keep: {
      value: 'N',
      required: '--keep N is required: how many of the newest releases to keep',
      shape: /^\d+$/,
      number: true,
    },
    reason: REASON,
  },
  async run(ctx, { positionals, options }) {
    const dir = remoteDir(positionals[0]);
    const result = await ctx.connect(options.as).json('POST', `${remotePath(dir)}/prune`, {
      keep: options.keep,
      reason: options.reason ?? null,
    });
    ctx.out(
      result.pruned.length
        ? `✓ pruned ${dir}: deleted the files of ${result.pruned.join(', ')}`
        : `= nothing to prune in ${dir}`,
    );
    ctx.out(`  kept: ${result.kept.join(', ') || '(none)'} (the live and previous releases are always kept)`);
    return 0;
  },
};
