/**
 * The person's calendar in the browser's time zone: the api stores instants in UTC and takes
 * local days (`YYYY-MM-DD`) from us, so only this module turns one into the other. Days are built
 * with `new Date(y, m, d)` (local midnight), never by adding 24 hours: a day around a
 * daylight-saving change lasts 23 or 25 hours.
 */

import { localDay } from '@coach/shared/server-render/member-day';

/** The local calendar day of an instant (the same the declared reads take as `:today`). */
export { localDay };

/** Local midnight starting `day`. */
export function startOfDay(day: string): Date {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** The day `count` days after (or before) `day`. */
export function shiftDay(day: string, count: number): string {
  const date = startOfDay(day);
  date.setDate(date.getDate() + count);
  return localDay(date);
}

export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export interface WeekDay {
  day: string;
  /** 0 Sunday … 6 Saturday; the strip reads Sun–Sat (docs/product.md §8.1). */
  weekday: number;
  key: WeekdayKey;
  /** Local midnight starting the day and the next one: 23, 24 or 25 hours apart. */
  start: Date;
  end: Date;
}

/** The week (Sunday to Saturday) that holds `day`. */
export function weekOf(day: string): WeekDay[] {
  const sunday = shiftDay(day, -startOfDay(day).getDay());
  return Array.from({ length: 7 }, (_, index) => {
    const current = shiftDay(sunday, index);
    const start = startOfDay(current);
    return {
      day: current,
      weekday: start.getDay(),
      key: WEEKDAY_KEYS[start.getDay()] as WeekdayKey,
      start,
      end: startOfDay(shiftDay(current, 1)),
    };
  });
}

/** Whether an appointment [startsAt, endsAt) touches the local day. */
export function overlapsDay(startsAt: string, endsAt: string, day: WeekDay): boolean {
  return Date.parse(startsAt) < day.end.getTime() && Date.parse(endsAt) > day.start.getTime();
}
