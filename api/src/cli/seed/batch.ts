import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@coach/server-kit/db/types';
import { planMember, teamOf, type MemberPlan } from './plan';
import { peopleStatements, type BatchContext } from './rows-people';
import { seatsTable, teamStatements, type SeatRow } from './rows-teams';
import { catalogueTables, trainingStatements, type TrainingCatalogue } from './rows-trainings';

/** Members written per transaction: large enough for fast statements, small enough to resume. */
export const BATCH_SIZE = 1000;

/** A run of consecutive member indices written together. */
export interface Window {
  first: number;
  length: number;
}

/** The fixed windows [k·BATCH_SIZE, (k+1)·BATCH_SIZE) that cover `members`. */
export function windowsOf(members: number): Window[] {
  const windows: Window[] = [];
  for (let first = 0; first < members; first += BATCH_SIZE)
    windows.push({ first, length: Math.min(BATCH_SIZE, members - first) });
  return windows;
}

/** The plans' columns, as `seed_members` holds them (snake case, for jsonb_to_recordset). */
function memberRecord(plan: MemberPlan) {
  return {
    idx: plan.index,
    id: plan.id,
    email: plan.email,
    firstname: plan.firstname,
    lastname: plan.lastname,
    gender: plan.gender,
    lang: plan.lang,
    user_type: plan.userType,
    verified: plan.verified,
    history_days: plan.historyDays,
    weather_step: plan.weatherStep,
    commitments: plan.commitments,
    appointments: plan.appointments,
    goal_steps: plan.goalSteps,
    sessions: plan.sessions,
    calendar_feed: plan.calendarFeed,
    modules_done: plan.modulesDone,
    retakes: plan.retakes,
    team_size: plan.teamSize,
  };
}

const MEMBER_COLUMNS = sql.raw(`(idx int, id uuid, email text, firstname text, lastname text, gender text,
  lang text, user_type text, verified boolean, history_days int, weather_step int, commitments int,
  appointments int, goal_steps int, sessions int, calendar_feed boolean, modules_done int[], retakes int,
  team_size int)`);

/** Rows a statement wrote, whichever driver ran it (node-postgres: rowCount; PGlite: affectedRows). */
function written(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/**
 * Writes the members of `window` and everything they own, in one transaction: a batch is there
 * whole or not at all, so an interrupted seed resumes at the first missing batch.
 * @returns how many rows it wrote
 */
export async function writeBatch(
  db: Db,
  context: BatchContext,
  catalogue: TrainingCatalogue,
  window: Window,
): Promise<number> {
  const plans = Array.from({ length: window.length }, (_, i) =>
    planMember(context.seed, window.first + i, catalogue.moduleCounts),
  );
  const seats: SeatRow[] = plans.flatMap((leader) =>
    leader.teamSize > 0
      ? teamOf(context.seed, leader, window).map((seat, k) => ({
          ...seat,
          leader_idx: leader.index,
          k: k + 1,
        }))
      : [],
  );
  const statements: SQL[] = [
    ...peopleStatements(context),
    ...trainingStatements(context.seed, context.anchor),
    ...teamStatements(context.seed, context.anchor),
  ];
  return db.transaction(async (tx) => {
    // The statements' estimates (a series per member) would have PostgreSQL compile them (JIT),
    // which costs more than running them.
    await tx.execute(sql`SET LOCAL jit = off`);
    // A batch lost to a crash is missing at the next run, which writes it again: no need to wait
    // for each commit to reach the disk.
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await tx.execute(sql`CREATE TEMP TABLE seed_members ON COMMIT DROP AS
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(plans.map(memberRecord))}::jsonb) AS m${MEMBER_COLUMNS}`);
    for (const table of [...catalogueTables(catalogue), seatsTable(context.seed, context.anchor, seats)])
      await tx.execute(table);
    let rows = 0;
    for (const statement of statements) rows += written(await tx.execute(statement));
    return rows;
  });
}
