/**
 * Publishes local remote builds into the registry:
 *   tsx platform/src/cli/publish-local.ts [--if-none-live] mfe-home mfe-trainings …
 * Each argument is a remote folder of the workspace (or a path to one). Prints one line per
 * remote; exits 1 if any failed. Idempotent. With the embedded database, run it while the
 * platform is stopped (the data folder is single-process).
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@coach/server-kit/paths';
import { loadPlatformConfig } from '../config';
import { openServerDatabase } from '../database';
import { publishLocal } from '../features/registry/publish-local';
import { REMOTE_DIRS } from '../remotes/names';
import { openFileStorage } from '../storage/open-file-storage';

async function main(argv: string[]): Promise<number> {
  const flags = argv.filter((arg) => arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--if-none-live');
  if (unknown.length > 0) {
    console.error(`Unknown option(s): ${unknown.join(' ')}`);
    return 2;
  }
  const remotes = argv.filter((arg) => !arg.startsWith('--'));
  const targets = remotes.length > 0 ? remotes : [...REMOTE_DIRS];
  const config = loadPlatformConfig();
  const database = await openServerDatabase(config);
  const storage = openFileStorage(config, database.db);
  let failures = 0;
  try {
    for (const target of targets) {
      const packageDir = path.resolve(target.includes('/') ? target : path.join(REPO_ROOT, target));
      try {
        const result = await publishLocal({
          db: database.db,
          packageDir,
          storage,
          shellDist: config.shellDist,
          createdBy: `publish-local (${os.userInfo().username})`,
          ifNoneLive: flags.includes('--if-none-live'),
        });
        console.info(result.message);
      } catch (error) {
        failures += 1;
        console.error(
          `${path.basename(packageDir)}: FAILED: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    await database.close();
  }
  return failures > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
