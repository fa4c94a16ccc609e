import type { UserRow } from '../../accounts/users';
import { INVITATION_TTL_MS, invitationLink } from '../../accounts/invitations';
import type { Executor } from '@coach/server-kit/db/types';
import { enqueueMail, type OutboxMail } from '../../mail/outbox';
import { invitationMail, invitationNoticeMail } from './mails';
import * as repo from './repository';
import type { TeamDeps } from './service';

const DAY_MS = 24 * 3_600_000;

export interface MailContext {
  leader: UserRow;
  team: repo.TeamRow;
  firstname: string;
  email: string;
}

/**
 * The e-mail of an invitation: the register link to a new address, a pointer to /invitations to
 * an existing account. Only the mail differs; the leader's answer is the same.
 */
export async function writeInvitationMail(
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
    days: Math.round(INVITATION_TTL_MS / DAY_MS),
  };
  const outgoing = account
    ? invitationNoticeMail(account.lang, invite, `${deps.publicUrl}/invitations`)
    : invitationMail(context.leader.lang, invite, invitationLink(deps.publicUrl, token));
  return enqueueMail(tx, outgoing, now);
}
