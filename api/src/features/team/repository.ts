import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appointments, invitations, teamMembers, teams, users } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { preparedOnce } from '../../db/prepared';
import { insertRow } from '../../db/rows';

/** The queries of teams, members and invitations; every one is scoped by who asks. */

export type TeamRow = typeof teams.$inferSelect;
export type MemberRow = typeof teamMembers.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

/** Every leader's call starts here: prepared (db/prepared.ts). */
const teamOfQuery = preparedOnce((db) =>
  db
    .select()
    .from(teams)
    .where(eq(teams.leaderId, sql.placeholder('leaderId')))
    .limit(1)
    .prepare('team_of'),
);

export async function findTeamOf(db: Executor, leaderId: string): Promise<TeamRow | undefined> {
  const rows = await teamOfQuery(db).execute({ leaderId });
  return rows[0];
}

/** The leader's team, created at the first call (two first calls at once: one row). */
export async function ensureTeam(db: Executor, leaderId: string, name: string, now: Date): Promise<TeamRow> {
  await db
    .insert(teams)
    .values({ leaderId, name, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: teams.leaderId });
  const team = await findTeamOf(db, leaderId);
  if (!team) throw new Error('ensureTeam: no row');
  return team;
}

export async function renameTeam(db: Executor, teamId: string, name: string, now: Date): Promise<TeamRow> {
  const rows = await db.update(teams).set({ name, updatedAt: now }).where(eq(teams.id, teamId)).returning();
  const row = rows[0];
  if (!row) throw new Error('renameTeam: no row');
  return row;
}

export async function countMembers(
  db: Executor,
  teamId: string,
): Promise<{ active: number; invited: number; sharing: number }> {
  const rows = await db
    .select({
      active: sql<number>`count(*) FILTER (WHERE ${teamMembers.status} = 'active')`.mapWith(Number),
      invited: sql<number>`count(*) FILTER (WHERE ${teamMembers.status} = 'invited')`.mapWith(Number),
      sharing:
        sql<number>`count(*) FILTER (WHERE ${teamMembers.status} = 'active' AND ${teamMembers.shareProgress})`.mapWith(
          Number,
        ),
    })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return rows[0] ?? { active: 0, invited: 0, sharing: 0 };
}

export async function findMember(
  db: Executor,
  teamId: string,
  memberId: string,
): Promise<{ member: MemberRow; invitation: InvitationRow | null } | undefined> {
  const rows = await db
    .select({ member: teamMembers, invitation: invitations })
    .from(teamMembers)
    .leftJoin(invitations, eq(invitations.id, teamMembers.invitationId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, memberId)))
    .limit(1);
  return rows[0];
}

export async function findMemberByEmail(
  db: Executor,
  teamId: string,
  email: string,
): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.email, email)))
    .limit(1);
  return rows[0];
}

export const insertMember = (db: Executor, row: typeof teamMembers.$inferInsert): Promise<MemberRow> =>
  insertRow(db, teamMembers, row);

export async function renameMember(
  db: Executor,
  memberId: string,
  names: { firstname: string; lastname: string },
  now: Date,
): Promise<void> {
  await db
    .update(teamMembers)
    .set({ ...names, updatedAt: now })
    .where(eq(teamMembers.id, memberId));
}

/**
 * When a member leaves or is removed, the sessions their leader planned with them that have not
 * started yet are cancelled: they would otherwise sit in the schedule of someone the leader no
 * longer leads, changeable by nobody. Sessions already begun stay in both schedules as history.
 */
export async function cancelFutureSessions(db: Executor, memberId: string, now: Date): Promise<void> {
  await db.delete(appointments).where(
    and(
      gt(appointments.startsAt, now),
      sql`(${appointments.createdBy}, ${appointments.userId}) IN (
        SELECT ${teams.leaderId}, ${teamMembers.userId} FROM ${teamMembers}
        JOIN ${teams} ON ${teams.id} = ${teamMembers.teamId}
        WHERE ${teamMembers.id} = ${memberId})`,
    ),
  );
}

export async function deleteMember(db: Executor, memberId: string): Promise<void> {
  await db.delete(teamMembers).where(eq(teamMembers.id, memberId));
}

export async function deleteInvitedMemberOf(db: Executor, invitationId: string): Promise<void> {
  await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.invitationId, invitationId), eq(teamMembers.status, 'invited')));
}

export async function findSentInvitation(
  db: Executor,
  leaderId: string,
  id: string,
  lock = false,
): Promise<InvitationRow | undefined> {
  const query = db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.invitedBy, leaderId)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function setInvitation(
  db: Executor,
  id: string,
  values: Partial<Pick<InvitationRow, 'revokedAt' | 'declinedAt' | 'usedAt' | 'usedBy'>>,
): Promise<void> {
  await db.update(invitations).set(values).where(eq(invitations.id, id));
}

const leaders = alias(users, 'leaders');

/** Open invitations to this address from a leader, with the team and the leader's name. */
export async function listReceivedInvitations(db: Executor, email: string, now: Date) {
  return db
    .select({
      invitation: invitations,
      team: { id: teams.id, name: teams.name },
      leader: { firstname: leaders.firstname, lastname: leaders.lastname },
    })
    .from(invitations)
    .innerJoin(teams, eq(teams.leaderId, invitations.invitedBy))
    .innerJoin(leaders, eq(leaders.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.email, email),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        isNull(invitations.declinedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** A leader's invitation to this address, locked for the answer; undefined when it is not theirs. */
export async function lockReceivedInvitation(
  db: Executor,
  email: string,
  id: string,
): Promise<{ invitation: InvitationRow; team: TeamRow } | undefined> {
  const rows = await db
    .select({ invitation: invitations, team: teams })
    .from(invitations)
    .innerJoin(teams, eq(teams.leaderId, invitations.invitedBy))
    .where(and(eq(invitations.id, id), eq(invitations.email, email)))
    .for('update', { of: invitations });
  return rows[0];
}

export async function findMemberByInvitation(
  db: Executor,
  invitationId: string,
): Promise<MemberRow | undefined> {
  const rows = await db.select().from(teamMembers).where(eq(teamMembers.invitationId, invitationId)).limit(1);
  return rows[0];
}

export async function findActiveMembership(
  db: Executor,
  teamId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function activateMember(
  db: Executor,
  memberId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(teamMembers)
    .set({ userId, status: 'active', joinedAt: now, updatedAt: now })
    .where(eq(teamMembers.id, memberId));
}

/** The teams this person is an active member of, with the leader's name. */
export async function listMemberships(db: Executor, userId: string) {
  return db
    .select({
      member: teamMembers,
      team: { id: teams.id, name: teams.name },
      leader: { firstname: leaders.firstname, lastname: leaders.lastname },
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(leaders, eq(leaders.id, teams.leaderId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')))
    .orderBy(teams.name, teams.id);
}

export async function setSharing(
  db: Executor,
  userId: string,
  memberId: string,
  share: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(teamMembers)
    .set({ shareProgress: share, updatedAt: now })
    .where(
      and(eq(teamMembers.id, memberId), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')),
    )
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

export async function leaveTeam(db: Executor, userId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(
      and(eq(teamMembers.id, memberId), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')),
    )
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

export async function findUserIdByEmail(
  db: Executor,
  email: string,
): Promise<{ id: string; firstname: string; lang: string } | undefined> {
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lang: users.lang })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows[0];
}
