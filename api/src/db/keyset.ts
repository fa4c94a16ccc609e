import { and, asc, count, desc, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@coach/server-kit/db/types';
import { encodeCursor, type CursorKey } from '@coach/shared/page-cursor';
import { preparedOnce } from './prepared';

/**
 * Lists paged by key (docs/adr/0017-indexes-at-scale.md, "Lists and history"). A list's order is
 * its key: columns sorted one way, the id last so that no two rows tie. A page asked `after` a
 * cursor starts after that key, `(k1, k2, id) > ($1, $2, $3)` (a row comparison, which the list's
 * index — the owner, then the key's columns in order — reads from that position on); a page asked
 * by number alone skips with `OFFSET` (the `?page=` contract). Either way one row more than the
 * page is read: when it exists, the page's last row's key is the answer's `next`.
 */

export interface Keyset {
  /** The key's columns in order, the id last, with the kind of each (what the cursor checks). */
  columns: readonly { column: AnyColumn; kind: CursorKey }[];
  direction: 'asc' | 'desc';
}

/** A list's key: `keyset('asc', [table.day, 'day'], [table.id, 'uuid'])`. */
export function keyset(direction: Keyset['direction'], ...columns: [AnyColumn, CursorKey][]): Keyset {
  return { columns: columns.map(([column, kind]) => ({ column, kind })), direction };
}

/** A page asked for: by number (`OFFSET`), or after a cursor's key values (checked by valibot). */
export interface PageRequest {
  page: number;
  perPage: number;
  after?: readonly string[] | undefined;
}

/** How a key value of each kind is written into a cursor and read back from one. */
const TEXT_OF: Record<CursorKey, (column: AnyColumn) => SQL> = {
  day: (column) => sql`to_char(${column}, 'YYYY-MM-DD')`,
  instant: (column) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  text: (column) => sql`${column}`,
  uuid: (column) => sql`${column}::text`,
};
const VALUE_OF: Record<CursorKey, (value: string | Placeholder) => SQL> = {
  day: (value) => sql`${value}::date`,
  instant: (value) => sql`${value}::timestamptz`,
  text: (value) => sql`${value}::text`,
  uuid: (value) => sql`${value}::uuid`,
};

/** `ORDER BY` of the list. */
export function keyOrder(keyset: Keyset): SQL[] {
  const by = keyset.direction === 'asc' ? asc : desc;
  return keyset.columns.map(({ column }) => by(column));
}

/** The row's key as a cursor holds it: select it with the rows (`key`), hand it to `pageOf`. */
export function keyText(keyset: Keyset): SQL<string> {
  const parts = keyset.columns.map(({ column, kind }) => TEXT_OF[kind](column));
  return sql<string>`json_build_array(${sql.join(parts, sql`, `)})::text`;
}

/**
 * The condition of the rows after `values` in the list's order; none without a cursor. The
 * values may be placeholders (`preparedPage`).
 */
function afterKey(keyset: Keyset, values: readonly (string | Placeholder)[] | undefined): SQL | undefined {
  if (!values) return undefined;
  const columns = keyset.columns.map(({ column }) => sql`${column}`);
  const given = keyset.columns.map(({ kind }, index) =>
    VALUE_OF[kind](values[index] as string | Placeholder),
  );
  const beyond = keyset.direction === 'asc' ? sql`>` : sql`<`;
  return sql`(${sql.join(columns, sql`, `)}) ${beyond} (${sql.join(given, sql`, `)})`;
}

/** `LIMIT` and `OFFSET` of the read: one row more than the page, no skipping after a cursor. */
function window(request: PageRequest): { limit: number; offset: number } {
  return { limit: request.perPage + 1, offset: request.after ? 0 : (request.page - 1) * request.perPage };
}

/** The page's rows (without the extra one) and its `next` cursor. */
function pageOf<R extends { key: string }>(
  rows: readonly R[],
  request: PageRequest,
): { rows: R[]; next: string | null } {
  const shown = rows.slice(0, request.perPage);
  const last = shown[shown.length - 1];
  const next = rows.length > request.perPage && last ? encodeCursor(JSON.parse(last.key) as string[]) : null;
  return { rows: shown, next };
}

/** What a list's read asks of a drizzle select: the rows `where` keeps, in order, one window of them. */
interface ListSelect<R> {
  where(where: SQL | undefined): {
    orderBy(...columns: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } };
  };
}

/** A list read by key: its order, its select and the condition and count of the rows it holds. */
export interface KeysetList<R extends { key: string }> {
  keyset: Keyset;
  /** The list's select (its tables and joins, no condition yet) with `key` among its columns. */
  select: (key: SQL<string>) => ListSelect<R>;
  where: SQL | undefined;
  /** How many rows `where` keeps, in all: asked only when the page cannot tell (`totalFromPage`). */
  count: () => PromiseLike<{ total: number }[]>;
}

/**
 * The list's total when the page read says it, else undefined (a count is needed): a page by
 * number that is not full ends the list, so a first page holds every row, and a later one that
 * holds some follows `offset` rows. After a cursor, or on a full or empty later page, it cannot
 * tell. Most lists a person opens are one short page: their count query is never run.
 */
export function totalFromPage(read: number, request: PageRequest): number | undefined {
  const { limit, offset } = window(request);
  if (request.after || read >= limit) return undefined;
  if (offset === 0) return read;
  return read > 0 ? offset + read : undefined;
}

/** A page of the list (after the cursor, or by number), how many rows it holds and the `next` cursor. */
export async function readPage<R extends { key: string }>(
  list: KeysetList<R>,
  request: PageRequest,
): Promise<{ rows: R[]; total: number; next: string | null }> {
  const { keyset } = list;
  const { limit, offset } = window(request);
  const read = await list
    .select(keyText(keyset))
    .where(and(list.where, afterKey(keyset, request.after)))
    .orderBy(...keyOrder(keyset))
    .limit(limit)
    .offset(offset);
  const total = totalFromPage(read.length, request) ?? (await list.count())[0]?.total ?? 0;
  const { rows, next } = pageOf(read, request);
  return { rows, total, next };
}

/** What `preparedPage` asks of drizzle: a select whose window takes placeholders, and `prepare`. */
interface Preparable<T> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
}
interface PreparableListSelect<R> {
  where(where: SQL | undefined): {
    orderBy(...columns: SQL[]): {
      limit(limit: Placeholder): Preparable<R[]> & { offset(offset: Placeholder): Preparable<R[]> };
    };
  };
}

/** A list of one fixed shape: its condition's values are `sql.placeholder(name)`s. */
export interface PreparedList<R extends { key: string }> {
  keyset: Keyset;
  select: (db: Executor, key: SQL<string>) => PreparableListSelect<R>;
  where: SQL | undefined;
  /** How many rows `where` keeps, in all, as a select to prepare. */
  count: (db: Executor) => Preparable<{ total: number }[]>;
}

/**
 * How a page is asked: the first page, a page after a cursor, or a later page by number. Only the
 * last skips rows: an `OFFSET` placeholder in the other two would make PostgreSQL's plan for any
 * values look dearer than the plan for the values given, and so plan every call again
 * (docs/adr/0019-cpu-per-request.md).
 */
type PageKind = 'first' | 'after' | 'numbered';

export function pageKind(request: PageRequest): PageKind {
  if (request.after) return 'after';
  return request.page === 1 ? 'first' : 'numbered';
}

/**
 * `readPage` of a list read on every visit, prepared (db/prepared.ts): each kind of page and the
 * count are statements named after `name`, built once; a read fills the condition's placeholders
 * from `values`, the cursor's key and the window.
 */
export function preparedPage<R extends { key: string }>(name: string, list: PreparedList<R>) {
  const statement = (kind: PageKind) =>
    preparedOnce((db) => {
      const cursor = list.keyset.columns.map((_, i) => sql.placeholder(`after${i}`));
      const ordered = list
        .select(db, keyText(list.keyset))
        .where(and(list.where, kind === 'after' ? afterKey(list.keyset, cursor) : undefined))
        .orderBy(...keyOrder(list.keyset))
        .limit(sql.placeholder('limit'));
      return (kind === 'numbered' ? ordered.offset(sql.placeholder('offset')) : ordered).prepare(
        `${name}_${kind}`,
      );
    });
  const statements = {
    first: statement('first'),
    after: statement('after'),
    numbered: statement('numbered'),
  };
  const counted = preparedOnce((db) => list.count(db).prepare(`${name}_count`));
  return async (
    db: Executor,
    values: Record<string, unknown>,
    request: PageRequest,
  ): Promise<{ rows: R[]; total: number; next: string | null }> => {
    const after = Object.fromEntries((request.after ?? []).map((value, i) => [`after${i}`, value]));
    const read = await statements[pageKind(request)](db).execute({ ...values, ...after, ...window(request) });
    const total = totalFromPage(read.length, request) ?? (await counted(db).execute(values))[0]?.total ?? 0;
    const { rows, next } = pageOf(read, request);
    return { rows, total, next };
  };
}

/** `preparedPage` of a list of one table's rows as they are, `where` (with placeholders) keeps. */
export function preparedRowsPage<Table extends PgTable>(
  name: string,
  table: Table,
  keyset: Keyset,
  where: SQL | undefined,
) {
  const page = preparedPage(name, {
    keyset,
    select: (db, key) => db.select({ row: table as PgTable, key }).from(table as PgTable),
    where,
    count: (db) =>
      db
        .select({ total: count() })
        .from(table as PgTable)
        .where(where),
  });
  return async (
    db: Executor,
    values: Record<string, unknown>,
    request: PageRequest,
  ): Promise<{ rows: Table['$inferSelect'][]; total: number; next: string | null }> => {
    const read = await page(db, values, request);
    return { ...read, rows: read.rows.map(({ row }) => row as Table['$inferSelect']) };
  };
}
