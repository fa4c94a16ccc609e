// `front-version bump`: every open shell clears its caches once (SPEC §4).
import { parseArgs, stringFlag } from '../args.mjs';
import { UsageError } from '../errors.mjs';

export const usage = 'front-version bump [--reason "…"]';

/** @param {import('../context.mjs').CommandContext} ctx */
export async function run(ctx) {
  const { positionals, flags } = parseArgs(ctx.argv, { values: ['as', 'reason'] });
  if (positionals.length !== 1 || positionals[0] !== 'bump') throw new UsageError(usage);
  const result = await ctx
    .connect(stringFlag(flags, 'as'))
    .json('POST', '/api/platform/front-version/bump', { reason: stringFlag(flags, 'reason') ?? null });
  ctx.out(`✓ front version is now ${result.version}: every open shell clears its caches at its next start`);
  return 0;
}
