import type { Appointment } from '@coach/shared/life-gps';
import { iso, type LifeGpsDeps, type Page } from '../deps';
import { LifeGpsError } from '../errors';
import * as repo from './repository';

/** Valibot output: already validated, trimmed, optional texts null. */
export interface AppointmentInput {
  title: string;
  starts_at: string;
  ends_at: string;
  location: string | null;
  note: string | null;
}

/** An appointment as `viewerId` sees it: a session says who planned it and with whom. */
export function toAppointment({ row, session }: repo.AppointmentView, viewerId: string): Appointment {
  return {
    id: row.id,
    title: row.title,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    location: row.location,
    note: row.note,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    session: session && { role: row.userId === viewerId ? 'member' : 'leader', ...session },
  };
}

/** A row just written by the person themself: never a session. */
const ownView = (row: repo.AppointmentRow): repo.AppointmentView => ({ row, session: null });

export async function listAppointments(deps: LifeGpsDeps, userId: string, query: Page & { from?: string }) {
  const { rows, total, next } = await repo.listAppointments(deps.db, userId, {
    ...(query.from ? { from: query.from } : {}),
    page: query.page,
    perPage: query.per_page,
    after: query.after,
  });
  return {
    items: rows.map((view) => toAppointment(view, userId)),
    page: query.page,
    per_page: query.per_page,
    total,
    next,
  };
}

/** The columns an appointment's form sets (the person's own, or a session its leader plans). */
export const appointmentColumns = (input: AppointmentInput) => ({
  title: input.title,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  location: input.location,
  note: input.note,
});

export async function addAppointment(
  deps: LifeGpsDeps,
  userId: string,
  input: AppointmentInput,
): Promise<Appointment> {
  const now = deps.clock.now();
  const row = await repo.insertAppointment(deps.db, {
    userId,
    createdBy: userId,
    ...appointmentColumns(input),
    createdAt: now,
    updatedAt: now,
  });
  return toAppointment(ownView(row), userId);
}

export async function editAppointment(
  deps: LifeGpsDeps,
  userId: string,
  id: string,
  input: AppointmentInput,
): Promise<Appointment> {
  const row = await repo.updateAppointment(deps.db, userId, id, {
    ...appointmentColumns(input),
    updatedAt: deps.clock.now(),
  });
  if (!row) return refuseChange(deps, userId, id);
  return toAppointment(ownView(row), userId);
}

export async function removeAppointment(deps: LifeGpsDeps, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteAppointment(deps.db, userId, id))) await refuseChange(deps, userId, id);
}

/**
 * Why an appointment could not be changed: a session the person sees but did not write through
 * these calls answers 403 (its leader changes it from the team pages); anything else 404.
 */
async function refuseChange(deps: LifeGpsDeps, userId: string, id: string): Promise<never> {
  const visible = await repo.findVisibleAppointment(deps.db, userId, id);
  if (!visible) throw new LifeGpsError('not_found');
  throw new LifeGpsError(visible.userId === userId ? 'session_read_only' : 'session_from_team');
}
