import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config';

const OTHERS_WRITE = 0o022;
const OTHERS_ANY = 0o077;

/**
 * The data folder holds password hashes, sessions and personal data: only the user running the
 * platform may read it. Called first by every entry point that writes there (server, CLIs):
 * - umask 077, so whatever the process creates from now on is 0600 / 0700;
 * - the folder is created 0700; an existing one is refused if others can WRITE it (someone may
 *   already have planted or changed files: an operator must look), and tightened to 0700 if
 *   others can only read it (an older version created it 0755);
 * - the files already inside lose their group/other bits: the embedded database (PGlite's file
 *   system layer) creates its files 0666 whatever the umask; the 0700 folder is what protects
 *   the files it creates later.
 * Decision: docs/security.md, "The data folder".
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  if (!fs.existsSync(dataDir)) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(dataDir);
  if (!stat.isDirectory()) throw new ConfigError(`DATA_DIR ${dataDir} is not a folder`);
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    throw new ConfigError(
      `DATA_DIR ${dataDir} belongs to another user (uid ${stat.uid}): run the platform as its owner.`,
    );
  }
  if ((stat.mode & OTHERS_WRITE) !== 0) {
    throw new ConfigError(
      `DATA_DIR ${dataDir} is a folder other users can write (mode ${(stat.mode & 0o7777).toString(8)}): ` +
        `check its content, then chmod 700 it (and chmod -R go-rwx) before starting.`,
    );
  }
  tighten(dataDir, stat);
}

function tighten(target: string, stat: fs.Stats): void {
  if (stat.isSymbolicLink()) return; // never follow a link out of the folder
  if ((stat.mode & OTHERS_ANY) !== 0) fs.chmodSync(target, stat.mode & 0o7700);
  if (!stat.isDirectory()) return;
  for (const entry of fs.readdirSync(target)) {
    const child = path.join(target, entry);
    tighten(child, fs.lstatSync(child));
  }
}
