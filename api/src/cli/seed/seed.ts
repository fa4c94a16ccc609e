import { count, eq, inArray, notLike, sql } from 'drizzle-orm';
import type { Db } from '@coach/server-kit/db/types';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import { users } from '../../db/schema';
import { loadTrainings } from '../../features/trainings/content-files';
import { importTrainings } from '../../features/trainings/content-import';
import { windowsOf, writeBatch, type Window } from './batch';
import type { SeedOptions } from './options';
import { HISTORY_DAYS_MAX, SAMPLES, SEED_DOMAIN, memberEmail, memberId, type SampleRole } from './plan';
import { trainingCatalogue } from './rows-trainings';

/** A reason not to seed, said to the person; nothing has been written. */
export class SeedRefusal extends Error {}

export interface SeedReport {
  /** Members in the database after the run, and how many this run wrote. */
  members: number;
  written: number;
  rows: number;
  elapsedMs: number;
  databaseBytes: number;
  samples: { role: SampleRole; email: string }[];
}

export interface SeedOutput {
  progress(done: number, total: number, rows: number, elapsedMs: number): void;
}

/**
 * How many batches are written side by side. A batch is one transaction whose rows PostgreSQL
 * draws itself (INSERT … SELECT), so one batch keeps one core busy and the seed's own process
 * idle; batches are independent (a leader's team is drawn within its batch), so on PostgreSQL
 * two connections keep both cores of the project machine busy. The embedded database has one.
 */
export interface SeedRun {
  output: SeedOutput;
  parallelBatches?: number;
}

const SEEDED = `%@${SEED_DOMAIN}`;

/** Accounts the seed did not write: real people, or another tool's test members. */
async function foreignMembers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(notLike(users.email, SEEDED));
  return row?.n ?? 0;
}

interface Continuation {
  passwordHash: string;
  anchor: string;
}

/**
 * A database already seeded is continued with what it was seeded with: the same seed, the same
 * password, the same last day of history. Anything else would mix two sets of data.
 */
async function continuation(db: Db, options: SeedOptions): Promise<Continuation | null> {
  const [first] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.email, memberEmail(0)));
  if (!first) return null;
  if (first.id !== memberId(options.seed, 0))
    throw new SeedRefusal('this database was seeded with another --seed: use that one, or a fresh database');
  if (!(await verifyPassword(first.passwordHash, options.password)))
    throw new SeedRefusal(
      'this database was seeded with another --password: use that one, or a fresh database',
    );
  // The first member registered HISTORY_DAYS_MAX days before the history's last day.
  const anchor = new Date(first.createdAt.getTime() + HISTORY_DAYS_MAX * 86_400_000);
  return { passwordHash: first.passwordHash, anchor: anchor.toISOString().slice(0, 10) };
}

/** The part of the window not written yet (batches commit whole: what exists is a prefix). */
async function missingPart(db: Db, seed: string, window: Window): Promise<Window | null> {
  const ids = Array.from({ length: window.length }, (_, i) => memberId(seed, window.first + i));
  const [row] = await db.select({ n: count() }).from(users).where(inArray(users.id, ids));
  const existing = row?.n ?? 0;
  return existing >= window.length
    ? null
    : { first: window.first + existing, length: window.length - existing };
}

/** Runs `work` on every item, at most `parallel` at a time, in order of start. */
async function eachSideBySide<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, runner));
}

export async function seedDatabase(db: Db, options: SeedOptions, run: SeedRun): Promise<SeedReport> {
  const started = Date.now();
  const foreign = await foreignMembers(db);
  if (foreign > 0 && !options.force)
    throw new SeedRefusal(
      `this database holds ${foreign} member(s) the seed did not create (not @${SEED_DOMAIN}); ` +
        'seed a database of its own, or pass --force to add to it anyway',
    );
  const resumed = await continuation(db, options);
  const context = {
    seed: options.seed,
    anchor: resumed?.anchor ?? new Date().toISOString().slice(0, 10),
    passwordHash: resumed?.passwordHash ?? (await hashPassword(options.password)),
  };
  const { trainings, problems } = await loadTrainings();
  if (problems.length > 0) throw new SeedRefusal('the training content has problems: run pnpm content check');
  await importTrainings(db, trainings, new Date());
  const catalogue = trainingCatalogue(trainings);

  let done = 0;
  let written = 0;
  let rows = 0;
  const writeWindow = async (window: Window) => {
    const missing = await missingPart(db, options.seed, window);
    if (missing) {
      // Added once the batch is written: `rows += await …` would read `rows` before the wait and
      // lose the rows of the batches written beside it meanwhile.
      const added = await writeBatch(db, context, catalogue, missing);
      rows += added;
      written += missing.length;
    }
    done += window.length;
    run.output.progress(done, options.members, rows, Date.now() - started);
  };
  // The first batch alone: its first member is what a resumed run continues from (continuation).
  const [first, ...rest] = windowsOf(options.members);
  if (first) await writeWindow(first);
  await eachSideBySide(rest, run.parallelBatches ?? 1, writeWindow);
  // Fresh statistics, so that the planner (and the EXPLAIN test) sees the tables as they are.
  await db.execute(sql`ANALYZE`);
  const size = await db.execute(sql`SELECT pg_database_size(current_database())::bigint AS bytes`);
  const sizeRows = (size as unknown as { rows: { bytes: string | number }[] }).rows;
  return {
    members: options.members,
    written,
    rows,
    elapsedMs: Date.now() - started,
    databaseBytes: Number(sizeRows[0]?.bytes ?? 0),
    samples: (Object.entries(SAMPLES) as [SampleRole, number][])
      .filter(([, index]) => index < options.members)
      .map(([role, index]) => ({ role, email: memberEmail(index) })),
  };
}
