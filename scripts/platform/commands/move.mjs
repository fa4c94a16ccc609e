// `promote <remote> <version>` and `rollback <remote> [--to <version>]`: move the live pointer in
// one atomic step. The revision the operator saw (read just before, or --revision) is sent along:
// if anyone changed the registry meanwhile the platform refuses instead of overwriting.
import { parseArgs, stringFlag } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { UsageError } from '../errors.mjs';
import { remoteDir } from '../remotes.mjs';

export const promoteUsage = 'promote <remote> <version> [--reason "…"] [--revision N]';
/** A running canary is ended first (everyone back on the stable version), without moving the pointer. */
export const rollbackUsage = 'rollback <remote> [--to <version>] [--reason "…"] [--revision N]';

/** @param {Record<string, string | boolean>} flags */
function revisionFlag(flags) {
  const value = stringFlag(flags, 'revision');
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError('--revision is the registry revision you expect (a number)');
  return Number(value);
}

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

/** @param {import('../context.mjs').CommandContext} ctx */
export async function runPromote(ctx) {
  const { positionals, flags } = parseArgs(ctx.argv, { values: ['as', 'reason', 'revision'] });
  if (positionals.length !== 2) throw new UsageError(promoteUsage);
  const dir = remoteDir(positionals[0]);
  const client = ctx.connect(stringFlag(flags, 'as'));
  await promote(ctx, client, {
    dir,
    version: /** @type {string} */ (positionals[1]),
    reason: stringFlag(flags, 'reason') ?? null,
    expectedRevision: revisionFlag(flags),
  });
  return 0;
}

/** @param {import('../context.mjs').CommandContext} ctx */
export async function runRollback(ctx) {
  const { positionals, flags } = parseArgs(ctx.argv, { values: ['as', 'to', 'reason', 'revision'] });
  if (positionals.length !== 1) throw new UsageError(rollbackUsage);
  const dir = remoteDir(positionals[0]);
  const client = ctx.connect(stringFlag(flags, 'as'));
  const revision = revisionFlag(flags) ?? (await currentState(client, dir)).revision;
  const to = stringFlag(flags, 'to');
  const result = await client.json('POST', `${remotePath(dir)}/rollback`, {
    ...(to ? { to } : {}),
    expectedRevision: revision,
    reason: stringFlag(flags, 'reason') ?? null,
  });
  report(ctx, dir, result, revision, 'rolled back');
  return 0;
}
