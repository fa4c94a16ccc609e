// `version <remote> <patch|minor|major> --note "…"`: bumps the remote's package.json version and
// puts the note on top of its CHANGELOG.md. Local only: commit it, then `pnpm platform release`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../lib/apps.mjs';
import { parseArgs, stringFlag } from '../args.mjs';
import { nextVersion, withEntry, withVersion } from '../changelog.mjs';
import { Refusal, UsageError } from '../errors.mjs';
import { remoteDir } from '../remotes.mjs';

export const usage = 'version <remote> <patch|minor|major> --note "what changed"';

/** @param {import('../context.mjs').CommandContext} ctx */
export async function run(ctx) {
  const { positionals, flags } = parseArgs(ctx.argv, { values: ['note', 'as'] });
  const [name, bump] = positionals;
  if (positionals.length !== 2 || (bump !== 'patch' && bump !== 'minor' && bump !== 'major'))
    throw new UsageError(usage);
  const note = stringFlag(flags, 'note')?.trim();
  if (!note) throw new UsageError('say what changed with --note "…"');
  const dir = remoteDir(name);
  const pkgFile = path.join(ROOT, dir, 'package.json');
  const changelogFile = path.join(ROOT, dir, 'CHANGELOG.md');
  const pkgText = readFileSync(pkgFile, 'utf8');
  const current = JSON.parse(pkgText).version;
  let next;
  try {
    next = nextVersion(current, bump);
  } catch (error) {
    throw new Refusal(`${dir}/package.json: ${error instanceof Error ? error.message : String(error)}`);
  }
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : null;
  if (changelog && new RegExp(`^## ${next.replaceAll('.', '\\.')} `, 'm').test(changelog)) {
    throw new Refusal(`${dir}/CHANGELOG.md already has an entry for ${next}`);
  }
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(changelogFile, withEntry(changelog, { remote: dir, version: next, date, note }));
  writeFileSync(pkgFile, withVersion(pkgText, current, next));
  ctx.out(`✓ ${dir} ${current} → ${next} (package.json, CHANGELOG.md)`);
  ctx.out(`  next: commit, then pnpm platform release ${dir} [--promote]`);
  return 0;
}
