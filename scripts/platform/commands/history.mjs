// `history <remote>`: its releases (newest first) and what operators did to it.
import { remotePath } from '../context.mjs';
import { shortCommit, shortHash, table, when } from '../format.mjs';
import { remoteDir } from '../remotes.mjs';

/** @param {any} event */
function describe(event) {
  switch (event.action) {
    case 'release':
      return `released ${event.version}${event.details?.gitCommit ? ` (commit ${shortCommit(String(event.details.gitCommit))})` : ''}`;
    case 'promote':
      return `promoted ${event.fromVersion ?? '(nothing)'} → ${event.version} (revision ${event.revision})`;
    case 'rollback':
      return `rolled back ${event.fromVersion} → ${event.version} (revision ${event.revision})`;
    case 'lock':
      return `locked at ${event.version}`;
    case 'unlock':
      return `unlocked at ${event.version}`;
    case 'prune':
      return `pruned ${(event.details?.pruned ?? []).join(', ') || 'nothing'} (keep ${event.details?.keep})`;
    case 'canary':
      return event.details?.previousPercent == null
        ? `canary ${event.version} for ${event.details?.percent} % (stable ${event.fromVersion}, revision ${event.revision})`
        : `canary ${event.version}: ${event.details.previousPercent} % → ${event.details?.percent} % (revision ${event.revision})`;
    case 'canary-end':
      return `canary ${event.version} ended: ${event.details?.outcome} at ${event.details?.percent} % (revision ${event.revision})`;
    case 'preview':
      return `preview of ${event.version} granted until ${event.details?.expiresAt}`;
    case 'preview-revoke':
      return `previews of ${event.version} revoked (${event.details?.revoked ?? 0})`;
    default:
      return `${event.action} ${event.version ?? ''}`.trim();
  }
}

/** @type {import('../args.mjs').CommandSpec} */
export const historyCommand = {
  name: 'history',
  summary: 'its releases and everything operators did to it',
  args: '<remote>',
  options: { limit: { value: 'N', shape: /^\d+$/, invalid: '--limit is a number' }, json: {} },
  run: (ctx, { positionals, options }) => printHistory(ctx, remoteDir(positionals[0]), options),
};

/**
 * @param {import('../context.mjs').CommandContext} ctx
 * @param {string} dir
 * @param {Record<string, any>} options
 */
async function printHistory(ctx, dir, { as, limit, json }) {
  const client = ctx.connect(as);
  const history = await client.json('GET', `${remotePath(dir)}/history${limit ? `?limit=${limit}` : ''}`);
  if (json) {
    ctx.out(JSON.stringify(history, null, 2));
    return 0;
  }
  const live = history.live;
  ctx.out(
    live
      ? `${dir}: ${live.version} live since ${when(live.since)} by ${live.by}${live.reason ? ` (${live.reason})` : ''}; previous ${live.previousVersion ?? '—'}${live.locked ? `; LOCKED: ${live.lockReason}` : ''}`
      : `${dir}: nothing live`,
  );
  ctx.out('');
  ctx.out('Releases, newest first:');
  const rows = [['', 'version', 'released', 'by', 'commit', 'entry', 'state']];
  for (const release of history.releases) {
    rows.push([
      release.live ? '▶' : release.previous ? '↩' : '',
      release.version,
      when(release.createdAt),
      release.createdBy,
      release.gitCommit ? shortCommit(release.gitCommit) : '—',
      shortHash(release.integrity),
      release.prunedAt
        ? 'pruned'
        : release.live
          ? 'live'
          : release.previous
            ? 'previous (rollback target)'
            : 'available',
    ]);
  }
  ctx.out(history.releases.length ? table(rows) : '  (none)');
  ctx.out('');
  ctx.out('What operators did, newest first:');
  if (history.events.length === 0) ctx.out('  (nothing recorded)');
  for (const event of history.events) {
    ctx.out(
      `  ${when(event.at)}  ${event.by}: ${describe(event)}${event.reason ? ` — "${event.reason}"` : ''}`,
    );
  }
  return 0;
}
