import { and, asc, count, eq, gte, lt, gt, sql, type SQL } from 'drizzle-orm';
import {
  appointments,
  calendarFeeds,
  commitments,
  goalSteps,
  mainGoals,
  weatherEntries,
} from '../../db/schema';
import type { Executor } from '../../db/types';

/** The life GPS queries: every one is scoped to its owner (`user_id`). */

export type MainGoalRow = typeof mainGoals.$inferSelect;
export type GoalStepRow = typeof goalSteps.$inferSelect;
export type CommitmentRow = typeof commitments.$inferSelect;
export type WeatherRow = typeof weatherEntries.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;

export async function findMainGoal(db: Executor, userId: string): Promise<MainGoalRow | undefined> {
  const [row] = await db.select().from(mainGoals).where(eq(mainGoals.userId, userId));
  return row;
}

export async function upsertMainGoal(
  db: Executor,
  row: Omit<MainGoalRow, 'createdAt'> & { createdAt: Date },
): Promise<MainGoalRow> {
  const [saved] = await db
    .insert(mainGoals)
    .values(row)
    .onConflictDoUpdate({
      target: mainGoals.userId,
      set: { text: row.text, lifeArea: row.lifeArea, targetDate: row.targetDate, updatedAt: row.updatedAt },
    })
    .returning();
  return saved as MainGoalRow;
}

export async function deleteMainGoal(db: Executor, userId: string): Promise<void> {
  await db.delete(goalSteps).where(eq(goalSteps.userId, userId));
  await db.delete(mainGoals).where(eq(mainGoals.userId, userId));
}

export function listSteps(db: Executor, userId: string): Promise<GoalStepRow[]> {
  return db
    .select()
    .from(goalSteps)
    .where(eq(goalSteps.userId, userId))
    .orderBy(asc(goalSteps.position), asc(goalSteps.createdAt));
}

export async function findStep(db: Executor, userId: string, id: string): Promise<GoalStepRow | undefined> {
  const [row] = await db
    .select()
    .from(goalSteps)
    .where(and(eq(goalSteps.userId, userId), eq(goalSteps.id, id)));
  return row;
}

export async function insertStep(db: Executor, row: typeof goalSteps.$inferInsert): Promise<GoalStepRow> {
  const [saved] = await db.insert(goalSteps).values(row).returning();
  return saved as GoalStepRow;
}

/** Rewrites every step's position (0, 1, 2…) in the given order. */
export async function renumberSteps(db: Executor, userId: string, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(goalSteps)
      .set({ position })
      .where(and(eq(goalSteps.userId, userId), eq(goalSteps.id, id)));
  }
}

export async function updateStepText(db: Executor, userId: string, id: string, text: string): Promise<void> {
  await db
    .update(goalSteps)
    .set({ text })
    .where(and(eq(goalSteps.userId, userId), eq(goalSteps.id, id)));
}

export async function deleteStep(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(goalSteps)
    .where(and(eq(goalSteps.userId, userId), eq(goalSteps.id, id)))
    .returning({ id: goalSteps.id });
  return rows.length > 0;
}

/**
 * Done as `isCommitmentDone` decides (shared/src/schemas/life-gps-rules.ts), in SQL so that
 * the filter and the pages agree: a one-off once marked; a weekly one when its last occurrence
 * up to `today` is marked.
 */
function commitmentDone(today: string): SQL {
  return sql`(${commitments.doneThrough} IS NOT NULL AND ${commitments.doneThrough} >= ${commitments.dueDate} AND (
    NOT ${commitments.repeatWeekly}
    OR (${today}::date >= ${commitments.dueDate}
        AND ${commitments.doneThrough} >= ${commitments.dueDate} + 7 * ((${today}::date - ${commitments.dueDate}) / 7))))`;
}

export async function listCommitments(
  db: Executor,
  userId: string,
  filter: { status: 'open' | 'done' | 'all'; today: string; page: number; perPage: number },
): Promise<{ rows: CommitmentRow[]; total: number }> {
  const done = commitmentDone(filter.today);
  const where = and(
    eq(commitments.userId, userId),
    filter.status === 'open' ? sql`NOT ${done}` : filter.status === 'done' ? done : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(commitments)
      .where(where)
      .orderBy(asc(commitments.dueDate), asc(commitments.createdAt), asc(commitments.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(commitments).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Commitments that may occur between the two days: due by `lastDay`, one-off ones from `firstDay`. */
export function commitmentsAround(
  db: Executor,
  userId: string,
  firstDay: string,
  lastDay: string,
): Promise<CommitmentRow[]> {
  return db
    .select()
    .from(commitments)
    .where(
      and(
        eq(commitments.userId, userId),
        sql`${commitments.dueDate} <= ${lastDay}::date`,
        sql`(${commitments.repeatWeekly} OR ${commitments.dueDate} >= ${firstDay}::date)`,
      ),
    )
    .orderBy(asc(commitments.dueDate), asc(commitments.createdAt));
}

export async function findCommitment(
  db: Executor,
  userId: string,
  id: string,
): Promise<CommitmentRow | undefined> {
  const [row] = await db
    .select()
    .from(commitments)
    .where(and(eq(commitments.userId, userId), eq(commitments.id, id)));
  return row;
}

export async function insertCommitment(
  db: Executor,
  row: typeof commitments.$inferInsert,
): Promise<CommitmentRow> {
  const [saved] = await db.insert(commitments).values(row).returning();
  return saved as CommitmentRow;
}

export async function updateCommitment(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<typeof commitments.$inferInsert>,
): Promise<CommitmentRow | undefined> {
  const [saved] = await db
    .update(commitments)
    .set(values)
    .where(and(eq(commitments.userId, userId), eq(commitments.id, id)))
    .returning();
  return saved;
}

export async function deleteCommitment(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(commitments)
    .where(and(eq(commitments.userId, userId), eq(commitments.id, id)))
    .returning({ id: commitments.id });
  return rows.length > 0;
}

export function weatherSince(db: Executor, userId: string, firstDay: string, lastDay: string) {
  return db
    .select()
    .from(weatherEntries)
    .where(
      and(
        eq(weatherEntries.userId, userId),
        gte(weatherEntries.day, firstDay),
        sql`${weatherEntries.day} <= ${lastDay}::date`,
      ),
    )
    .orderBy(asc(weatherEntries.day));
}

/** One entry per person and day: a second one replaces the first. */
export async function upsertWeather(
  db: Executor,
  row: typeof weatherEntries.$inferInsert,
): Promise<WeatherRow> {
  const [saved] = await db
    .insert(weatherEntries)
    .values(row)
    .onConflictDoUpdate({
      target: [weatherEntries.userId, weatherEntries.day],
      set: { mood: row.mood, note: row.note, updatedAt: row.updatedAt },
    })
    .returning();
  return saved as WeatherRow;
}

export async function listAppointments(
  db: Executor,
  userId: string,
  filter: { from?: string; page: number; perPage: number },
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const where = and(
    eq(appointments.userId, userId),
    filter.from ? gt(appointments.endsAt, new Date(filter.from)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(appointments).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Appointments overlapping [from, to). */
export function appointmentsBetween(db: Executor, userId: string, from: string, to: string) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        lt(appointments.startsAt, new Date(to)),
        gt(appointments.endsAt, new Date(from)),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/** Every appointment of the person, for the calendar export. */
export function allAppointments(db: Executor, userId: string) {
  return db
    .select()
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.startsAt))
    .limit(5000);
}

export async function insertAppointment(
  db: Executor,
  row: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  const [saved] = await db.insert(appointments).values(row).returning();
  return saved as AppointmentRow;
}

export async function updateAppointment(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<typeof appointments.$inferInsert>,
): Promise<AppointmentRow | undefined> {
  const [saved] = await db
    .update(appointments)
    .set(values)
    .where(and(eq(appointments.userId, userId), eq(appointments.id, id)))
    .returning();
  return saved;
}

export async function deleteAppointment(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.id, id)))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

export async function findFeed(db: Executor, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findFeedOwner(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.userId;
}

/** A new token replaces the old one: the old URL stops working at once. */
export async function replaceFeed(db: Executor, userId: string, tokenHash: string, at: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
}

export async function deleteFeed(db: Executor, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
