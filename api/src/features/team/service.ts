import type * as v from 'valibot';
import type { teamMembersQuerySchema } from '@coach/shared/team';
import {
  TEAM_PAGE_SIZE,
  isLeaderType,
  type AddMemberResponse,
  type Membership,
  type ReceivedInvitation,
  type SentInvitationsPage,
  type TeamMember,
  type TeamMembersPage,
  type TeamResponse,
  type createAddMemberPayloadSchema,
  type createEditMemberPayloadSchema,
} from '@coach/shared/team';
import type { UserRow } from '../../accounts/users';
import {
  INVITATION_TTL_MS,
  createInvitation,
  invitationLink,
  renewInvitationToken,
} from '../../accounts/invitations';
import type { Clock } from '@coach/server-kit/clock';
import { isUniqueViolation } from '@coach/server-kit/db/errors';
import type { Db, Executor } from '@coach/server-kit/db/types';
import type { RequestClient } from '@coach/server-kit/http/request-context';
import { translator } from '@coach/server-kit/i18n/i18n';
import { deliverInBackground, type Mailer } from '../../mail/mailer';
import { enqueueMail, type OutboxMail } from '../../mail/outbox';
import { takeHits, ThrottledError, type ThrottleRules } from '../../throttle/throttle';
import { TeamError } from './errors';
import { invitationStatus, isOpen } from './invitation-status';
import { spendMailBudget } from './mail-budget';
import { invitationMail, invitationNoticeMail } from './mails';
import * as repo from './repository';

export interface TeamDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  throttle: ThrottleRules;
}

type AddMemberInput = v.InferOutput<ReturnType<typeof createAddMemberPayloadSchema>>;
type EditMemberInput = v.InferOutput<ReturnType<typeof createEditMemberPayloadSchema>>;
type MembersQuery = v.InferOutput<typeof teamMembersQuerySchema>;

/** A resend waits a minute; every mail counts against the leader's budget (mail-budget.ts). */
export const RESEND_INTERVAL_MS = 60_000;
const HOUR = 3_600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is as unknown as another team's: 404 either way. */
export function checkId(id: string): string {
  if (!UUID.test(id)) throw new TeamError('not_found');
  return id.toLowerCase();
}

/** Only coaches, managers and hr lead a team (docs/product.md §7.2). */
export function assertLeader(user: UserRow): void {
  if (!isLeaderType(user.userType)) throw new TeamError('not_leader');
}

function defaultTeamName(leader: UserRow): string {
  return translator(leader.lang === 'en' ? 'en' : 'fr', 'api')('team.defaultName', {
    firstname: leader.firstname,
  });
}

export async function leaderTeam(db: Executor, leader: UserRow, now: Date): Promise<repo.TeamRow> {
  assertLeader(leader);
  return (
    (await repo.findTeamOf(db, leader.id)) ?? repo.ensureTeam(db, leader.id, defaultTeamName(leader), now)
  );
}

function page(query: { page?: number; per_page?: number }): repo.PageRequest {
  return { page: query.page ?? 1, perPage: query.per_page ?? TEAM_PAGE_SIZE };
}

/**
 * A member as their leader sees them: the name in the team, the invitation's state, and progress
 * only when the member shares it (docs/product.md §7.3). The trainings area fills `trainings`.
 */
function toMember(member: repo.MemberRow, invitation: repo.InvitationRow | null, now: Date): TeamMember {
  return {
    id: member.id,
    firstname: member.firstname,
    lastname: member.lastname,
    email: member.email,
    status: member.status === 'active' ? 'active' : 'invited',
    // Whether an invited address has an account is not the leader's to learn (issue 31): they see
    // an account once its person joins.
    has_account: member.status === 'active',
    joined_at: member.joinedAt?.toISOString() ?? null,
    invitation: invitation
      ? {
          id: invitation.id,
          status: invitationStatus(invitation, now),
          sent_at: invitation.sentAt?.toISOString() ?? null,
          expires_at: invitation.expiresAt.toISOString(),
        }
      : null,
    progress: member.status === 'active' && member.shareProgress ? { trainings: [] } : null,
  };
}

export async function getTeam(deps: TeamDeps, leader: UserRow): Promise<TeamResponse> {
  const team = await leaderTeam(deps.db, leader, deps.clock.now());
  const counts = await repo.countMembers(deps.db, team.id);
  return {
    team: {
      id: team.id,
      name: team.name,
      members_count: counts.active + counts.invited,
      active_count: counts.active,
      invited_count: counts.invited,
      sharing_count: counts.sharing,
    },
  };
}

export async function renameTeam(deps: TeamDeps, leader: UserRow, name: string): Promise<TeamResponse> {
  const now = deps.clock.now();
  const team = await leaderTeam(deps.db, leader, now);
  await repo.renameTeam(deps.db, team.id, name, now);
  return getTeam(deps, leader);
}

export async function listMembers(
  deps: TeamDeps,
  leader: UserRow,
  query: MembersQuery,
): Promise<TeamMembersPage> {
  const now = deps.clock.now();
  const team = await leaderTeam(deps.db, leader, now);
  const request = page(query);
  const { rows, total } = await repo.listMembers(deps.db, team.id, query.q || undefined, request);
  return {
    items: rows.map((row) => toMember(row.member, row.invitation, now)),
    page: request.page,
    per_page: request.perPage,
    total,
  };
}

export async function getMember(deps: TeamDeps, leader: UserRow, memberId: string): Promise<TeamMember> {
  const now = deps.clock.now();
  const team = await leaderTeam(deps.db, leader, now);
  const found = await repo.findMember(deps.db, team.id, checkId(memberId));
  if (!found) throw new TeamError('not_found');
  return toMember(found.member, found.invitation, now);
}

interface MailContext {
  leader: UserRow;
  team: repo.TeamRow;
  firstname: string;
  email: string;
}

/**
 * The e-mail of an invitation: the register link to a new address, a pointer to /invitations to
 * an existing account. Only the mail differs; the leader's answer is the same.
 */
async function writeInvitationMail(
  tx: Executor,
  deps: TeamDeps,
  context: MailContext,
  token: string,
  now: Date,
): Promise<OutboxMail> {
  const account = await repo.findUserIdByEmail(tx, context.email);
  const invite = {
    to: context.email,
    firstname: context.firstname,
    leader: { firstname: context.leader.firstname, lastname: context.leader.lastname },
    team: context.team.name,
    days: Math.round(INVITATION_TTL_MS / (24 * HOUR)),
  };
  const outgoing = account
    ? invitationNoticeMail(account.lang, invite, `${deps.publicUrl}/invitations`)
    : invitationMail(context.leader.lang, invite, invitationLink(deps.publicUrl, token));
  return enqueueMail(tx, outgoing, now);
}

/**
 * Invites a person into the leader's team: the member row (invited), the invitation bound to the
 * address and its e-mail, in one transaction; the e-mail leaves after commit.
 */
export async function addMember(
  deps: TeamDeps,
  leader: UserRow,
  input: AddMemberInput,
  client: RequestClient,
): Promise<AddMemberResponse> {
  const now = deps.clock.now();
  if (input.email === leader.email) throw new TeamError('self');
  let outcome: { member: TeamMember; mail: OutboxMail };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const team = await leaderTeam(tx, leader, now);
      if (await repo.findMemberByEmail(tx, team.id, input.email)) throw new TeamError('already_member');
      await spendMailBudget(tx, deps.throttle, leader.id, 1, now);
      const account = await repo.findUserIdByEmail(tx, input.email);
      const { invitation, token } = await createInvitation(tx, {
        email: input.email,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        invitedBy: leader.id,
        firstname: input.firstname,
        lastname: input.lastname,
        now,
      });
      const member = await repo.insertMember(tx, {
        teamId: team.id,
        userId: account?.id ?? null,
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        status: 'invited',
        invitationId: invitation.id,
        createdAt: now,
        updatedAt: now,
      });
      const mail = await writeInvitationMail(
        tx,
        deps,
        { leader, team, firstname: input.firstname, email: input.email },
        token,
        now,
      );
      return { member: toMember(member, invitation, now), mail };
    });
  } catch (error) {
    // The same address added twice at once: the unique key decides.
    if (isUniqueViolation(error)) throw new TeamError('already_member');
    throw error;
  }
  deliverInBackground(deps.mailer, outcome.mail, client.log);
  client.log.info({ event: 'team.member_invited' }, 'member invited');
  // The same answer whether the address has an account or not: an e-mail goes in both cases (an
  // existing account also finds the invitation in /invitations).
  return { member: outcome.member, delivery: 'email' };
}

export async function editMember(
  deps: TeamDeps,
  leader: UserRow,
  memberId: string,
  input: EditMemberInput,
): Promise<TeamMember> {
  const now = deps.clock.now();
  const team = await leaderTeam(deps.db, leader, now);
  const found = await repo.findMember(deps.db, team.id, checkId(memberId));
  if (!found) throw new TeamError('not_found');
  await repo.renameMember(deps.db, found.member.id, input, now);
  return toMember({ ...found.member, ...input, updatedAt: now }, found.invitation, now);
}

/** Removes the member from the team; a pending invitation is revoked with it. */
export async function removeMember(deps: TeamDeps, leader: UserRow, memberId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const team = await leaderTeam(tx, leader, now);
    const found = await repo.findMember(tx, team.id, checkId(memberId));
    if (!found) throw new TeamError('not_found');
    await repo.cancelFutureSessions(tx, found.member.id, now);
    await repo.deleteMember(tx, found.member.id);
    if (found.invitation && isOpen(invitationStatus(found.invitation, now)))
      await repo.setInvitation(tx, found.invitation.id, { revokedAt: now });
  });
}

export async function listSent(
  deps: TeamDeps,
  leader: UserRow,
  query: { page?: number; per_page?: number },
): Promise<SentInvitationsPage> {
  assertLeader(leader);
  const now = deps.clock.now();
  const request = page(query);
  const { rows, total } = await repo.listSentInvitations(deps.db, leader.id, request);
  return {
    items: rows.map(({ invitation, memberId }) => ({
      id: invitation.id,
      firstname: invitation.firstname ?? '',
      lastname: invitation.lastname ?? '',
      email: invitation.email ?? '',
      status: invitationStatus(invitation, now),
      sent_at: invitation.sentAt?.toISOString() ?? null,
      expires_at: invitation.expiresAt.toISOString(),
      member_id: memberId,
    })),
    page: request.page,
    per_page: request.perPage,
    total,
  };
}

/** A new link (older ones stop working) and a new expiry, e-mailed again; once a minute at most. */
export async function resendInvitation(
  deps: TeamDeps,
  leader: UserRow,
  invitationId: string,
  client: RequestClient,
): Promise<void> {
  assertLeader(leader);
  const now = deps.clock.now();
  const mail = await deps.db.transaction(async (tx) => {
    const invitation = await repo.findSentInvitation(tx, leader.id, checkId(invitationId), true);
    if (!invitation) throw new TeamError('not_found');
    if (!isOpen(invitationStatus(invitation, now))) throw new TeamError('not_pending');
    const wait = (invitation.sentAt?.getTime() ?? 0) + RESEND_INTERVAL_MS - now.getTime();
    if (wait > 0) throw new ThrottledError(wait);
    await takeHits(tx, deps.throttle, [{ scope: 'invitation_resend', key: invitation.id }], now);
    await spendMailBudget(tx, deps.throttle, leader.id, 1, now);
    const team = await leaderTeam(tx, leader, now);
    const { token } = await renewInvitationToken(tx, invitation.id, now);
    return writeInvitationMail(
      tx,
      deps,
      { leader, team, firstname: invitation.firstname ?? '', email: invitation.email ?? '' },
      token,
      now,
    );
  });
  deliverInBackground(deps.mailer, mail, client.log);
  client.log.info({ event: 'team.invitation_resent' }, 'invitation resent');
}

/** Withdraws an unanswered invitation: the link stops working and the invited member leaves the list. */
export async function revokeInvitation(deps: TeamDeps, leader: UserRow, invitationId: string): Promise<void> {
  assertLeader(leader);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const invitation = await repo.findSentInvitation(tx, leader.id, checkId(invitationId), true);
    if (!invitation) throw new TeamError('not_found');
    const status = invitationStatus(invitation, now);
    if (status === 'revoked') return; // already done: the same answer
    if (!isOpen(status)) throw new TeamError('not_pending');
    await repo.setInvitation(tx, invitation.id, { revokedAt: now });
    await repo.deleteInvitedMemberOf(tx, invitation.id);
  });
}

export async function listReceived(deps: TeamDeps, user: UserRow): Promise<ReceivedInvitation[]> {
  const rows = await repo.listReceivedInvitations(deps.db, user.email, deps.clock.now());
  return rows.map(({ invitation, team, leader }) => ({
    id: invitation.id,
    team,
    leader,
    sent_at: invitation.sentAt?.toISOString() ?? null,
    expires_at: invitation.expiresAt.toISOString(),
  }));
}

const PROBLEM: Record<string, TeamError['code']> = {
  accepted: 'invitation_used',
  expired: 'invitation_expired',
  revoked: 'invitation_revoked',
  declined: 'invitation_revoked',
};

/**
 * Accepts or declines an invitation sent to the signed-in person's (verified) address: bound to
 * the address, single use, not after it expired or was revoked. Another person's: 404.
 */
export async function answerInvitation(
  deps: TeamDeps,
  user: UserRow,
  invitationId: string,
  answer: 'accept' | 'decline',
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await repo.lockReceivedInvitation(tx, user.email, checkId(invitationId));
    if (!found) throw new TeamError('not_found');
    const { invitation, team } = found;
    const status = invitationStatus(invitation, now);
    if (status !== 'pending') {
      // Answering twice the same way is not an error.
      if ((status === 'accepted' && answer === 'accept') || (status === 'declined' && answer === 'decline'))
        return;
      throw new TeamError(PROBLEM[status] ?? 'not_found');
    }
    const member = await repo.findMemberByInvitation(tx, invitation.id);
    if (answer === 'decline' || !member) {
      await repo.setInvitation(
        tx,
        invitation.id,
        answer === 'decline' ? { declinedAt: now } : { revokedAt: now },
      );
      await repo.deleteInvitedMemberOf(tx, invitation.id);
      if (!member && answer === 'accept') throw new TeamError('invitation_revoked');
      return;
    }
    await repo.setInvitation(tx, invitation.id, { usedAt: now, usedBy: user.id });
    const already = await repo.findActiveMembership(tx, team.id, user.id);
    if (already && already.id !== member.id) await repo.deleteMember(tx, member.id);
    else await repo.activateMember(tx, member.id, user.id, now);
  });
}

export async function listMemberships(deps: TeamDeps, user: UserRow): Promise<Membership[]> {
  const rows = await repo.listMemberships(deps.db, user.id);
  return rows.map(({ member, team, leader }) => ({
    id: member.id,
    team,
    leader,
    share_progress: member.shareProgress,
    joined_at: member.joinedAt?.toISOString() ?? null,
  }));
}

/** The member's own switch: turning it off hides their progress from the leader at once. */
export async function setSharing(
  deps: TeamDeps,
  user: UserRow,
  memberId: string,
  share: boolean,
): Promise<Membership> {
  const updated = await repo.setSharing(deps.db, user.id, checkId(memberId), share, deps.clock.now());
  if (!updated) throw new TeamError('not_found');
  const membership = (await listMemberships(deps, user)).find((m) => m.id === memberId.toLowerCase());
  if (!membership) throw new TeamError('not_found');
  return membership;
}

export async function leaveTeam(deps: TeamDeps, user: UserRow, memberId: string): Promise<void> {
  const id = checkId(memberId);
  await deps.db.transaction(async (tx) => {
    // Before the row goes: it is what ties the sessions to this team's leader.
    await repo.cancelFutureSessions(tx, id, deps.clock.now());
    // Not this person's membership: nothing is kept of the cancellation either.
    if (!(await repo.leaveTeam(tx, user.id, id))) throw new TeamError('not_found');
  });
}
