import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@coach/server-kit/db/types';
import { invitations, teamMembers } from '../../db/schema';
import { preparedPage, readPage, keyset, type PageRequest } from '../../db/keyset';
import type { InvitationRow, MemberRow } from './repository';

/** What a member's card shows (service.ts `toMember`): a page of 50 maps half the columns. */
export const shownMember = {
  id: teamMembers.id,
  firstname: teamMembers.firstname,
  lastname: teamMembers.lastname,
  email: teamMembers.email,
  status: teamMembers.status,
  shareProgress: teamMembers.shareProgress,
  joinedAt: teamMembers.joinedAt,
};
export const shownInvitation = {
  id: invitations.id,
  sentAt: invitations.sentAt,
  expiresAt: invitations.expiresAt,
  usedAt: invitations.usedAt,
  revokedAt: invitations.revokedAt,
  declinedAt: invitations.declinedAt,
};
export type ShownMember = Pick<MemberRow, keyof typeof shownMember>;
export type ShownInvitation = Pick<InvitationRow, keyof typeof shownInvitation>;

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
const byName = keyset(
  'asc',
  [teamMembers.lastname, 'text'],
  [teamMembers.firstname, 'text'],
  [teamMembers.id, 'uuid'],
);

/** A team's members as their cards show them, each with its invitation and its key. */
const selectMembers = (db: Executor, key: SQL<string>) =>
  db
    .select({ member: shownMember, invitation: shownInvitation, key })
    .from(teamMembers)
    .leftJoin(invitations, eq(invitations.id, teamMembers.invitationId));

/** The team's members without a search: the team page's list, prepared (db/keyset.ts). */
const ofTeam = eq(teamMembers.teamId, sql.placeholder('teamId'));
const pageOfTeam = preparedPage('team_members', {
  keyset: byName,
  select: selectMembers,
  where: ofTeam,
  count: (db) => db.select({ total: count() }).from(teamMembers).where(ofTeam),
});

export async function listMembers(
  db: Executor,
  teamId: string,
  q: string | undefined,
  request: PageRequest,
): Promise<{
  rows: { member: ShownMember; invitation: ShownInvitation | null }[];
  total: number;
  next: string | null;
}> {
  if (!q) return pageOfTeam(db, { teamId }, request);
  const where = and(eq(teamMembers.teamId, teamId), memberSearch(q));
  return readPage(
    {
      keyset: byName,
      select: (key) => selectMembers(db, key),
      where,
      count: () => db.select({ total: count() }).from(teamMembers).where(where),
    },
    request,
  );
}

/** A leader's invitations, the newest first (index `invitations_invited_by_idx`). */
const newestSent = keyset('desc', [invitations.createdAt, 'instant'], [invitations.id, 'uuid']);

/** The invitations page's list, prepared (db/keyset.ts `preparedPage`). */
const sentBy = eq(invitations.invitedBy, sql.placeholder('leaderId'));
const sentPage = preparedPage('invitations_sent', {
  keyset: newestSent,
  select: (db, key) =>
    db
      .select({ invitation: invitations, memberId: teamMembers.id, key })
      .from(invitations)
      .leftJoin(teamMembers, eq(teamMembers.invitationId, invitations.id)),
  where: sentBy,
  count: (db) => db.select({ total: count() }).from(invitations).where(sentBy),
});

export async function listSentInvitations(
  db: Executor,
  leaderId: string,
  request: PageRequest,
): Promise<{
  rows: { invitation: InvitationRow; memberId: string | null }[];
  total: number;
  next: string | null;
}> {
  return sentPage(db, { leaderId }, request);
}
