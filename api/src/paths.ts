import path from 'node:path';
import type { MigrationSet } from '@coach/server-kit/db/types';

/** `api/` (this package). */
export const API_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The product's versioned SQL migrations (drizzle-kit, `api/drizzle`), recorded in drizzle's
 * default table: a database made before the split keeps its history (docs/adr/0003).
 */
export const API_MIGRATIONS: MigrationSet = {
  folder: path.join(API_ROOT, 'drizzle'),
  table: '__drizzle_migrations',
};
