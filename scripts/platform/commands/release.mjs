// `release <remote> [--version x.y.z] [--promote] [--from <dist-dir>]`: builds the remote when its
// build is out of date (unless --from names a build), uploads every file to the platform (one PUT
// each into a staging area), then finalizes: the platform checks every file, runs the
// compatibility gate against the live shell, computes the entry's SRI hash and records the release
// (immutable; not live until promoted). --promote then promotes it at the revision seen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../lib/apps.mjs';
import { buildIfStale } from '../../lib/build.mjs';
import { REASON } from '../args.mjs';
import { remotePath } from '../context.mjs';
import { Refusal } from '../errors.mjs';
import { bytes, shortCommit, shortHash } from '../format.mjs';
import { remoteDir } from '../remotes.mjs';
import { gitCommit, readBuild, sha256 } from '../build-files.mjs';
import { promote } from './move.mjs';

const UPLOADS_AT_ONCE = 4;

/**
 * @template T
 * @param {T[]} items
 * @param {(item: T) => Promise<void>} work
 */
async function inParallel(items, work) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
}

/** A path relative to the repository when inside it, absolute otherwise. */
function displayPath(/** @type {string} */ dir) {
  const relative = path.relative(ROOT, dir);
  return relative && !relative.startsWith('..') ? relative : dir;
}

/** @type {import('../args.mjs').CommandSpec} */
export const releaseCommand = {
  name: 'release',
  summary:
    'builds if stale, uploads to an immutable versioned folder, records version, commit, who, when, SRI hash and what it needs from the shell; refused when the live shell cannot run it (the dependency, the range and what the shell provides are named). Not live until promoted (`--promote` does it at once)',
  args: '<remote>',
  options: { version: { value: 'x.y.z' }, promote: {}, from: { value: '<dist-dir>' }, reason: REASON },
  run,
};

/** @type {import('../args.mjs').CommandSpec['run']} */
async function run(ctx, { positionals, options: flags }) {
  const dir = remoteDir(positionals[0]);
  const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
  const version = flags.version ?? pkg.version;
  if (typeof version !== 'string' || !version)
    throw new Refusal(`${dir}/package.json has no version: pass --version`);

  const from = flags.from;
  // pnpm runs scripts from the repository root; a relative --from is relative to where it was typed.
  const distDir = from ? path.resolve(ctx.env.INIT_CWD ?? process.cwd(), from) : path.join(ROOT, dir, 'dist');
  if (!from) await buildIfStale(dir);
  const files = readBuild(distDir);
  const manifest = JSON.parse(/** @type {Buffer} */ (files.get('mf-manifest.json')).toString('utf8'));
  const builtAs = manifest?.metaData?.name ?? manifest?.name;
  if (typeof builtAs === 'string' && builtAs !== dir.replaceAll('-', '_')) {
    throw new Refusal(`${distDir} is a build of ${builtAs}, not of ${dir}`);
  }

  const client = ctx.connect(flags.as);
  const total = [...files.values()].reduce((sum, file) => sum + file.length, 0);
  ctx.out(
    `… ${dir} ${version}: uploading ${files.size} files (${bytes(total)}) from ${displayPath(distDir)} to ${client.url} as ${client.operator}`,
  );

  const base = `${remotePath(dir)}/releases/${encodeURIComponent(version)}`;
  /** @type {Record<string, string>} */
  const list = {};
  await inParallel([...files.entries()], async ([name, content]) => {
    const digest = sha256(content);
    const answer = await client.put(
      `${base}/files/${name.split('/').map(encodeURIComponent).join('/')}`,
      content,
      {
        'X-Content-Sha256': digest,
      },
    );
    if (answer?.sha256 !== digest)
      throw new Refusal(`${name}: the platform stored other bytes than were sent (sha256 ${answer?.sha256})`);
    list[name] = digest;
  });

  const commit = gitCommit(dir);
  const release = await client.json('POST', `${base}/finalize`, { files: list, gitCommit: commit });
  if (release.created) {
    ctx.out(
      `✓ released ${dir} ${release.version}: ${release.files} files, entry ${shortHash(release.integrity)}, commit ${shortCommit(commit)}, by ${client.operator}`,
    );
  } else {
    ctx.out(`= ${dir} ${release.version} was already released with exactly these files: nothing changed`);
  }

  if (!flags.promote) {
    ctx.out(
      release.live === release.version
        ? `  it is live.`
        : `  not live (live: ${release.live ?? 'nothing'}). Promote it with: pnpm platform promote ${dir} ${release.version} --reason "…"`,
    );
    return 0;
  }
  await promote(ctx, client, {
    dir,
    version: release.version,
    reason: flags.reason ?? `release ${release.version}`,
    expectedRevision: release.revision,
  });
  return 0;
}
