// Each remote keeps its own version (package.json) and changelog (CHANGELOG.md, newest first),
// so a release number means something: `pnpm platform version <remote> patch --note "…"`.

/** @typedef {'patch' | 'minor' | 'major'} Bump */

/**
 * The next version (x.y.z; a pre-release of the target is completed rather than skipped, as semver's inc does).
 * @param {string} version
 * @param {Bump} bump
 */
export function nextVersion(version, bump) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a semantic version`);
  const [major, minor, patch] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const pre = Boolean(match[4]);
  if (bump === 'major') return pre && minor === 0 && patch === 0 ? `${major}.0.0` : `${major + 1}.0.0`;
  if (bump === 'minor') return pre && patch === 0 ? `${major}.${minor}.0` : `${major}.${minor + 1}.0`;
  return pre ? `${major}.${minor}.${patch}` : `${major}.${minor}.${patch + 1}`;
}

/**
 * package.json text with its top-level "version" replaced, formatting kept.
 * @param {string} text
 * @param {string} from
 * @param {string} to
 */
export function withVersion(text, from, to) {
  const pattern = new RegExp(
    `^(\\s*"version"\\s*:\\s*")${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(")`,
    'm',
  );
  if (!pattern.test(text)) throw new Error(`package.json has no "version": "${from}"`);
  return text.replace(pattern, `$1${to}$2`);
}

/**
 * CHANGELOG.md with a new entry on top (below the title and its introduction).
 * @param {string | null} text the current changelog (null: none yet)
 * @param {{ remote: string, version: string, date: string, note: string }} entry
 */
export function withEntry(text, { remote, version, date, note }) {
  const block = `## ${version} — ${date}\n\n${note
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (line.startsWith('- ') ? line : `- ${line}`))
    .join('\n')}\n`;
  const current =
    text ??
    `# ${remote} changelog\n\nNewest first. One entry per version (\`pnpm platform version ${remote} <patch|minor|major> --note "…"\`).\n`;
  const firstEntry = current.search(/^## /m);
  if (firstEntry === -1) return `${current.trimEnd()}\n\n${block}`;
  return `${current.slice(0, firstEntry)}${block}\n${current.slice(firstEntry)}`;
}
