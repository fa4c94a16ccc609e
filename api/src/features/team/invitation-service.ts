import { type ReceivedInvitation, type SentInvitationsPage } from '@coach/shared/team';
import type { UserRow } from '../../accounts/users';
import { renewInvitationToken } from '../../accounts/invitations';
import type { RequestClient } from '@coach/server-kit/http/request-context';
import { deliverInBackground } from '../../mail/mailer';
import { takeHits, ThrottledError } from '../../throttle/throttle';
import { TeamError } from './errors';
import { invitationStatus, isOpen } from './invitation-status';
import { spendMailBudget } from './mail-budget';
import { listSentInvitations } from './list-repository';
import * as repo from './repository';
import {
  assertLeader,
  checkId,
  leaderTeam,
  page,
  RESEND_INTERVAL_MS,
  type ListQuery,
  type TeamDeps,
} from './service';
import { writeInvitationMail } from './invitation-mail';

export async function listSent(
  deps: TeamDeps,
  leader: UserRow,
  query: ListQuery,
): Promise<SentInvitationsPage> {
  assertLeader(leader);
  const now = deps.clock.now();
  const request = page(query);
  const { rows, total, next } = await listSentInvitations(deps.db, leader.id, request);
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
    next,
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
