import { and, asc, count, eq, gte, lt, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  appointments,
  calendarFeeds,
  commitments,
  goalSteps,
  mainGoals,
  teamMembers,
  teams,
  users,
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

/**
 * What a person sees in their schedule: their own appointments and the sessions they planned
 * with a member of their team (docs/product.md §8.5). One row per session, owned by the member:
 * the leader's schedule reads it through `created_by`, so the two never drift.
 */
function visibleTo(userId: string): SQL {
  return or(eq(appointments.userId, userId), eq(appointments.createdBy, userId)) as SQL;
}

/** Rows the person may change with the plain appointment calls: their own, not a leader's session. */
function ownedBy(userId: string): SQL {
  return and(
    eq(appointments.userId, userId),
    or(isNull(appointments.createdBy), eq(appointments.createdBy, userId)),
  ) as SQL;
}

const leaderUser = alias(users, 'session_leader');
const ownerUser = alias(users, 'session_owner');
const leaderTeam = alias(teams, 'session_team');

export interface AppointmentView {
  row: AppointmentRow;
  session: {
    leader: { firstname: string; lastname: string };
    /** The member's team-member id while they are active in the leader's team. */
    member: { id: string | null; firstname: string; lastname: string };
  } | null;
}

/**
 * Appointments with, for a session, the leader's name and the member as the leader knows them
 * (the name in the team while they are in it, their account's name after).
 */
function selectViews(db: Executor, where: SQL | undefined) {
  return db
    .select({
      row: appointments,
      leaderFirstname: leaderUser.firstname,
      leaderLastname: leaderUser.lastname,
      ownerFirstname: ownerUser.firstname,
      ownerLastname: ownerUser.lastname,
      memberId: teamMembers.id,
      memberFirstname: teamMembers.firstname,
      memberLastname: teamMembers.lastname,
    })
    .from(appointments)
    .leftJoin(
      leaderUser,
      and(eq(leaderUser.id, appointments.createdBy), ne(appointments.createdBy, appointments.userId)),
    )
    .leftJoin(ownerUser, eq(ownerUser.id, appointments.userId))
    .leftJoin(leaderTeam, eq(leaderTeam.leaderId, leaderUser.id))
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.teamId, leaderTeam.id),
        eq(teamMembers.userId, appointments.userId),
        eq(teamMembers.status, 'active'),
      ),
    )
    .where(where);
}

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

function toView(r: ViewRow): AppointmentView {
  return {
    row: r.row,
    session:
      r.leaderFirstname !== null && r.leaderLastname !== null
        ? {
            leader: { firstname: r.leaderFirstname, lastname: r.leaderLastname },
            member: {
              id: r.memberId,
              firstname: r.memberFirstname ?? r.ownerFirstname ?? '',
              lastname: r.memberLastname ?? r.ownerLastname ?? '',
            },
          }
        : null,
  };
}

/** A page of appointments matching `where`, ending after `from` when given, soonest first. */
async function pageOfViews(
  db: Executor,
  where: SQL | undefined,
  filter: { from?: string; page: number; perPage: number },
): Promise<{ rows: AppointmentView[]; total: number }> {
  const matching = and(where, filter.from ? gt(appointments.endsAt, new Date(filter.from)) : undefined);
  const [rows, [counted]] = await Promise.all([
    selectViews(db, matching)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(appointments).where(matching),
  ]);
  return { rows: rows.map(toView), total: counted?.total ?? 0 };
}

export function listAppointments(
  db: Executor,
  userId: string,
  filter: { from?: string; page: number; perPage: number },
): Promise<{ rows: AppointmentView[]; total: number }> {
  return pageOfViews(db, visibleTo(userId), filter);
}

/** Appointments overlapping [from, to). */
export async function appointmentsBetween(
  db: Executor,
  userId: string,
  from: string,
  to: string,
): Promise<AppointmentView[]> {
  const rows = await selectViews(
    db,
    and(visibleTo(userId), lt(appointments.startsAt, new Date(to)), gt(appointments.endsAt, new Date(from))),
  ).orderBy(asc(appointments.startsAt));
  return rows.map(toView);
}

/** Every appointment the person sees, for the calendar export. */
export async function allAppointments(db: Executor, userId: string): Promise<AppointmentView[]> {
  const rows = await selectViews(db, visibleTo(userId)).orderBy(asc(appointments.startsAt)).limit(5000);
  return rows.map(toView);
}

export async function findVisibleAppointment(
  db: Executor,
  userId: string,
  id: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(visibleTo(userId), eq(appointments.id, id)));
  return row;
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
    .where(and(ownedBy(userId), eq(appointments.id, id)))
    .returning();
  return saved;
}

export async function deleteAppointment(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(appointments)
    .where(and(ownedBy(userId), eq(appointments.id, id)))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

// Sessions a leader plans with a member of their team (docs/product.md §8.5).

/** A person in the leader's team, found by its team-member id; undefined when not theirs. */
export async function findTeamMember(
  db: Executor,
  leaderId: string,
  memberId: string,
): Promise<{ id: string; userId: string | null; status: string } | undefined> {
  const [row] = await db
    .select({ id: teamMembers.id, userId: teamMembers.userId, status: teamMembers.status })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teams.leaderId, leaderId), eq(teamMembers.id, memberId)));
  return row;
}

const sessionOf = (leaderId: string, memberUserId: string) =>
  and(eq(appointments.createdBy, leaderId), eq(appointments.userId, memberUserId));

export function listSessions(
  db: Executor,
  leaderId: string,
  memberUserId: string,
  filter: { from?: string; page: number; perPage: number },
): Promise<{ rows: AppointmentView[]; total: number }> {
  return pageOfViews(db, sessionOf(leaderId, memberUserId), filter);
}

export async function findSession(
  db: Executor,
  leaderId: string,
  memberUserId: string,
  id: string,
): Promise<AppointmentView | undefined> {
  const [row] = await selectViews(db, and(sessionOf(leaderId, memberUserId), eq(appointments.id, id)));
  return row && toView(row);
}

export async function updateSession(
  db: Executor,
  leaderId: string,
  memberUserId: string,
  id: string,
  values: Partial<typeof appointments.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set(values)
    .where(and(sessionOf(leaderId, memberUserId), eq(appointments.id, id)))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

export async function deleteSession(
  db: Executor,
  leaderId: string,
  memberUserId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(appointments)
    .where(and(sessionOf(leaderId, memberUserId), eq(appointments.id, id)))
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
