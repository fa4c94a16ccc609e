// `pnpm seed --members N [--seed S] [--password P] [--force]`: realistic members at any size in
// the database the configuration names (DATABASE_URL, else the embedded one in DATA_DIR). The
// work is the api's (api/src/cli/seed); this only runs it with the api's TypeScript loader.
// docs/operating.md, "Realistic data at any size".
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/cli/seed/main.ts', ...process.argv.slice(2).filter((arg) => arg !== '--')],
  { cwd: path.join(ROOT, 'api'), stdio: 'inherit' },
);
// Ctrl-C reaches the child too (same process group); its batch in progress rolls back.
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
