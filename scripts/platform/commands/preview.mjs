// `preview <remote> <version> [--hours N]`: a link that gives the one browser opening it that
// released version of the remote (and the live version of the others), until it expires; the last
// line printed is the link. `preview --revoke <remote> <version>` ends every grant of it.
// docs/adr/0016-progressive-delivery.md, docs/operating.md ("Progressive delivery").
import { REASON, usageOf } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { UsageError } from '../errors.mjs';
import { remoteDir } from '../remotes.mjs';

/** @type {import('../args.mjs').CommandSpec} */
export const previewCommand = {
  name: 'preview',
  summary:
    'a one-time link: the one browser opening it sees a released version of the remote before everyone (`--revoke` ends them)',
  forms: [
    { args: '<remote> <version>', options: ['hours', 'reason'] },
    { args: '--revoke <remote> <version>', options: [] },
  ],
  options: {
    hours: {
      value: 'N',
      shape: /^\d+$/,
      invalid: '--hours is a whole number of hours (1 to 168)',
      number: true,
    },
    revoke: {},
    reason: REASON,
  },
  run,
};

/** @type {import('../args.mjs').CommandSpec['run']} */
async function run(ctx, { positionals, options }) {
  if (positionals.length !== 2) throw new UsageError(usageOf(previewCommand));
  const dir = remoteDir(positionals[0]);
  const version = /** @type {string} */ (positionals[1]);
  const client = ctx.connect(options.as);
  const reason = options.reason ?? null;
  if (options.revoke) {
    const result = await client.json('POST', `${remotePath(dir)}/previews/revoke`, { version, reason });
    ctx.out(
      `✓ ${result.revoked} preview grant(s) of ${dir} ${version} revoked: those browsers get the live version at their next page`,
    );
    return 0;
  }
  const { hours } = options;
  const result = await client.json('POST', `${remotePath(dir)}/previews`, {
    version,
    ...(hours === undefined ? {} : { hours }),
    reason,
  });
  ctx.out(
    `✓ preview of ${dir} ${version} until ${result.expiresAt}: open this link once, in the browser that should see it (it works once).`,
  );
  ctx.out(`${client.url.replace(/\/$/, '')}${result.path}`);
  return 0;
}
