// `status`: every remote's live version, since when and by whom; the registry revision.
import { table, when } from '../format.mjs';
import { canaryLines } from './canary.mjs';

/** @type {import('../args.mjs').CommandSpec} */
export const statusCommand = {
  name: 'status',
  summary:
    'each remote: live version, since when, by whom, previous version, lock, canary; registry revision, front version, live shell build',
  options: { json: {} },
  run,
};

/** @type {import('../args.mjs').CommandSpec['run']} */
async function run(ctx, { options: flags }) {
  const client = ctx.connect(flags.as);
  const status = await client.json('GET', '/api/platform/status');
  if (flags.json) {
    ctx.out(JSON.stringify(status, null, 2));
    return 0;
  }
  const shell = status.shell
    ? `shell build ${status.shell.buildId} (contract ${status.shell.contractVersion})`
    : `shell: ${status.shellProblem}`;
  ctx.out(
    `${client.url} · registry revision ${status.revision} · front version ${status.frontVersion} · ${shell}`,
  );
  ctx.out('');
  const rows = [['remote', 'live', 'since', 'by', 'previous', 'releases', 'note']];
  for (const remote of status.remotes) {
    const live = remote.live;
    const notes = [];
    if (live?.locked) notes.push(`LOCKED: ${live.lockReason}`);
    if (remote.latestRelease && live && remote.latestRelease !== live.version)
      notes.push(`newest release ${remote.latestRelease} not live`);
    if (live?.reason) notes.push(`why: ${live.reason}`);
    if (remote.canary) notes.push(`canary ${remote.canary.version} at ${remote.canary.percent} %`);
    rows.push([
      remote.dir,
      live?.version ?? '— (nothing live)',
      live ? when(live.since) : '',
      live?.by ?? '',
      live?.previousVersion ?? '—',
      String(remote.releases),
      notes.join('; '),
    ]);
  }
  ctx.out(table(rows));
  const canaries = status.remotes.flatMap(canaryLines);
  if (canaries.length > 0) ctx.out(['', 'Canaries:', ...canaries].join('\n'));
  return 0;
}
