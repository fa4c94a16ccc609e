import fs from 'node:fs';

/**
 * PGlite is single-process: two processes opening the same data folder corrupt it.
 * This lock file (holding the owner's pid) makes a second process fail with a clear message.
 */
export function acquireDirectoryLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readOrEmpty(lockPath), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database is in use by process ${owner} (lock ${lockPath}). ` +
            'Stop the running platform first, or set DATABASE_URL to use PostgreSQL.',
          { cause: error },
        );
      }
      // stale lock left by a crashed process: remove it and try once more
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not acquire the database lock ${lockPath}`);
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
