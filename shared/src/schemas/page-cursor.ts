import * as v from 'valibot';

/**
 * The cursor of a list paged by key (docs/adr/0017-indexes-at-scale.md, "Lists and history"): a
 * list's answer names `next`, the position after its last row; `?after=<next>` reads the rows that
 * follow it in the list's order, whatever was added or removed before it meanwhile, without
 * skipping rows (`OFFSET`). To the client it is opaque; it holds the last row's sort key and id as
 * PostgreSQL writes them (base64url of a JSON array of strings), checked here against the kinds of
 * the list's key before any query sees them.
 */

/** The kinds of value a list's sort key is made of, in its order (the id last). */
export type CursorKey = 'day' | 'instant' | 'text' | 'uuid';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** As the api writes an instant into a cursor: UTC, microseconds (PostgreSQL's precision). */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)\.\d{6}Z$/;
/** Longer than any text a list sorts by (names are at most 100 characters). */
const TEXT_MAX = 400;
const CURSOR_MAX = 2_000;

/** A real calendar day (2026-02-30 is not one: PostgreSQL would refuse it with a 500). */
function isDay(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

function fits(kind: CursorKey, value: string): boolean {
  if (kind === 'uuid') return UUID.test(value);
  if (kind === 'text') return value.length <= TEXT_MAX;
  const parts = (kind === 'day' ? DAY : INSTANT).exec(value);
  return parts !== null && isDay(parts[1] as string, parts[2] as string, parts[3] as string);
}

const base64url = (binary: string) => btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The cursor naming the position after a row whose key is `values` (PostgreSQL's text of them). */
export function encodeCursor(values: readonly string[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(values));
  return base64url(String.fromCharCode(...bytes));
}

/** The key values a cursor holds when it is one of a list keyed by `kinds`; else undefined. */
export function decodeCursor(cursor: string, kinds: readonly CursorKey[]): string[] | undefined {
  if (cursor.length > CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let values: unknown;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    values = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  if (!Array.isArray(values) || values.length !== kinds.length) return undefined;
  const strings = values.filter((value): value is string => typeof value === 'string');
  if (strings.length !== kinds.length) return undefined;
  return strings.every((value, index) => fits(kinds[index] as CursorKey, value)) ? strings : undefined;
}

/** The `after` query parameter of a list keyed by `kinds`: its output is the key values. */
export function afterParam(kinds: readonly CursorKey[], message: () => string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const values = decodeCursor(dataset.value, kinds);
        if (values) return values;
        addIssue({ message: message() });
        return NEVER;
      }),
    ),
  );
}

/**
 * A page's number or size as a list's query gives it (`?page=`, `?per_page=`): at most `digits`
 * digits, 1 to `max`; every refusal says `message`.
 */
export function pageNumberParam(max: number, message: string | (() => string), digits = 6) {
  return v.pipe(
    v.string(),
    v.regex(new RegExp(`^\\d{1,${digits}}$`), message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );
}

/**
 * What a page of a list tells besides its items: its number (from 1), its size, how many rows the
 * whole list has, and `next`: the `after` of the following page, null on the last one. A page
 * without `next` (an api instance older than the remote, during a rolling release) is followed
 * by number.
 */
export const pageMeta = {
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
  next: v.optional(v.nullable(v.string())),
};
