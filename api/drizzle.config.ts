import { defineConfig } from 'drizzle-kit';

/**
 * `pnpm --filter @coach/api db:generate` turns changes in src/db/schema into a new versioned
 * SQL file in drizzle/. The same files run on embedded PGlite and on PostgreSQL.
 * drizzle/platform-tables: frozen copies of the tables the api's history created for the
 * platform before the split, so that no generate ever drops them (docs/adr/0003).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/index.ts', './drizzle/platform-tables/index.ts'],
  out: './drizzle',
  strict: true,
  verbose: true,
});
