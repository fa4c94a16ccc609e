// `pnpm dev [remote…]`: the shell on webpack-dev-server with hot reload, the named remotes (all by
// default) on their own dev servers (ports in shared/src/contract/remotes.json), and the api in
// watch mode on http://localhost:8080, which also serves the registry and the released builds of
// every remote not named (run `npm start` once first so there are some). `pnpm dev mfe-trainings` works on that one remote alone against the others' released builds.
import { spawn } from 'node:child_process';
import { REMOTES, REMOTE_DIRS, ROOT, SHELL_DEV_PORT } from './lib/apps.mjs';

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = wanted.filter((name) => !REMOTE_DIRS.includes(name));
if (unknown.length) {
  console.error(`Unknown remote(s): ${unknown.join(', ')}. Known: ${REMOTE_DIRS.join(', ')}`);
  process.exit(2);
}
const remotes = wanted.length ? wanted : REMOTE_DIRS;
const overrides = REMOTES.filter((remote) => remotes.includes(remote.dir))
  .map((remote) => `${remote.name}=http://localhost:${remote.devPort}/mf-manifest.json`)
  .join(',');

const children = [
  ['--filter', '@coach/platform', 'run', 'dev'],
  ...remotes.map((dir) => ['--filter', `./${dir}`, 'run', 'dev']),
  ['--filter', './shell', 'run', 'dev'],
].map((args) =>
  spawn('pnpm', args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { DATA_DIR: `${ROOT}/.data`, PORT: '8080', ...process.env, REMOTE_OVERRIDES: overrides },
  }),
);
console.info(
  `Shell dev server: http://localhost:${SHELL_DEV_PORT} (remotes from dev servers: ${remotes.join(', ')})`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
