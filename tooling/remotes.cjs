// The platform's remotes for CommonJS code (webpack configs, jest checks): the one list is
// shared/src/contract/remotes.json, typed for TypeScript in shared/src/contract/remotes.ts.
const path = require('node:path');
const platform = require('../shared/src/contract/remotes.json');

/** @typedef {{ name: string, dir: string, devPort: number, prefixes: string[], widgets?: { order: number } }} Remote */

/** @type {Remote[]} */
const REMOTES = Object.entries(platform.remotes).map(([name, info]) => ({ ...info, name }));
const REMOTE_DIRS = REMOTES.map((remote) => remote.dir);
const SHELL = platform.shell;

/** The remote whose package folder is `dir` (a path or a folder name). */
function remoteOfDir(dir) {
  const remote = REMOTES.find((r) => r.dir === path.basename(dir));
  if (!remote) throw new Error(`${dir} is not a remote listed in shared/src/contract/remotes.json`);
  return remote;
}

/** Module Federation options of a remote's webpack config: name, dev port, what it exposes. */
function remoteFederation(dir) {
  const remote = remoteOfDir(dir);
  return {
    name: remote.name,
    devPort: remote.devPort,
    exposes: {
      './routes': './src/exposes/routes.ts',
      ...(remote.widgets ? { './widgets': './src/exposes/widgets.ts' } : {}),
    },
  };
}

module.exports = { REMOTES, REMOTE_DIRS, SHELL, remoteOfDir, remoteFederation };
