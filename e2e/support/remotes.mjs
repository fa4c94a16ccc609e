// The platform's remotes as the browser tests need them, read from the one list
// (shared/src/contract/remotes.json): Module Federation name, folder, overview widgets.
import platform from '../../shared/src/contract/remotes.json' with { type: 'json' };

/** @typedef {{ name: string, dir: string, devPort: number, prefixes: string[], widgets?: { order: number } }} Remote */

/** @type {Remote[]} */
export const REMOTES = Object.entries(platform.remotes).map(([name, info]) => ({ ...info, name }));
export const REMOTE_NAMES = REMOTES.map((remote) => remote.name);

/** The remote named `name` (Module Federation name); fails loudly for an unknown one. */
export function remoteNamed(/** @type {string} */ name) {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`no remote "${name}" in shared/src/contract/remotes.json`);
  return remote;
}

/** Module Federation names use underscores; folders and URLs use dashes. */
export function remoteDir(/** @type {string} */ name) {
  return remoteNamed(name).dir;
}

/** Whether a remote contributes widgets to the overview page. */
export function hasWidgets(/** @type {string} */ name) {
  return Boolean(remoteNamed(name).widgets);
}
