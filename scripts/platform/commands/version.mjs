// `version <remote> <patch|minor|major> --note "…"`: bumps the remote's package.json version and
// puts the note on top of its CHANGELOG.md. Local only: commit it, then `pnpm platform release`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../lib/apps.mjs';
import { nextVersion, withEntry, withVersion } from '../changelog.mjs';
import { Refusal } from '../errors.mjs';
import { remoteDir } from '../remotes.mjs';

/** @type {import('../args.mjs').CommandSpec} */
export const versionCommand = {
  name: 'version',
  summary: "bumps the remote's version and adds its `CHANGELOG.md` entry (local: commit it, then release)",
  args: '<remote> <patch|minor|major>',
  options: { note: { value: '"what changed"', required: 'say what changed with --note "…"' } },
  run,
};

/** @type {import('../args.mjs').CommandSpec['run']} */
async function run(ctx, { positionals, options }) {
  const [name, bump] = /** @type {[string, 'patch' | 'minor' | 'major']} */ (positionals);
  const note = options.note.trim();
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
