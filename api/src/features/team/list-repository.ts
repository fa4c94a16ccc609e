import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@coach/server-kit/db/types';
import { invitations, teamMembers } from '../../db/schema';
import { afterKey, keyOrder, keyText, pageOf, window, type Keyset, type PageRequest } from '../../db/keyset';
import type { InvitationRow, MemberRow } from './repository';

/** The leader's lists, paged by key (src/db/keyset.ts): the team's members, the invitations sent. */

/** `%`, `_` and `\` typed by a person are searched for, not patterns. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function memberSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    ilike(teamMembers.firstname, pattern),
    ilike(teamMembers.lastname, pattern),
    ilike(teamMembers.email, pattern),
    ilike(sql`${teamMembers.firstname} || ' ' || ${teamMembers.lastname}`, pattern),
    ilike(sql`${teamMembers.lastname} || ' ' || ${teamMembers.firstname}`, pattern),
  );
}

/** A team's members by name (index `team_members_team_name_idx`). */
const byName: Keyset = {
  columns: [
    { column: teamMembers.lastname, kind: 'text' },
    { column: teamMembers.firstname, kind: 'text' },
    { column: teamMembers.id, kind: 'uuid' },
  ],
  direction: 'asc',
};

export async function listMembers(
  db: Executor,
  teamId: string,
  q: string | undefined,
  request: PageRequest,
): Promise<{
  rows: { member: MemberRow; invitation: InvitationRow | null }[];
  total: number;
  next: string | null;
}> {
  const where = and(eq(teamMembers.teamId, teamId), memberSearch(q));
  const [totalRow] = await db.select({ total: count() }).from(teamMembers).where(where);
  const { limit, offset } = window(request);
  const read = await db
    .select({ member: teamMembers, invitation: invitations, key: keyText(byName) })
    .from(teamMembers)
    .leftJoin(invitations, eq(invitations.id, teamMembers.invitationId))
    .where(and(where, afterKey(byName, request.after)))
    .orderBy(...keyOrder(byName))
    .limit(limit)
    .offset(offset);
  const { rows, next } = pageOf(read, request);
  return { rows, total: totalRow?.total ?? 0, next };
}

/** A leader's invitations, the newest first (index `invitations_invited_by_idx`). */
const newestSent: Keyset = {
  columns: [
    { column: invitations.createdAt, kind: 'instant' },
    { column: invitations.id, kind: 'uuid' },
  ],
  direction: 'desc',
};

export async function listSentInvitations(
  db: Executor,
  leaderId: string,
  request: PageRequest,
): Promise<{
  rows: { invitation: InvitationRow; memberId: string | null }[];
  total: number;
  next: string | null;
}> {
  const where = eq(invitations.invitedBy, leaderId);
  const [totalRow] = await db.select({ total: count() }).from(invitations).where(where);
  const { limit, offset } = window(request);
  const read = await db
    .select({ invitation: invitations, memberId: teamMembers.id, key: keyText(newestSent) })
    .from(invitations)
    .leftJoin(teamMembers, eq(teamMembers.invitationId, invitations.id))
    .where(and(where, afterKey(newestSent, request.after)))
    .orderBy(...keyOrder(newestSent))
    .limit(limit)
    .offset(offset);
  const { rows, next } = pageOf(read, request);
  return { rows, total: totalRow?.total ?? 0, next };
}
