import path from 'node:path';

/** `server-kit/` (this package). */
export const SERVER_KIT_ROOT = path.resolve(import.meta.dirname, '..');
/** The workspace root (one level above the packages). */
export const REPO_ROOT = path.resolve(SERVER_KIT_ROOT, '..');
