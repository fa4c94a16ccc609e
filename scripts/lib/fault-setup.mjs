// What the fault bench sets up around the instances: its own database, small tmpfs mounts.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');

/** One query on a connection of its own. @param {string} url @param {string} sql @param {unknown[]} [values] */
export async function adminQuery(url, sql, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The server's URL with another database. @param {string} url @param {string} name */
export function databaseNamed(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Mounts a tmpfs of `size` on `dir` (root only); false when it cannot. */
export function mountQuota(/** @type {string} */ dir, /** @type {string} */ size) {
  return spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=700`, 'tmpfs', dir]).status === 0;
}

export function unmount(/** @type {string} */ dir) {
  spawnSync('umount', ['-l', dir]);
}
