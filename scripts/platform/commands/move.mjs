// `promote <remote> <version>` and `rollback <remote> [--to <version>]`: move the live pointer in
// one atomic step. The revision the operator saw (read just before, or --revision) is sent along:
// if anyone changed the registry meanwhile the platform refuses instead of overwriting.
import { REASON } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { remoteDir } from '../remotes.mjs';

/** `--revision N`: the registry revision the operator saw; the platform refuses if it moved. */
const REVISION = {
  value: 'N',
  shape: /^\d+$/,
  invalid: '--revision is the registry revision you expect (a number)',
  number: true,
};

/**
 * @param {import('../client.mjs').Client} client
 * @param {string} dir
 */
async function currentState(client, dir) {
  const status = await client.json('GET', '/api/platform/status');
  const remote = status.remotes.find((/** @type {{ dir: string }} */ r) => r.dir === dir);
  return { revision: /** @type {number} */ (status.revision), live: remote?.live?.version ?? null };
}

/**
 * @param {import('../context.mjs').CommandContext} ctx
 * @param {string} dir
 * @param {any} result
 * @param {number} revisionBefore
 * @param {string} verb
 */
function report(ctx, dir, result, revisionBefore, verb) {
  if (result.canaryEnded) {
    ctx.out(
      `✓ canary ${dir} ${result.previousVersion} ended: everyone back on ${result.version} (registry revision ${revisionBefore} → ${result.revision})`,
    );
    ctx.out('  Pages in the canary load the stable version at their next navigation.');
    return;
  }
  if (!result.changed) {
    ctx.out(
      `= ${dir} ${result.version} is already live: nothing changed (registry revision ${result.revision})`,
    );
    return;
  }
  ctx.out(
    `✓ ${verb} ${dir}: ${result.previousVersion ?? '(nothing)'} → ${result.version} (registry revision ${revisionBefore} → ${result.revision})`,
  );
  ctx.out('  Open pages load it at their next navigation after their build check; new page loads at once.');
}

/**
 * Promotes; also used by `release --promote`.
 * @param {import('../context.mjs').CommandContext} ctx
 * @param {import('../client.mjs').Client} client
 * @param {{ dir: string, version: string, reason: string | null, expectedRevision?: number }} options
 */
export async function promote(ctx, client, { dir, version, reason, expectedRevision }) {
  const revision = expectedRevision ?? (await currentState(client, dir)).revision;
  const result = await client.json('POST', `${remotePath(dir)}/promote`, {
    version,
    expectedRevision: revision,
    reason,
  });
  report(ctx, dir, result, revision, 'promoted');
  return result;
}

/** @type {import('../args.mjs').CommandSpec} */
export const promoteCommand = {
  name: 'promote',
  summary: 'moves the live pointer in one transaction; a stale registry revision is refused, not overwritten',
  args: '<remote> <version>',
  options: { reason: REASON, revision: REVISION },
  async run(ctx, { positionals, options }) {
    const dir = remoteDir(positionals[0]);
    await promote(ctx, ctx.connect(options.as), {
      dir,
      version: /** @type {string} */ (positionals[1]),
      reason: options.reason ?? null,
      expectedRevision: options.revision,
    });
    return 0;
  },
};

/**
 * A running canary is ended first (everyone back on the stable version), without moving the pointer.
 * @type {import('../args.mjs').CommandSpec}
 */
export const rollbackCommand = {
  name: 'rollback',
  summary:
    'back to the previously live version (or the one named), same guarantees; a running canary is ended instead',
  args: '<remote>',
  options: { to: { value: '<version>' }, reason: REASON, revision: REVISION },
  async run(ctx, { positionals, options }) {
    const dir = remoteDir(positionals[0]);
    const client = ctx.connect(options.as);
    const revision = options.revision ?? (await currentState(client, dir)).revision;
    const result = await client.json('POST', `${remotePath(dir)}/rollback`, {
      ...(options.to ? { to: options.to } : {}),
      expectedRevision: revision,
      reason: options.reason ?? null,
    });
    report(ctx, dir, result, revision, 'rolled back');
    return 0;
  },
};
