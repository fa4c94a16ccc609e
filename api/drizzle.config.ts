import { defineConfig } from 'drizzle-kit';

/**
 * `pnpm --filter @coach/api db:generate` turns changes in src/db/schema into a new versioned
 * SQL file in drizzle/. The same files run on embedded PGlite and on PostgreSQL.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
