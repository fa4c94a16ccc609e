// `preview <remote> <version> [--hours N]`: a link that gives the one browser opening it that
// released version of the remote (and the live version of the others), until it expires; the last
// line printed is the link. `preview --revoke <remote> <version>` ends every grant of it.
// docs/adr/0016-progressive-delivery.md, docs/operating.md ("Progressive delivery").
import { parseArgs, stringFlag } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { UsageError } from '../errors.mjs';
import { remoteDir } from '../remotes.mjs';

export const usage =
  'preview <remote> <version> [--hours N] [--reason "…"] | preview --revoke <remote> <version>';

/** @param {import('../context.mjs').CommandContext} ctx */
export async function run(ctx) {
  const { positionals, flags } = parseArgs(ctx.argv, {
    values: ['as', 'hours', 'reason'],
    booleans: ['revoke'],
  });
  if (positionals.length !== 2) throw new UsageError(usage);
  const dir = remoteDir(positionals[0]);
  const version = /** @type {string} */ (positionals[1]);
  const client = ctx.connect(stringFlag(flags, 'as'));
  const reason = stringFlag(flags, 'reason') ?? null;
  if (flags.revoke) {
    const result = await client.json('POST', `${remotePath(dir)}/previews/revoke`, { version, reason });
    ctx.out(
      `✓ ${result.revoked} preview grant(s) of ${dir} ${version} revoked: those browsers get the live version at their next page`,
    );
    return 0;
  }
  const hours = stringFlag(flags, 'hours');
  if (hours !== undefined && !/^\d+$/.test(hours))
    throw new UsageError('--hours is a whole number of hours (1 to 168)');
  const result = await client.json('POST', `${remotePath(dir)}/previews`, {
    version,
    ...(hours === undefined ? {} : { hours: Number(hours) }),
    reason,
  });
  ctx.out(
    `✓ preview of ${dir} ${version} until ${result.expiresAt}: open this link once, in the browser that should see it (it works once).`,
  );
  ctx.out(`${client.url.replace(/\/$/, '')}${result.path}`);
  return 0;
}
