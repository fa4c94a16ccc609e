#!/usr/bin/env node
// `npm start` and `npm test` land here, on whatever Node the machine has (20 is enough for this
// file). It installs the workspace when needed, then hands over to pnpm, which puts the
// workspace's own Node 24 (the `node` devDependency) first on the PATH of every script.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const TASKS = { start: 'platform:start', test: 'test:all' };

const task = TASKS[process.argv[2]];
if (!task) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(TASKS).join('|')}`);
  process.exit(2);
}

const pnpmBin = path.join(root, 'node_modules/.bin/pnpm');
const marker = path.join(root, 'node_modules/.modules.yaml');
const lockfile = path.join(root, 'pnpm-lock.yaml');

function installNeeded() {
  if (!existsSync(pnpmBin) || !existsSync(marker)) return true;
  return statSync(lockfile).mtimeMs > statSync(marker).mtimeMs;
}

if (installNeeded()) {
  console.log('Installing dependencies (pnpm, frozen lockfile)…');
  const result = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'install', '--frozen-lockfile'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? '' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(pnpmBin, ['run', '--silent', task, ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
