import { and, asc, count, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appointments, teamMembers, teams, users } from '../../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { preparedOnce } from '../../../db/prepared';
import { scopedRows } from '../../../db/rows';
import { keyText, preparedPage, readPage, keyset, type PageRequest } from '../../../db/keyset';

/** Appointments and the sessions a leader plans; every query is scoped to who asks. */

export type AppointmentRow = typeof appointments.$inferSelect;

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

/** The lists' order: the soonest first (indexes `appointments_user_id_idx`, `appointments_created_by_idx`). */
const soonestFirst = keyset('asc', [appointments.startsAt, 'instant'], [appointments.id, 'uuid']);

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

/** A session: an appointment a leader planned with a member (`created_by` is not the owner). */
const isSession = ne(appointments.createdBy, appointments.userId);

/**
 * Appointments with, for a session, the leader's name and the member as the leader knows them
 * (the name in the team while they are in it, their account's name after). Each name is a scalar
 * subquery by primary or unique key, not a join: PostgreSQL plans the page's read in a third of
 * the time of the five-table join it replaced, and keeps one plan for it at 100 000 members where
 * it planned the join again on every call (docs/adr/0019-cpu-per-request.md). The subqueries run
 * only for the rows of the page.
 */
function selectViews(db: Executor) {
  const leader = db
    .select({ name: sql`json_build_array(${leaderUser.firstname}, ${leaderUser.lastname})` })
    .from(leaderUser)
    .where(and(eq(leaderUser.id, appointments.createdBy), isSession));
  const owner = db
    .select({ name: sql`json_build_array(${ownerUser.firstname}, ${ownerUser.lastname})` })
    .from(ownerUser)
    .where(and(eq(ownerUser.id, appointments.userId), isSession));
  const member = db
    .select({
      member: sql`json_build_array(${teamMembers.id}, ${teamMembers.firstname}, ${teamMembers.lastname})`,
    })
    .from(teamMembers)
    .innerJoin(leaderTeam, eq(leaderTeam.id, teamMembers.teamId))
    .where(
      and(
        eq(leaderTeam.leaderId, appointments.createdBy),
        eq(teamMembers.userId, appointments.userId),
        eq(teamMembers.status, 'active'),
        isSession,
      ),
    );
  return db
    .select({
      row: appointments,
      key: keyText(soonestFirst),
      leader: sql<[string, string] | null>`(${leader})`,
      owner: sql<[string, string] | null>`(${owner})`,
      member: sql<[string, string, string] | null>`(${member})`,
    })
    .from(appointments);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['where']>>[number];

function toView(r: ViewRow): AppointmentView {
  if (!r.leader) return { row: r.row, session: null };
  const [firstname, lastname] = r.member ? [r.member[1], r.member[2]] : (r.owner ?? ['', '']);
  return {
    row: r.row,
    session: {
      leader: { firstname: r.leader[0], lastname: r.leader[1] },
      member: { id: r.member?.[0] ?? null, firstname, lastname },
    },
  };
}

type ListFilter = { from?: string } & PageRequest;
type ListPage = { rows: AppointmentView[]; total: number; next: string | null };

/** A page of appointments matching `where`, ending after `from` when given, soonest first. */
async function pageOfViews(db: Executor, where: SQL | undefined, filter: ListFilter): Promise<ListPage> {
  const matching = and(where, filter.from ? gt(appointments.endsAt, new Date(filter.from)) : undefined);
  const page = await readPage(
    {
      keyset: soonestFirst,
      select: () => selectViews(db),
      where: matching,
      count: () => db.select({ total: count() }).from(appointments).where(matching),
    },
    filter,
  );
  return { ...page, rows: page.rows.map(toView) };
}

/**
 * A list of appointments that `where` keeps and that end after the `from` placeholder, soonest
 * first, with their session details: prepared (keyset.ts `preparedPage`).
 */
function viewsEndingAfterFrom(name: string, where: SQL | undefined) {
  const matching = and(where, sql`${appointments.endsAt} > ${sql.placeholder('from')}::timestamptz`);
  const page = preparedPage(name, {
    keyset: soonestFirst,
    select: (db) => selectViews(db),
    where: matching,
    count: (db) => db.select({ total: count() }).from(appointments).where(matching),
  });
  return async (
    db: Executor,
    values: Record<string, unknown>,
    from: string,
    filter: PageRequest,
  ): Promise<ListPage> => {
    const read = await page(db, { ...values, from: new Date(from).toISOString() }, filter);
    return { ...read, rows: read.rows.map(toView) };
  };
}

/** The person's appointments ending after `from`: the schedule's list. */
const pageVisibleFrom = viewsEndingAfterFrom(
  'appointments_from',
  or(
    eq(appointments.userId, sql.placeholder('userId')),
    eq(appointments.createdBy, sql.placeholder('userId')),
  ),
);

export async function listAppointments(db: Executor, userId: string, filter: ListFilter): Promise<ListPage> {
  if (!filter.from) return pageOfViews(db, visibleTo(userId), filter);
  return pageVisibleFrom(db, { userId }, filter.from, filter);
}

/** Appointments overlapping [from, to): the schedule's week, on every visit of it. */
const appointmentsBetweenQuery = preparedOnce((db) =>
  selectViews(db)
    .where(
      and(
        or(
          eq(appointments.userId, sql.placeholder('userId')),
          eq(appointments.createdBy, sql.placeholder('userId')),
        ),
        sql`${appointments.startsAt} < ${sql.placeholder('to')}::timestamptz`,
        sql`${appointments.endsAt} > ${sql.placeholder('from')}::timestamptz`,
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .prepare('appointments_between'),
);

export async function appointmentsBetween(
  db: Executor,
  userId: string,
  from: string,
  to: string,
): Promise<AppointmentView[]> {
  const rows = await appointmentsBetweenQuery(db).execute({
    userId,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
  });
  return rows.map(toView);
}

/** Every appointment the person sees, for the calendar export. */
export async function allAppointments(db: Executor, userId: string): Promise<AppointmentView[]> {
  const rows = await selectViews(db).where(visibleTo(userId)).orderBy(asc(appointments.startsAt)).limit(5000);
  return rows.map(toView);
}

const rows = scopedRows(appointments, appointments.id);
type Values = Partial<typeof appointments.$inferInsert>;

export const findVisibleAppointment = (db: Executor, userId: string, id: string) =>
  rows.find(db, visibleTo(userId), id);

export const insertAppointment = rows.insert;

export const updateAppointment = (db: Executor, userId: string, id: string, values: Values) =>
  rows.update(db, ownedBy(userId), id, values);

export const deleteAppointment = (db: Executor, userId: string, id: string) =>
  rows.remove(db, ownedBy(userId), id);

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

/** The sessions a leader planned with a member ending after `from`: the member page's list. */
const pageSessionsFrom = viewsEndingAfterFrom(
  'sessions_from',
  and(
    eq(appointments.createdBy, sql.placeholder('leaderId')),
    eq(appointments.userId, sql.placeholder('memberUserId')),
  ),
);

export async function listSessions(
  db: Executor,
  leaderId: string,
  memberUserId: string,
  filter: ListFilter,
): Promise<ListPage> {
  if (!filter.from) return pageOfViews(db, sessionOf(leaderId, memberUserId), filter);
  return pageSessionsFrom(db, { leaderId, memberUserId }, filter.from, filter);
}

export async function findSession(
  db: Executor,
  leaderId: string,
  memberUserId: string,
  id: string,
): Promise<AppointmentView | undefined> {
  const [row] = await selectViews(db).where(and(sessionOf(leaderId, memberUserId), eq(appointments.id, id)));
  return row && toView(row);
}

export async function updateSession(
  db: Executor,
  leaderId: string,
  memberUserId: string,
  id: string,
  values: Values,
): Promise<boolean> {
  return (await rows.update(db, sessionOf(leaderId, memberUserId), id, values)) !== undefined;
}

export const deleteSession = (db: Executor, leaderId: string, memberUserId: string, id: string) =>
  rows.remove(db, sessionOf(leaderId, memberUserId), id);
