// Builds the shell and the remotes that are out of date: an app is rebuilt when the hash of
// everything that goes into it differs from the stamp its last build left in dist/.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appendFileSync } from 'node:fs';
import { run } from './run.mjs';
import { runLogged } from './steps.mjs';
import { ROOT } from './apps.mjs';

const STAMP = '.build-stamp';
const SHARED_INPUTS = [
  'shared/src',
  'shared/package.json',
  'tooling/webpack',
  'tooling/prerender',
  'tooling/server-render',
  'tooling/remotes.cjs',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];

function* files(target) {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    yield* files(path.join(target, entry));
  }
}

export function inputHash(appDir) {
  const hash = createHash('sha256');
  const inputs = [
    ...SHARED_INPUTS,
    `${appDir}/src`,
    `${appDir}/public`,
    `${appDir}/package.json`,
    `${appDir}/webpack.config.js`,
    `${appDir}/webpack.prerender.config.js`,
    `${appDir}/webpack.server-render.config.js`,
  ];
  for (const input of inputs) {
    for (const file of files(path.join(ROOT, input))) {
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function isUpToDate(appDir) {
  const stamp = path.join(ROOT, appDir, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === inputHash(appDir);
}

/**
 * Builds one app unless its stamp says it is current. Progress goes to the console, or to `log`
 * (with the build's own output) when one is given.
 * @param {string} appDir
 * @param {{ force?: boolean, log?: string }} [options]
 */
export async function buildIfStale(appDir, { force = false, log } = {}) {
  const say = (/** @type {string} */ line) => (log ? appendFileSync(log, `${line}\n`) : console.log(line));
  if (!force && isUpToDate(appDir)) {
    say(`✓ ${appDir} is up to date`);
    return false;
  }
  say(`… building ${appDir}`);
  const started = Date.now();
  const args = ['--filter', `./${appDir}`, 'run', 'build'];
  await (log ? runLogged('pnpm', args, { log }) : run('pnpm', args, { quiet: true }));
  writeFileSync(path.join(ROOT, appDir, 'dist', STAMP), inputHash(appDir));
  say(`✓ built ${appDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** Builds several apps, two at a time (the machines have two cores). */
export async function buildAll(appDirs, options) {
  const queue = [...appDirs];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildIfStale(app, options);
  };
  await Promise.all([worker(), worker()]);
}
