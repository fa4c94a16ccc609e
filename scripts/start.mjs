// `npm start`: build what is out of date — the apps, and the servers' JavaScript (production runs
// compiled files, no transpiling at start: lib/compile-servers.mjs) — publish each remote's build
// into the local registry when none is live yet, then serve the whole platform (shell, remotes,
// registry) with the api behind it under /api, in one process (platform/src/main.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_DIRS, REMOTE_DIRS, ROOT } from './lib/apps.mjs';
import { buildAll } from './lib/build.mjs';
import { compileServers, compiledEntry } from './lib/compile-servers.mjs';
import { run } from './lib/run.mjs';

const env = {
  PORT: process.env.PORT ?? '8080',
  DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, '.data'),
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};
const PLATFORM_DIR = path.join(ROOT, 'platform');

// SKIP_BUILD=1: the apps are built already — the second instance of a deployment, of a test.
if (process.env.SKIP_BUILD !== '1') await buildAll(APP_DIRS);
const compiled = compileServers();
if (compiled.written > 0)
  console.info(
    `servers compiled: ${compiled.written} of ${compiled.files} files changed (${compiled.ms} ms)`,
  );
await run(
  process.execPath,
  [compiledEntry('platform/src/cli/publish-local.ts'), '--if-none-live', ...REMOTE_DIRS],
  { env, cwd: PLATFORM_DIR },
);

// The server is this process's only child: a signal reaches it once, and its exit code is ours.
const server = spawn(process.execPath, [compiledEntry('platform/src/main.ts')], {
  cwd: PLATFORM_DIR,
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
