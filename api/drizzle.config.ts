import { defineConfig } from 'drizzle-kit';

/**
 * `pnpm --filter @coach/api db:generate` turns changes in src/db/schema into a new versioned
 * SQL file in drizzle/. The same files run on embedded PGlite and on PostgreSQL.
 * The platform's tables, which this history created before the split, are the platform's own
 * since: migration 0015 records (as a no-op) that the api's schema no longer lists them, so no
 * generate here ever drops them (docs/adr/0003).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
