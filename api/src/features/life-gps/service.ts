import { createHash, randomBytes } from 'node:crypto';
import {
  isWeatherDayAcceptable,
  lastDays,
  occurrencesBetween,
  WEATHER_HISTORY_DAYS,
  type Appointment,
  type CalendarFeed,
  type Commitment,
  type GoalStep,
  type LifeArea,
  type MainGoalResponse,
  type Mood,
  type ScheduleResponse,
  type WeatherEntry,
} from '@coach/shared/life-gps';
import type { Clock } from '../../clock';
import type { Db } from '../../db/types';
import { LifeGpsError } from './errors';
import * as repo from './repository';

export interface LifeGpsDeps {
  db: Db;
  clock: Clock;
}

/** Valibot outputs: already validated, trimmed, optional texts null. */
export interface MainGoalInput {
  text: string;
  life_area: LifeArea | null;
  target_date: string | null;
}
export interface StepInput {
  text: string;
  position?: number | undefined;
}
export interface CommitmentInput {
  text: string;
  due_date: string;
  repeat_weekly: boolean;
  life_area: LifeArea | null;
  step_id: string | null;
  done_through: string | null;
}
export interface WeatherInput {
  mood: Mood;
  note: string | null;
}
export interface AppointmentInput {
  title: string;
  starts_at: string;
  ends_at: string;
  location: string | null;
  note: string | null;
}
export interface Page {
  page: number;
  per_page: number;
}

const iso = (date: Date) => date.toISOString();

function toStep(row: repo.GoalStepRow): GoalStep {
  return { id: row.id, text: row.text, position: row.position };
}

function toCommitment(row: repo.CommitmentRow): Commitment {
  return {
    id: row.id,
    text: row.text,
    due_date: row.dueDate,
    repeat_weekly: row.repeatWeekly,
    life_area: row.lifeArea as LifeArea | null,
    step_id: row.stepId,
    done_through: row.doneThrough,
    created_at: iso(row.createdAt),
  };
}

function toWeather(row: repo.WeatherRow): WeatherEntry {
  return { day: row.day, mood: row.mood as Mood, note: row.note, updated_at: iso(row.updatedAt) };
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

// Main goal and steps.

export async function readMainGoal(deps: LifeGpsDeps, userId: string): Promise<MainGoalResponse> {
  const [goal, steps] = await Promise.all([
    repo.findMainGoal(deps.db, userId),
    repo.listSteps(deps.db, userId),
  ]);
  return {
    goal: goal
      ? {
          text: goal.text,
          life_area: goal.lifeArea as LifeArea | null,
          target_date: goal.targetDate,
          created_at: iso(goal.createdAt),
          updated_at: iso(goal.updatedAt),
        }
      : null,
    steps: steps.map(toStep),
  };
}

/** Sets or replaces the one main goal; sending the same goal again changes only `updated_at`. */
export async function saveMainGoal(deps: LifeGpsDeps, userId: string, input: MainGoalInput) {
  const now = deps.clock.now();
  await repo.upsertMainGoal(deps.db, {
    userId,
    text: input.text,
    lifeArea: input.life_area,
    targetDate: input.target_date,
    createdAt: now,
    updatedAt: now,
  });
  return readMainGoal(deps, userId);
}

/** Clears the goal and its path; commitments made from its steps stay, without their step. */
export async function clearMainGoal(deps: LifeGpsDeps, userId: string): Promise<void> {
  await deps.db.transaction((tx) => repo.deleteMainGoal(tx, userId));
}

function moveTo(ids: string[], id: string, position: number): string[] {
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.min(position, rest.length), 0, id);
  return rest;
}

export async function addStep(deps: LifeGpsDeps, userId: string, input: StepInput): Promise<GoalStep> {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.findMainGoal(tx, userId))) throw new LifeGpsError('no_goal');
    const steps = await repo.listSteps(tx, userId);
    const step = await repo.insertStep(tx, {
      userId,
      text: input.text,
      position: steps.length,
      createdAt: deps.clock.now(),
    });
    const order = moveTo(
      steps.map((s) => s.id),
      step.id,
      input.position ?? steps.length,
    );
    await repo.renumberSteps(tx, userId, order);
    return { ...toStep(step), position: order.indexOf(step.id) };
  });
}

export async function editStep(
  deps: LifeGpsDeps,
  userId: string,
  id: string,
  input: StepInput,
): Promise<GoalStep> {
  return deps.db.transaction(async (tx) => {
    const steps = await repo.listSteps(tx, userId);
    if (!steps.some((s) => s.id === id)) throw new LifeGpsError('not_found');
    await repo.updateStepText(tx, userId, id, input.text);
    const order =
      input.position === undefined
        ? steps.map((s) => s.id)
        : moveTo(
            steps.map((s) => s.id),
            id,
            input.position,
          );
    await repo.renumberSteps(tx, userId, order);
    return { id, text: input.text, position: order.indexOf(id) };
  });
}

export async function removeStep(deps: LifeGpsDeps, userId: string, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteStep(tx, userId, id))) throw new LifeGpsError('not_found');
    const steps = await repo.listSteps(tx, userId);
    await repo.renumberSteps(
      tx,
      userId,
      steps.map((s) => s.id),
    );
  });
}

// Commitments.

export async function listCommitments(
  deps: LifeGpsDeps,
  userId: string,
  query: Page & { status: 'open' | 'done' | 'all'; today: string },
) {
  const { rows, total } = await repo.listCommitments(deps.db, userId, {
    status: query.status,
    today: query.today,
    page: query.page,
    perPage: query.per_page,
  });
  return { items: rows.map(toCommitment), page: query.page, per_page: query.per_page, total };
}

async function checkStep(db: Db, userId: string, stepId: string | null): Promise<void> {
  if (stepId !== null && !(await repo.findStep(db, userId, stepId))) throw new LifeGpsError('step_not_found');
}

export async function addCommitment(
  deps: LifeGpsDeps,
  userId: string,
  input: CommitmentInput,
): Promise<Commitment> {
  await checkStep(deps.db, userId, input.step_id);
  const now = deps.clock.now();
  const row = await repo.insertCommitment(deps.db, {
    userId,
    text: input.text,
    dueDate: input.due_date,
    repeatWeekly: input.repeat_weekly,
    lifeArea: input.life_area,
    stepId: input.step_id,
    doneThrough: input.done_through,
    createdAt: now,
    updatedAt: now,
  });
  return toCommitment(row);
}

/** Replaces the commitment's fields (marking done sets `done_through`): idempotent. */
export async function editCommitment(
  deps: LifeGpsDeps,
  userId: string,
  id: string,
  input: CommitmentInput,
): Promise<Commitment> {
  if (!(await repo.findCommitment(deps.db, userId, id))) throw new LifeGpsError('not_found');
  await checkStep(deps.db, userId, input.step_id);
  const row = await repo.updateCommitment(deps.db, userId, id, {
    text: input.text,
    dueDate: input.due_date,
    repeatWeekly: input.repeat_weekly,
    lifeArea: input.life_area,
    stepId: input.step_id,
    doneThrough: input.done_through,
    updatedAt: deps.clock.now(),
  });
  if (!row) throw new LifeGpsError('not_found');
  return toCommitment(row);
}

export async function removeCommitment(deps: LifeGpsDeps, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteCommitment(deps.db, userId, id))) throw new LifeGpsError('not_found');
}

// Interior weather.

export async function weatherHistory(deps: LifeGpsDeps, userId: string, today: string) {
  const days = lastDays(today, WEATHER_HISTORY_DAYS);
  const rows = await repo.weatherSince(deps.db, userId, days[0] as string, today);
  return { days: WEATHER_HISTORY_DAYS, entries: rows.map(toWeather) };
}

/** One entry per local day: the day must be the person's today (see isWeatherDayAcceptable). */
export async function recordWeather(
  deps: LifeGpsDeps,
  userId: string,
  day: string,
  input: WeatherInput,
): Promise<WeatherEntry> {
  const now = deps.clock.now();
  if (!isWeatherDayAcceptable(day, now)) throw new LifeGpsError('weather_day');
  const row = await repo.upsertWeather(deps.db, {
    userId,
    day,
    mood: input.mood,
    note: input.note,
    createdAt: now,
    updatedAt: now,
  });
  return toWeather(row);
}

// Appointments and the schedule.

export async function listAppointments(deps: LifeGpsDeps, userId: string, query: Page & { from?: string }) {
  const { rows, total } = await repo.listAppointments(deps.db, userId, {
    ...(query.from ? { from: query.from } : {}),
    page: query.page,
    perPage: query.per_page,
  });
  return {
    items: rows.map((view) => toAppointment(view, userId)),
    page: query.page,
    per_page: query.per_page,
    total,
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

/** The appointments of a period and the commitments falling on its days. */
export async function readSchedule(
  deps: LifeGpsDeps,
  userId: string,
  query: { first_day: string; last_day: string; from: string; to: string },
): Promise<ScheduleResponse> {
  const [appointmentRows, commitmentRows] = await Promise.all([
    repo.appointmentsBetween(deps.db, userId, query.from, query.to),
    repo.commitmentsAround(deps.db, userId, query.first_day, query.last_day),
  ]);
  return {
    appointments: appointmentRows.map((view) => toAppointment(view, userId)),
    commitments: commitmentRows
      .map((row) => {
        const commitment = toCommitment(row);
        return {
          ...commitment,
          occurrences: occurrencesBetween(commitment, query.first_day, query.last_day),
        };
      })
      .filter((c) => c.occurrences.length > 0),
  };
}

// The private calendar feed.

/** 256 random bits, base64url: the feed's secret; only its SHA-256 is stored. */
const hashFeedToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function feedStatus(deps: LifeGpsDeps, userId: string): Promise<CalendarFeed> {
  const feed = await repo.findFeed(deps.db, userId);
  return { active: feed !== undefined, created_at: feed ? iso(feed.createdAt) : null };
}

/** A new feed URL; any earlier one stops working. */
export async function regenerateFeed(
  deps: LifeGpsDeps,
  userId: string,
  publicUrl: string,
): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await repo.replaceFeed(deps.db, userId, hashFeedToken(token), now);
  return {
    active: true,
    created_at: iso(now),
    url: `${publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`,
  };
}

export async function revokeFeed(deps: LifeGpsDeps, userId: string): Promise<void> {
  await repo.deleteFeed(deps.db, userId);
}

/** The owner of a feed token, or a 404 for an unknown or revoked one. */
export async function feedOwner(deps: LifeGpsDeps, token: string): Promise<string> {
  const owner = FEED_TOKEN_PATTERN.test(token)
    ? await repo.findFeedOwner(deps.db, hashFeedToken(token))
    : undefined;
  if (!owner) throw new LifeGpsError('feed_not_found');
  return owner;
}

export async function exportAppointments(deps: LifeGpsDeps, userId: string) {
  return (await repo.allAppointments(deps.db, userId)).map((view) => toAppointment(view, userId));
}
