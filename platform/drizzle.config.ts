import { defineConfig } from 'drizzle-kit';

/**
 * `pnpm --filter @coach/platform db:generate` turns changes in src/db/schema (the registry,
 * releases, platform settings, release-file storage) into a new versioned SQL file in drizzle/,
 * recorded in the platform's own migrations table (src/paths.ts). docs/adr/0003.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  migrations: { table: '__platform_migrations', schema: 'drizzle' },
  strict: true,
  verbose: true,
});
