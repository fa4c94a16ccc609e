import path from 'node:path';
import type { MigrationSet } from '@coach/server-kit/db/types';

/** `platform/` (this package). */
export const PLATFORM_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The platform's versioned SQL migrations (drizzle-kit, `platform/drizzle`), recorded in a table
 * of their own. Its first one creates the tables only if missing: a database made before the
 * split already has them from the api's history (docs/adr/0003).
 */
export const PLATFORM_MIGRATIONS: MigrationSet = {
  folder: path.join(PLATFORM_ROOT, 'drizzle'),
  table: '__platform_migrations',
};
