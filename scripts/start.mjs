// `npm start`: build what is out of date, publish each remote's build into the local registry
// when none is live yet, then serve the whole platform (shell, remotes, registry) with the api
// behind it under /api, in one process (platform/src/main.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APP_DIRS, REMOTE_DIRS, ROOT } from './lib/apps.mjs';
import { buildAll } from './lib/build.mjs';
import { run } from './lib/run.mjs';

const env = {
  PORT: process.env.PORT ?? '8080',
  DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, '.data'),
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};

await buildAll(APP_DIRS);
await run(
  'pnpm',
  [
    '--filter',
    '@coach/platform',
    'exec',
    'tsx',
    'src/cli/publish-local.ts',
    '--if-none-live',
    ...REMOTE_DIRS,
  ],
  {
    env,
  },
);

const server = spawn('pnpm', ['--filter', '@coach/platform', 'exec', 'tsx', 'src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
