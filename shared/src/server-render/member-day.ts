// The member's local day (`YYYY-MM-DD`), which some reads take (which commitments are open or
// overdue, docs/product.md §8.4): the browser knows it from its clock and time zone, the platform
// from the time zone the browser left in the `tz` cookie (`TIME_ZONE_COOKIE`). A declared read
// names it as the `:today` param (docs/server-render.md, "Reads that take the member's day").

/** The param a declared read names the member's day by: `dashboard/commitments?today=:today`. */
export const MEMBER_DAY_PARAM = 'today';

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of an instant in the browser's own time zone. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What a browser may say its time zone is: an IANA name (`Europe/Paris`, `Etc/GMT+3`), short. */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;
/** One formatter per time zone asked about (there are a few hundred): making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
const MAX_FORMATTERS = 1_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter !== undefined) return formatter;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
  } catch {
    formatter = null; // not a time zone this runtime knows (RangeError)
  }
  if (formatters.size < MAX_FORMATTERS) formatters.set(timeZone, formatter);
  return formatter;
}

/**
 * The calendar day of `now` in `timeZone`, or null when the name is not a time zone (then the
 * server does not know the member's day, and the reads that need it are the browser's).
 */
export function dayInTimeZone(timeZone: string | null | undefined, now: Date = new Date()): string | null {
  if (!timeZone || !TIME_ZONE_NAME.test(timeZone)) return null;
  const formatter = formatterFor(timeZone);
  if (!formatter) return null;
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  const { year, month, day } = parts;
  return year && month && day && /^\d{4}$/.test(year) ? `${year}-${month}-${day}` : null;
}
