/**
 * `pnpm seed --members N [--seed S] [--password P] [--force]`: fills the database the
 * configuration names (DATABASE_URL, else the embedded one) with realistic members
 * (docs/operating.md "Realistic data at any size").
 *   tsx api/src/cli/seed/main.ts --members 20000
 */
import { loadConfig } from '@coach/server-kit/config';
import { openConfiguredDatabase, openDatabase } from '@coach/server-kit/db/database';
import { API_MIGRATIONS } from '../../paths';
import { DEFAULT_PASSWORD, parseSeedOptions } from './options';
import { bytes, duration, grouped, progressLine } from './progress';
import { SeedRefusal, seedDatabase } from './seed';

const parsed = parseSeedOptions(process.argv.slice(2).filter((arg) => arg !== '--'));
if (!parsed.ok) {
  console.error(`seed: ${parsed.error}`);
  console.error('usage: pnpm seed --members N [--seed S] [--password P] [--force]');
  process.exit(2);
}
const { options } = parsed;
const config = loadConfig();
// A batch's statements write tens of thousands of rows each: far beyond a request's time limit.
const database = config.databaseUrl
  ? await openDatabase(
      { kind: 'postgres', url: config.databaseUrl, poolSize: 2, queryTimeoutMs: 30 * 60_000 },
      [API_MIGRATIONS],
    )
  : await openConfiguredDatabase(config, [API_MIGRATIONS]);
console.info(
  `Seeding ${grouped(options.members)} members (seed ${options.seed}) into ${database.description}`,
);

// A redrawn line on a terminal; a line per tenth otherwise (CI logs).
let lastTenth = -1;
const progress = (done: number, total: number, rows: number, elapsedMs: number) => {
  const line = progressLine({ done, total, rows, elapsedMs });
  if (process.stderr.isTTY) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
  else if (Math.floor((done * 10) / total) !== lastTenth || done === total) {
    lastTenth = Math.floor((done * 10) / total);
    console.error(line);
  }
};

/** The database's own words (drizzle wraps them in a "Failed query" error that lists the SQL). */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

try {
  // Two batches side by side on PostgreSQL (the pool's two connections); one on the embedded one.
  const report = await seedDatabase(database.db, options, {
    output: { progress },
    parallelBatches: config.databaseUrl ? 2 : 1,
  });
  console.info(
    `Seeded ${grouped(report.members)} members (${grouped(report.written)} written now, ` +
      `${grouped(report.rows)} rows) in ${duration(report.elapsedMs)}; database size ${bytes(report.databaseBytes)}`,
  );
  console.info(
    `Every seeded member's password: ${options.password === DEFAULT_PASSWORD ? `${DEFAULT_PASSWORD} (the default)` : 'the --password given'}`,
  );
  for (const sample of report.samples) console.info(`sample ${sample.role} ${sample.email}`);
} catch (error) {
  if (error instanceof SeedRefusal) console.error(`seed refused: ${error.message}`);
  else
    console.error(
      `seed stopped: ${reason(error)}\n` +
        'The batches in progress were rolled back; the batches written are kept: run the same command again to resume.',
    );
  process.exitCode = 1;
} finally {
  await database.close();
}
