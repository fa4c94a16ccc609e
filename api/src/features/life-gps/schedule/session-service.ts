import { isLeaderType } from '@coach/shared/team';
import type { Appointment, AppointmentList } from '@coach/shared/life-gps';
import { LifeGpsError } from '../errors';
import * as repo from './repository';
import type { LifeGpsDeps, Page } from '../deps';
import { appointmentColumns, toAppointment, type AppointmentInput } from './service';

/**
 * Sessions a team leader plans with an active member of their team (docs/product.md §8.5). The
 * appointment belongs to the member (it is in their schedule, their export and feed) and
 * `created_by` names the leader, whose schedule reads it from there: one row, never two copies.
 */

export interface Leader {
  id: string;
  userType: string | null;
}

/**
 * The member's account when `memberId` is in the leader's team (404 otherwise, §7.3), or null while
 * they have not joined yet.
 */
async function memberOf(deps: LifeGpsDeps, leader: Leader, memberId: string): Promise<string | null> {
  if (!isLeaderType(leader.userType)) throw new LifeGpsError('not_leader');
  const member = await repo.findTeamMember(deps.db, leader.id, memberId);
  if (!member) throw new LifeGpsError('not_found');
  return member.status === 'active' ? member.userId : null;
}

/** The account of an active member: a session is planned with someone who has joined (409). */
async function activeMemberOf(deps: LifeGpsDeps, leader: Leader, memberId: string): Promise<string> {
  const userId = await memberOf(deps, leader, memberId);
  if (!userId) throw new LifeGpsError('member_not_active');
  return userId;
}

export async function listSessions(
  deps: LifeGpsDeps,
  leader: Leader,
  memberId: string,
  query: Page & { from?: string },
): Promise<AppointmentList> {
  const userId = await memberOf(deps, leader, memberId);
  const { rows, total, next } = userId
    ? await repo.listSessions(deps.db, leader.id, userId, {
        ...(query.from ? { from: query.from } : {}),
        page: query.page,
        perPage: query.per_page,
        after: query.after,
      })
    : { rows: [], total: 0, next: null };
  return {
    items: rows.map((view) => toAppointment(view, leader.id)),
    page: query.page,
    per_page: query.per_page,
    total,
    next,
  };
}

async function readSession(deps: LifeGpsDeps, leader: Leader, userId: string, id: string) {
  const view = await repo.findSession(deps.db, leader.id, userId, id);
  if (!view) throw new LifeGpsError('not_found');
  return toAppointment(view, leader.id);
}

export async function planSession(
  deps: LifeGpsDeps,
  leader: Leader,
  memberId: string,
  input: AppointmentInput,
): Promise<Appointment> {
  const userId = await activeMemberOf(deps, leader, memberId);
  const now = deps.clock.now();
  const row = await repo.insertAppointment(deps.db, {
    userId,
    createdBy: leader.id,
    ...appointmentColumns(input),
    createdAt: now,
    updatedAt: now,
  });
  return readSession(deps, leader, userId, row.id);
}

export async function editSession(
  deps: LifeGpsDeps,
  leader: Leader,
  memberId: string,
  id: string,
  input: AppointmentInput,
): Promise<Appointment> {
  const userId = await activeMemberOf(deps, leader, memberId);
  const updated = await repo.updateSession(deps.db, leader.id, userId, id, {
    ...appointmentColumns(input),
    updatedAt: deps.clock.now(),
  });
  if (!updated) throw new LifeGpsError('not_found');
  return readSession(deps, leader, userId, id);
}

export async function cancelSession(
  deps: LifeGpsDeps,
  leader: Leader,
  memberId: string,
  id: string,
): Promise<void> {
  const userId = await memberOf(deps, leader, memberId);
  if (!userId || !(await repo.deleteSession(deps.db, leader.id, userId, id)))
    throw new LifeGpsError('not_found');
}
