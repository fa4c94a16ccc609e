// The servers `pnpm bench:scale` measures (scripts/bench-scale.mjs): each on a database that
// `pnpm seed` filled, either the api alone, compiled as deployed, or the platform with the api in it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { startPlatform } from './platform.mjs';

const API_DIR = path.join(ROOT, 'api');
const { default: pg } = await import(createRequire(path.join(API_DIR, 'package.json')).resolve('pg'));

/** Refuses a database `pnpm seed` did not fill: no seeded members, or people of its own. */
export async function seededMembers(/** @type {string} */ url, /** @type {string} */ seedDomain) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // An empty database (no `users` table yet) counts as not seeded, with the same message.
    const { rows } = await client
      .query(
        `SELECT count(*) FILTER (WHERE email LIKE $1) AS seeded, count(*) FILTER (WHERE email NOT LIKE $1) AS other
         FROM users`,
        [`%@${seedDomain}`],
      )
      .catch((/** @type {{ code?: string }} */ error) => {
        if (error.code === '42P01') return { rows: [{ seeded: 0, other: 0 }] };
        throw error;
      });
    const seeded = Number(rows[0].seeded);
    const other = Number(rows[0].other);
    if (seeded === 0 || other > 0)
      throw new Error(
        `${url.replace(/:[^:@/]+@/, ':***@')} was not seeded by pnpm seed (${seeded} seeded members, ${other} others): ` +
          'DATABASE_URL=… pnpm seed --members N into a database of its own first',
      );
    return seeded;
  } finally {
    await client.end();
  }
}

/**
 * The api alone on the database, as deployed: compiled, then run by plain Node (`api/start.mjs`,
 * docs/operating.md "The api apart"), so the figures carry no TypeScript loader.
 */
export async function startApi(/** @type {string} */ url) {
  const port = 19_000 + Math.floor(Math.random() * 1000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-bench-scale-'));
  const child = spawn(process.execPath, ['start.mjs'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop, pid: child.pid ?? null };
    if (waited > 120_000) {
      stop();
      throw new Error('the api did not answer /api/health within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The remotes' live releases on each database (name → version and entry hash), or an empty list
 * before the platform first ran there. The pages at two sizes are comparable only when both run
 * the same releases: otherwise the ratio would compare code, not data.
 * @param {string[]} urls
 */
export async function sameLiveReleases(urls) {
  const live = await Promise.all(
    urls.map(async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client
          .query(
            `SELECT l.remote, l.version, r.integrity FROM remote_live l
             JOIN remote_releases r ON r.remote = l.remote AND r.version = l.version ORDER BY l.remote`,
          )
          .catch((/** @type {{ code?: string }} */ error) => {
            if (error.code === '42P01') return { rows: [] }; // the platform never ran there
            throw error;
          });
        return rows.map((row) => `${row.remote}@${row.version} (${row.integrity ?? 'no hash'})`).join(', ');
      } finally {
        await client.end();
      }
    }),
  );
  const ran = live.filter((releases) => releases !== '');
  if (new Set(ran).size > 1)
    throw new Error(
      `the two databases serve different releases — ${live.join(' vs ')}: release the same builds to ` +
        'both (docs/operating.md, "Realistic data at any size"), or clear their registries, before comparing pages',
    );
}

/** The platform with the api in it, over the database; the apps must be built (`npm start` once). */
export async function platformOn(/** @type {string} */ url) {
  const platform = await startPlatform({ env: { DATABASE_URL: url, SKIP_BUILD: '1', LOG_LEVEL: 'warn' } });
  return { base: platform.url, stop: () => platform.stop(), pid: null };
}
