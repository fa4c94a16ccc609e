/**
 * Constants and calendar rules of the life GPS (docs/product.md §8.4), pure and shared by the api and the front.
 * A "day" is a calendar date `YYYY-MM-DD` in the person's own time zone: the browser sends it,
 * so the api never guesses a time zone. Arithmetic on days goes through UTC, where every day
 * has 24 hours.
 */

const DAY_MS = 86_400_000;

/** The life areas of the "Le GPS de ma vie" wheel (docs/product.md §8.2). */
export const LIFE_AREAS = [
  'health',
  'family',
  'couple',
  'friends',
  'work',
  'money',
  'growth',
  'leisure',
] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];

export const MOODS = ['top', 'not_top'] as const;
export type Mood = (typeof MOODS)[number];

export const GOAL_TEXT_MAX = 280;
export const WEATHER_NOTE_MAX = 280;
export const TITLE_MAX = 120;
export const LOCATION_MAX = 500;
export const NOTE_MAX = 2000;
/** docs/product.md §9: the interior weather history the overview shows. */
export const WEATHER_HISTORY_DAYS = 14;

/**
 * Steps on the path to one goal: more than a person would ever write, few enough that reordering
 * them stays one cheap statement (docs/security.md, "Limits").
 */
export const GOAL_STEPS_MAX = 50;
/** The longest schedule range one call reads (six weeks: a month view). */
export const SCHEDULE_MAX_DAYS = 42;
/** The longest appointment: a whole day. */
export const APPOINTMENT_MAX_MS = 24 * 60 * 60 * 1000;

/** The earliest and latest dates the life GPS accepts (goals, commitments, appointments). */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

function toUtc(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` naming a real date (no 31 April). */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;
}

/** A real date between FIRST_DAY and LAST_DAY. */
export function isDayInRange(value: string): boolean {
  return isCalendarDate(value) && value >= FIRST_DAY && value <= LAST_DAY;
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOfDay(day: string): number {
  return new Date(toUtc(day)).getUTCDay();
}

/** The `count` days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/**
 * The one-per-day weather rule: a person records the weather of their own local day. Local
 * days run from UTC−12 to UTC+14, so at any instant the valid local dates are the UTC date, the
 * day before or the day after; anything else is a date out of range.
 */
export function isWeatherDayAcceptable(day: string, now: Date): boolean {
  if (!isCalendarDate(day)) return false;
  const offset = daysBetween(now.toISOString().slice(0, 10), day);
  return offset >= -1 && offset <= 1;
}

/** Today's entry replaces any earlier one of the same day: one entry per day, newest wins. */
export function upsertByDay<E extends { day: string }>(entries: readonly E[], entry: E): E[] {
  return [...entries.filter((e) => e.day !== entry.day), entry].sort((a, b) => a.day.localeCompare(b.day));
}

/** What the repetition and overdue rules read from a commitment. */
export interface CommitmentTiming {
  due_date: string;
  repeat_weekly: boolean;
  /** Occurrences up to and including this day are done; null when none is. */
  done_through: string | null;
}

/** Whether the commitment falls on `day` (its due date, or every 7 days after when weekly). */
export function occursOn(c: CommitmentTiming, day: string): boolean {
  const offset = daysBetween(c.due_date, day);
  if (offset === 0) return true;
  return c.repeat_weekly && offset > 0 && offset % 7 === 0;
}

/** The occurrences of the commitment from `from` to `to`, both included. */
export function occurrencesBetween(c: CommitmentTiming, from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (occursOn(c, day)) days.push(day);
  return days;
}

/** The first occurrence not done yet; null when a one-off commitment is done. */
export function nextOccurrence(c: CommitmentTiming): string | null {
  if (c.done_through === null || c.done_through < c.due_date) return c.due_date;
  if (!c.repeat_weekly) return null;
  const weeks = Math.floor(daysBetween(c.due_date, c.done_through) / 7) + 1;
  return addDays(c.due_date, weeks * 7);
}

/** Done: a one-off once marked; a weekly one while every occurrence up to today is done. */
export function isCommitmentDone(c: CommitmentTiming, today: string): boolean {
  const next = nextOccurrence(c);
  if (next === null) return true;
  const started = c.done_through !== null && c.done_through >= c.due_date;
  return c.repeat_weekly && started && next > today;
}

/** Overdue: an occurrence before today is not done yet. */
export function isCommitmentOverdue(c: CommitmentTiming, today: string): boolean {
  const next = nextOccurrence(c);
  return next !== null && next < today;
}

/** Whether the occurrence on `day` is done. */
export function isOccurrenceDone(c: CommitmentTiming, day: string): boolean {
  return c.done_through !== null && day <= c.done_through;
}

/** `done_through` after marking the next occurrence done (unchanged when all are done). */
export function markDone(c: CommitmentTiming): string | null {
  return nextOccurrence(c) ?? c.done_through;
}

/** `done_through` after undoing the last occurrence marked done. */
export function undoDone(c: CommitmentTiming): string | null {
  if (c.done_through === null || c.done_through < c.due_date) return null;
  if (!c.repeat_weekly) return null;
  const last = addDays(c.due_date, Math.floor(daysBetween(c.due_date, c.done_through) / 7) * 7);
  const previous = addDays(last, -7);
  return previous < c.due_date ? null : previous;
}
