import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The one list of remotes (folder, Module Federation name, dev port, prefixes, widgets).
import platform from '../../shared/src/contract/remotes.json' with { type: 'json' };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {{ name: string, dir: string, devPort: number, prefixes: string[], widgets?: { order: number } }[]} */
export const REMOTES = Object.entries(platform.remotes).map(([name, info]) => ({ ...info, name }));
export const REMOTE_DIRS = REMOTES.map((remote) => remote.dir);
export const APP_DIRS = ['shell', ...REMOTE_DIRS];
export const SHELL_DEV_PORT = platform.shell.devPort;
