// `pnpm bench:soak [--minutes=10]` (issue 39): one platform started as `npm start` starts it,
// under the fault bench's steady load (reads, released files, signed-in pages, writes:
// lib/fault-load.mjs) for the given minutes. It prints the resident memory (RSS) of each process
// — the platform and its render process — after a one-minute warm-up (a tenth of the run when
// shorter) and at the end: the target is at most 10 % growth. DATABASE_URL: over PostgreSQL
// (a database of its own), else the embedded one. Exit code 1 when a process grew more.
import { randomBytes } from 'node:crypto';
import { startLoad } from './lib/fault-load.mjs';
import { adminQuery, databaseNamed } from './lib/fault-setup.mjs';
import { startPlatform } from './lib/platform.mjs';
import { platformProcesses, rssMb } from './lib/process-memory.mjs';
import { printTable } from './lib/text-table.mjs';
import { freshMemberToken } from '../e2e/support/session.mjs';

const minutesArg = process.argv.find((arg) => arg.startsWith('--minutes='))?.slice(10);
const minutes = Number(minutesArg ?? 10);
if (!(minutes > 0 && minutes <= 24 * 60))
  throw new Error(`--minutes must be between 0 and 1440, got ${minutesArg}`);
const TARGET = 0.1;
const runMs = minutes * 60_000;
const warmUpMs = Math.min(60_000, runMs / 10);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

const adminUrl = process.env.DATABASE_URL;
const dbName = `coach_bench_soak_${process.pid}_${randomBytes(3).toString('hex')}`;
if (adminUrl) await adminQuery(adminUrl, `CREATE DATABASE "${dbName}"`);
const platform = await startPlatform({
  env: adminUrl ? { DATABASE_URL: databaseNamed(adminUrl, dbName) } : {},
  timeoutMs: 900_000,
});
try {
  const token = await freshMemberToken(platform.url);
  const registry = await (await fetch(`${platform.url}/registry.json`)).json();
  const files = Object.values(registry.remotes).map(
    (remote) => /** @type {{ manifest: string }} */ (remote).manifest,
  );
  const load = startLoad({ url: platform.url, token, files, workers: 4 });
  console.log(
    `▶ soak: ${minutes} min of steady load; memory read after ${Math.round(warmUpMs / 1000)} s and at the end`,
  );
  await sleep(warmUpMs);
  const processes = platformProcesses(platform.pid);
  const start = new Map(processes.map(({ pid }) => [pid, rssMb(pid)]));
  const sentAtStart = load.records.length;
  await sleep(runMs - warmUpMs);
  const end = new Map(processes.map(({ pid }) => [pid, rssMb(pid)]));
  await load.stop();
  const failed = load.records.filter((record) => record.status < 200 || record.status >= 400).length;
  let grew = false;
  const rows = processes.map(({ role, pid }) => {
    const before = start.get(pid);
    const after = end.get(pid);
    if (before == null || after == null) {
      grew = true;
      return [role, String(pid), before?.toFixed(1) ?? '-', after?.toFixed(1) ?? 'gone', '-', 'MISSED'];
    }
    const growth = (after - before) / before;
    grew ||= growth > TARGET;
    return [
      role,
      String(pid),
      before.toFixed(1),
      after.toFixed(1),
      `${(growth * 100).toFixed(1)} %`,
      growth > TARGET ? 'MISSED' : 'ok',
    ];
  });
  console.log();
  printTable(['process', 'pid', 'RSS after warm-up (MB)', 'RSS at the end (MB)', 'growth', '≤ 10 %'], rows);
  console.log(
    `\nrequests: ${load.records.length} (${load.records.length - sentAtStart} after the warm-up), ${failed} not answered 2xx/3xx`,
  );
  if (processes.length === 0) console.log('no platform process found in its process group: nothing measured');
  process.exitCode = grew || processes.length === 0 ? 1 : 0;
} finally {
  await platform.stop();
  if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
}
