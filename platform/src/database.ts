import { API_MIGRATIONS } from '@coach/api';
import { openConfiguredDatabase } from '@coach/server-kit/db/database';
import type { Database, MigrationSet } from '@coach/server-kit/db/types';
import type { PlatformConfig } from './config';
import { PLATFORM_MIGRATIONS } from './paths';

/**
 * The histories of the database the platform opens. With the api in its process (the default),
 * one database holds both: the api's history first — written before the split, it also creates
 * the platform's tables, which the platform's first migration then finds in place. With the api
 * apart (`API_URL`), the platform's own only.
 */
export function serverMigrations(config: Pick<PlatformConfig, 'apiUrl'>): MigrationSet[] {
  return config.apiUrl ? [PLATFORM_MIGRATIONS] : [API_MIGRATIONS, PLATFORM_MIGRATIONS];
}

/** The database the configuration names, migrated (server-kit's openConfiguredDatabase). */
export function openServerDatabase(config: PlatformConfig): Promise<Database> {
  return openConfiguredDatabase(config, serverMigrations(config));
}
