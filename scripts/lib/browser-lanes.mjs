// The browser tests run in two lanes, each against a platform and a Chromium of its own, so that the
// two cores are both busy. Files that change what every page of a platform sees (they promote and
// roll back remotes, add redirects, rewrite a stored release) all go to the first lane and run
// first there, so no other file meets their changes half-way. The other files are spread so that
// both lanes end together: longest first, each to the lane that is then shorter, weighed by their
// time in the last run on this machine (kept in node_modules/.cache), else by their size.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

/** Files whose tests change the platform for everyone (registry, redirects, stored releases). */
export const PLATFORM_CHANGING = [
  'tests/release.test.mjs',
  'tests/remote-styles.test.mjs',
  'tests/redirects.test.mjs',
  'tests/prerender.test.mjs',
];

const TIMES_FILE = path.join(ROOT, 'node_modules/.cache/coach/browser-file-times.json');

/**
 * Splits test files (relative to e2e/) into two lanes of about the same weight; the
 * platform-changing ones stay together, first in the first lane.
 * @param {string[]} files
 * @param {(file: string) => number} weightOf
 * @returns {[string[], string[]]}
 */
export function planLanes(files, weightOf) {
  const changing = files.filter((file) => PLATFORM_CHANGING.includes(file));
  const others = files.filter((file) => !PLATFORM_CHANGING.includes(file));
  /** @type {[string[], string[]]} */
  const lanes = [[...changing], []];
  const loads = [changing.reduce((sum, file) => sum + weightOf(file), 0), 0];
  for (const file of [...others].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lane = loads[0] <= loads[1] ? 0 : 1;
    lanes[lane].push(file);
    loads[lane] += weightOf(file);
  }
  return lanes;
}

/**
 * The weight of each file: its seconds in the last run when known, else its size in kilobytes
 * scaled to about seconds (a rough 1 s per KB of test code, enough to balance a first run).
 * @param {string} e2eDir
 * @returns {(file: string) => number}
 */
export function lastRunWeights(e2eDir) {
  /** @type {Record<string, number>} */
  let times = {};
  try {
    times = JSON.parse(readFileSync(TIMES_FILE, 'utf8'));
  } catch {
    // first run on this machine
  }
  return (file) => times[file] ?? statSync(path.join(e2eDir, file)).size / 1024;
}

/**
 * Keeps this run's times (seconds per file relative to e2e/) for the next run's plan.
 * @param {Record<string, number>} secondsByFile
 */
export function rememberTimes(secondsByFile) {
  if (Object.keys(secondsByFile).length === 0) return;
  mkdirSync(path.dirname(TIMES_FILE), { recursive: true });
  let previous = {};
  if (existsSync(TIMES_FILE)) {
    try {
      previous = JSON.parse(readFileSync(TIMES_FILE, 'utf8'));
    } catch {
      previous = {};
    }
  }
  writeFileSync(TIMES_FILE, JSON.stringify({ ...previous, ...secondsByFile }, null, 2));
}
