// `access-code create --training <slug> --uses N --expires <date>`: a code that unlocks a payable
// training (docs/product.md §8.2). The code is printed here once: the platform keeps only its hash.
import { parseArgs, stringFlag } from '../args.mjs';
import { UsageError } from '../errors.mjs';

export const usage = 'access-code create --training <slug> --uses N --expires <YYYY-MM-DD>';

/** @param {import('../context.mjs').CommandContext} ctx */
export async function run(ctx) {
  const { positionals, flags } = parseArgs(ctx.argv, { values: ['as', 'training', 'uses', 'expires'] });
  if (positionals.length !== 1 || positionals[0] !== 'create') throw new UsageError(usage);
  const training = stringFlag(flags, 'training');
  const uses = stringFlag(flags, 'uses');
  const expires = stringFlag(flags, 'expires');
  if (!training) throw new UsageError('--training <slug> is required: the payable training the code unlocks');
  if (uses === undefined || !/^\d+$/.test(uses))
    throw new UsageError('--uses N is required: how many people may use the code');
  if (!expires) throw new UsageError('--expires <YYYY-MM-DD> is required: the last day the code works (UTC)');
  const result = await ctx
    .connect(stringFlag(flags, 'as'))
    .json('POST', '/api/platform/access-codes', { training, uses: Number(uses), expires_at: expires });
  ctx.out(`✓ access code for ${result.training}: ${result.code}`);
  ctx.out(`  ${result.uses} use(s), valid until ${result.expires_at}. Only its hash is stored: copy it now.`);
  return 0;
}
