// The faults of `pnpm bench:faults`, one at a time. Each `run` causes its fault, ends it, and
// returns when it ended (the time recovery is measured from); `after` puts things back for the
// next one (a killed instance replaced).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} FaultContext
 * @property {import('./platform.mjs').StartedPlatform[]} instances
 * @property {import('./balancer.mjs').Balancer} balancer
 * @property {{ refuse(): void, restore(): void }} storageRelay
 * @property {string[]} quotaDirs folders on small tmpfs mounts (empty: no quota to fill)
 * @property {() => Promise<import('./platform.mjs').StartedPlatform>} startInstance
 * @property {() => Promise<string>} tryUpload a release file uploaded through the balancer: how it was answered
 * @property {(note: string) => void} note
 * @property {number} storageSeconds how long object storage refuses connections
 */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The PostgreSQL cluster's restart command: BENCH_PG_RESTART, else the one of this machine. */
function postgresRestartCommand() {
  if (process.env.BENCH_PG_RESTART) return ['sh', '-c', process.env.BENCH_PG_RESTART];
  const versions = readdirSync('/etc/postgresql');
  return ['pg_ctlcluster', '--skip-systemctl-redirect', versions[0] ?? '15', 'main', 'restart'];
}

/** Fills a folder's file system up to its last byte; returns the filler's path. */
function fill(dir) {
  const file = path.join(dir, `filler-${process.pid}`);
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(1 << 20);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
  // The last partial megabyte too.
  const fd2 = openSync(file, 'a');
  try {
    for (;;) writeSync(fd2, Buffer.alloc(1024));
  } catch {
    // full
  } finally {
    closeSync(fd2);
  }
  return file;
}

/** @type {Record<string, { title: string, run(ctx: FaultContext): Promise<number>, after?(ctx: FaultContext): Promise<void> }>} */
export const FAULTS = {
  'postgres-restart': {
    title: 'PostgreSQL restart',
    async run(ctx) {
      const [command, ...args] = postgresRestartCommand();
      const started = Date.now();
      // Not spawnSync: the load runs in this process and must go on during the restart.
      const child = spawn(/** @type {string} */ (command), args, { stdio: 'inherit' });
      const [code] = await once(child, 'exit');
      if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code})`);
      ctx.note(`PostgreSQL restart took ${Date.now() - started} ms`);
      return Date.now();
    },
  },
  'instance-kill': {
    title: 'one instance killed (SIGKILL)',
    // The first instance: a write it held when killed is lost with it (fault-load.mjs).
    killsAnInstance: true,
    async run(ctx) {
      const victim = /** @type {import('./platform.mjs').StartedPlatform} */ (ctx.instances[0]);
      victim.signal('SIGKILL');
      return Date.now();
    },
    async after(ctx) {
      const [victim, ...others] = ctx.instances;
      await victim?.stop();
      const replacement = await ctx.startInstance();
      ctx.instances.splice(0, ctx.instances.length, ...others, replacement);
      ctx.balancer.setBackends(ctx.instances.map((instance) => instance.url));
    },
  },
  'storage-refused': {
    title: 'object storage refusing connections',
    async run(ctx) {
      ctx.storageRelay.refuse();
      await sleep(ctx.storageSeconds * 1000);
      ctx.storageRelay.restore();
      return Date.now();
    },
  },
  'disk-full': {
    title: 'release storage disk full (tmpfs)',
    async run(ctx) {
      if (ctx.quotaDirs.length === 0) throw new Error('no tmpfs mounts (the bench needs root to mount them)');
      const fillers = ctx.quotaDirs.map(fill);
      await sleep(2000);
      ctx.note(`a release upload while the disks are full: ${await ctx.tryUpload()}`);
      await sleep(18_000);
      for (const file of fillers) rmSync(file, { force: true });
      return Date.now();
    },
  },
};

/** The faults the CI runs (in under 5 minutes): a database restart and an instance killed. */
export const CI_FAULTS = ['postgres-restart', 'instance-kill'];
