import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTE_DIRS = ['mfe-home', 'mfe-trainings', 'mfe-team', 'mfe-life-gps', 'mfe-profile'];
export const APP_DIRS = ['shell', ...REMOTE_DIRS];
