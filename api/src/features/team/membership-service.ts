import { type Membership } from '@coach/shared/team';
import type { UserRow } from '../../accounts/users';
import { TeamError } from './errors';
import * as repo from './repository';
import { checkId, type TeamDeps } from './service';

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
