// `pnpm bench:faults` (issue 39, docs/operating.md "Through its faults"): two platform instances
// over PostgreSQL, with their released files in the S3 test server, behind a load balancer that
// follows their readiness (lib/balancer.mjs). A steady load of reads, released files, pages and
// acknowledged writes runs throughout (lib/fault-load.mjs) while, one at a time: PostgreSQL
// restarts, an instance is killed, object storage refuses connections for 30 s, the disks of the
// release storage fill up (small tmpfs mounts). For each: requests answered, failed and how, the
// time to recover after the fault ends; at the end, whether every acknowledged write is there.
//
//   pnpm bench:faults                      every fault (root: tmpfs mounts, pg_ctlcluster)
//   pnpm bench:faults --ci                 PostgreSQL restart and instance kill only (< 5 min)
//   pnpm bench:faults --only=instance-kill
// DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); the
// bench makes a database of its own there. BENCH_PG_RESTART: the restart command, when not
// `pg_ctlcluster … restart`. Exit code 1 when a target is missed.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { startBalancer } from './lib/balancer.mjs';
import { CI_FAULTS, FAULTS } from './lib/fault-cases.mjs';
import { startLoad, summarize } from './lib/fault-load.mjs';
import { adminQuery, databaseNamed, mountQuota, unmount } from './lib/fault-setup.mjs';
import { startPlatform } from './lib/platform.mjs';
import { S3_CREDENTIALS, startS3TestServer } from './lib/s3-test-server.mjs';
import { startTcpRelay } from './lib/tcp-relay.mjs';
import { printTable } from './lib/text-table.mjs';
import { freshMemberToken } from '../e2e/support/session.mjs';

const argv = process.argv.slice(2);
const only = argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7)
  .split(',');
const chosen = argv.includes('--ci') ? CI_FAULTS : (only ?? Object.keys(FAULTS));
for (const name of chosen)
  if (!FAULTS[name]) throw new Error(`unknown fault ${name}: ${Object.keys(FAULTS).join(', ')}`);
const RECOVERY_TARGET_MS = 5000;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OPERATOR_TOKEN = randomBytes(32).toString('hex');
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

const benchStarted = Date.now();
const work = mkdtempSync(path.join(os.tmpdir(), 'coach-bench-faults-'));
const dbName = `coach_bench_faults_${process.pid}`;
/** @type {(() => Promise<void>)[]} */
const cleanups = [];
const cleanUp = async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  rmSync(work, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** A folder for an instance or the bucket: on a 64 MB tmpfs when the disk-full fault runs. */
const quotaDirs = /** @type {string[]} */ ([]);
function folder(/** @type {string} */ name) {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  if (chosen.includes('disk-full') && mountQuota(dir, '64m')) {
    quotaDirs.push(dir);
    cleanups.push(async () => unmount(dir));
  }
  return dir;
}

try {
  await adminQuery(ADMIN_URL, `CREATE DATABASE "${dbName}"`);
  cleanups.push(() => adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
  const databaseUrl = databaseNamed(ADMIN_URL, dbName);
  const s3 = await startS3TestServer(folder('bucket'), 'coach-bench');
  cleanups.push(() => s3.close());
  const storageRelay = await startTcpRelay({ host: '127.0.0.1', port: s3.port });
  cleanups.push(() => storageRelay.close());
  const env = {
    PATH: [path.join(ROOT, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
    DATABASE_URL: databaseUrl,
    FILE_STORAGE: 's3',
    S3_BUCKET: 'coach-bench',
    S3_ENDPOINT: `http://127.0.0.1:${storageRelay.port}`,
    S3_CONDITIONAL_WRITES: 'off',
    PLATFORM_OPERATOR_TOKEN: OPERATOR_TOKEN,
    ...S3_CREDENTIALS,
  };
  let started = 0;
  const startInstance = async () => {
    started += 1;
    // The first start builds what is stale; the others run that same build (SKIP_BUILD).
    const instance = await startPlatform({
      env: started === 1 ? env : { ...env, SKIP_BUILD: '1' },
      dataDir: folder(`instance-${started}`),
      timeoutMs: 900_000,
    });
    cleanups.push(() => instance.stop());
    return instance;
  };
  console.log('▶ two instances over PostgreSQL, released files in the S3 test server');
  const instances = [await startInstance(), await startInstance()];
  const balancer = await startBalancer(instances.map((instance) => instance.url));
  cleanups.push(() => balancer.close());
  const token = await freshMemberToken(balancer.url);
  const registry = await (await fetch(`${balancer.url}/registry.json`)).json();
  const files = Object.values(registry.remotes).map(
    (remote) => /** @type {{ manifest: string }} */ (remote).manifest,
  );
  // Both instances serve every file once (what they keep while the storage is away).
  for (const instance of instances)
    for (const file of files) await (await fetch(`${instance.url}${file}`)).arrayBuffer();

  const load = startLoad({ url: balancer.url, token, files });
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  const notes = [];
  let missed = false;
  for (const name of chosen) {
    const fault = /** @type {(typeof FAULTS)[string]} */ (FAULTS[name]);
    await sleep(3000);
    const from = Date.now();
    console.log(`▶ ${fault.title}`);
    const context = {
      instances,
      balancer,
      storageRelay,
      quotaDirs,
      startInstance,
      storageSeconds: Number(process.env.BENCH_STORAGE_SECONDS ?? 30),
      note: (/** @type {string} */ text) => notes.push(`${fault.title}: ${text}`),
      tryUpload: async () => {
        const answer = await fetch(
          `${balancer.url}/api/platform/remotes/mfe-home/releases/9.9.${Date.now()}-bench/files/extra.js`,
          {
            method: 'PUT',
            headers: {
              Authorization: `Operator ${OPERATOR_TOKEN}`,
              'X-Platform-Operator': 'bench',
              'Content-Type': 'application/octet-stream',
            },
            body: randomBytes(256 * 1024),
            signal: AbortSignal.timeout(15_000),
          },
        );
        return `${answer.status}${answer.headers.has('retry-after') ? ' + Retry-After' : ''} ${(await answer.text()).slice(0, 120)}`;
      },
    };
    // The instance a kill takes: the balancer's 502 for a write it held names it (fault-load.mjs).
    const killed = 'killsAnInstance' in fault && fault.killsAnInstance ? instances[0]?.url : undefined;
    const faultEnd = await fault.run(context);
    await sleep(RECOVERY_TARGET_MS + 3000);
    const to = Date.now();
    await fault.after?.(context);
    const summary = summarize(load.records, {
      from,
      to,
      faultEnd,
      killed,
    });
    const good = summary.unacceptable.length === 0 && summary.recoveryMs <= RECOVERY_TARGET_MS;
    missed ||= !good;
    console.log(
      `  window ${new Date(from).toISOString()} → ${new Date(to).toISOString()}, fault ended ${new Date(faultEnd).toISOString()}`,
    );
    rows.push([
      fault.title,
      String(summary.sent),
      String(summary.ok),
      String(summary.failures.get('503 + Retry-After') ?? 0),
      // Every failure but the acceptable one; a write lost with its killed instance is shown, not a miss.
      [...summary.failures.keys()]
        .filter((how) => how !== '503 + Retry-After')
        .map((how) => `${summary.failures.get(how)} × ${how}`)
        .join('; ') || '0',
      `${summary.slowestMs} ms`,
      `${(summary.failingMs / 1000).toFixed(1)} s`,
      `${(summary.recoveryMs / 1000).toFixed(1)} s`,
      good ? 'ok' : 'MISSED',
    ]);
  }
  await load.stop();
  // BENCH_RECORDS=<file>: every request's record, for a closer look.
  if (process.env.BENCH_RECORDS) writeFileSync(process.env.BENCH_RECORDS, JSON.stringify(load.records));
  const acknowledged = load.records.flatMap((record) => (record.id ? [record.id] : []));
  const found = await adminQuery(
    databaseUrl,
    'select count(*)::int as n from commitments where id = any($1::uuid[])',
    [acknowledged],
  );
  const kept = found[0]?.n ?? 0;
  missed ||= kept !== acknowledged.length;
  console.log();
  printTable(
    [
      'fault',
      'sent',
      'ok',
      '503 + Retry-After',
      'other failures',
      'slowest',
      'failing for',
      'recovered after its end',
      'target',
    ],
    rows,
  );
  console.log(
    `\nacknowledged writes: ${acknowledged.length}, found afterwards: ${kept}${kept === acknowledged.length ? ' (all)' : ' — LOST WRITES'}`,
  );
  for (const note of notes) console.log(`note: ${note}`);
  console.log(`bench: ${Math.round((Date.now() - benchStarted) / 1000)} s in all`);
  process.exitCode = missed ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
