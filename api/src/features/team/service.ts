import type * as v from 'valibot';
import type { teamMembersQuerySchema } from '@coach/shared/team';
import {
  TEAM_PAGE_SIZE,
  isLeaderType,
  type AddMemberResponse,
  type TeamMember,
  type TeamMembersPage,
  type TeamResponse,
  type createAddMemberPayloadSchema,
  type createEditMemberPayloadSchema,
} from '@coach/shared/team';
import type { UserRow } from '../../accounts/users';
import type { PageRequest } from '../../db/keyset';
import { INVITATION_TTL_MS, createInvitation } from '../../accounts/invitations';
import type { Clock } from '@coach/server-kit/clock';
import { isUniqueViolation } from '@coach/server-kit/db/errors';
import type { Db, Executor } from '@coach/server-kit/db/types';
import type { RequestClient } from '@coach/server-kit/http/request-context';
import { translator } from '@coach/server-kit/i18n/i18n';
import { deliverInBackground, type Mailer } from '../../mail/mailer';
import { type OutboxMail } from '../../mail/outbox';
import { type ThrottleRules } from '../../throttle/throttle';
import { TeamError } from './errors';
import { invitationStatus, isOpen } from './invitation-status';
import { spendMailBudget } from './mail-budget';
import * as lists from './list-repository';
import * as repo from './repository';
import { writeInvitationMail } from './invitation-mail';

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

/** A team list's query: `page`, `per_page` (50 unless `size` says otherwise) and `after`'s key values. */
export type ListQuery = { page?: number; per_page?: number; after?: string[] | undefined };

export function page(query: ListQuery, size = TEAM_PAGE_SIZE): PageRequest {
  return { page: query.page ?? 1, perPage: query.per_page ?? size, after: query.after };
}

/**
 * A member as their leader sees them: the name in the team, the invitation's state, and progress
 * only when the member shares it (docs/product.md §7.3). The trainings area fills `trainings`.
 */
function toMember(
  member: lists.ShownMember,
  invitation: lists.ShownInvitation | null,
  now: Date,
): TeamMember {
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
  const { rows, total, next } = await lists.listMembers(deps.db, team.id, query.q || undefined, request);
  return {
    items: rows.map((row) => toMember(row.member, row.invitation, now)),
    page: request.page,
    per_page: request.perPage,
    total,
    next,
  };
}

export async function getMember(deps: TeamDeps, leader: UserRow, memberId: string): Promise<TeamMember> {
  const now = deps.clock.now();
  const team = await leaderTeam(deps.db, leader, now);
  const found = await repo.findMember(deps.db, team.id, checkId(memberId));
  if (!found) throw new TeamError('not_found');
  return toMember(found.member, found.invitation, now);
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
  return toMember({ ...found.member, ...input }, found.invitation, now);
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
