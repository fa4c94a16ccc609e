import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from './config';
import { secureDataDir } from './data-dir';
import { openConfiguredDatabase } from './db/database';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('the data folder is private to the user running the platform (docs/security.md)', () => {
  let root: string;
  let umask: number;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-data-dir-'));
    umask = process.umask();
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates a missing folder 0700 and sets the umask so new files are 0600', () => {
    const dataDir = path.join(root, 'a', 'data');
    secureDataDir(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(process.umask()).toBe(0o077);
    fs.writeFileSync(path.join(dataDir, 'new-file'), 'x');
    expect(mode(path.join(dataDir, 'new-file'))).toBe(0o600);
  });

  it('tightens a folder others could read, and the files in it (the embedded database writes 0666)', () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true });
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'pglite'), 0o755);
    const file = path.join(dataDir, 'pglite', 'base', '1261');
    fs.writeFileSync(file, 'x');
    fs.chmodSync(file, 0o666);
    secureDataDir(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(mode(file)).toBe(0o600);
  });

  it.each(['777', '775', '757', '1777'])('refuses a folder others can write (mode %s)', (octal) => {
    const bits = parseInt(octal, 8);
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, bits);
    expect(() => secureDataDir(dataDir)).toThrow(ConfigError);
    expect(() => secureDataDir(dataDir)).toThrow(/other users can write.*chmod 700/);
    expect(mode(dataDir)).toBe(bits & 0o777); // left as it was: someone may already have changed it
  });

  it('refuses a path that is not a folder', () => {
    const file = path.join(root, 'file');
    fs.writeFileSync(file, 'x');
    expect(() => secureDataDir(file)).toThrow(/not a folder/);
  });

  it('every entry point goes through it: opening the configured database refuses such a folder', async () => {
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, 0o777);
    await expect(openConfiguredDatabase({ databaseUrl: undefined, dataDir }, [])).rejects.toThrow(
      ConfigError,
    );
  });
});
