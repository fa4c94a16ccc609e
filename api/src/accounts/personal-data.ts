import { and, eq, is, or, sql, type SQL } from 'drizzle-orm';
import { PgTable, getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import {
  appointments,
  invitations,
  mailOutbox,
  teamMembers,
  teams,
  throttleBuckets,
  users,
  verificationTokens,
} from '../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { accountKey } from '../throttle/throttle';

/**
 * Everything the platform holds about a person, in one place (docs/product.md §8.6, "My data";
 * docs/security.md, erasure). Two kinds of tables:
 *
 * - **By convention:** every table with a `user_id` column (referencing `users` ON DELETE CASCADE)
 *   is personal data. The export reads it whole, minus `SECRET_COLUMNS`; erasing the user row
 *   erases it. A feature that adds such a table joins the export without editing this file.
 * - **Explicit entries** (`EXPLICIT_ENTRIES`): the account row itself, and tables that hold the
 *   person another way (an address, another column name). Each says how it is exported, or why
 *   it is not, and how it is erased.
 *
 * `personal-data.test.ts` reads the schema and fails when a table referencing `users` is covered
 * by neither, or when a column that looks secret would be exported.
 */

export interface Person {
  id: string;
  email: string;
}

/** Columns never exported: secrets (hashes of tokens and passwords), by table and SQL name. */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: ['password_hash'],
  sessions: ['token_hash'],
  verification_tokens: ['token_hash'],
  invitations: ['token_hash'],
  calendar_feeds: ['token_hash'],
  // The body of a mail may hold a live link (a verification token): the export lists the mails.
  mail_outbox: ['text', 'links'],
  // The hash of the content revision a module was completed against: bookkeeping, not about the person.
  training_module_progress: ['completed_hash'],
  // The same for a test result: the revision of the content its answers were given against.
  test_results: ['content_hash'],
};

export interface ExplicitEntry {
  table: PgTable;
  /** The rows to export, or why there are none (a sentence for the reader of this file). */
  exported: ((tx: Executor, person: Person) => SQL) | { notExported: string };
  /** Erases what is not erased by deleting the user row (cascade). Runs before that delete. */
  erase?: (tx: Executor, person: Person) => Promise<unknown>;
}

/**
 * One list of addresses, looked up in `mail_outbox_to_idx`: written as `to = $1 OR to IN (…)`,
 * PostgreSQL reads every mail ever sent instead (docs/adr/0017-indexes-at-scale.md).
 */
function mailsToPerson(_tx: Executor, person: Person): SQL {
  return sql`${mailOutbox.to} IN (SELECT ${person.email}::text UNION
    SELECT ${verificationTokens.email} FROM ${verificationTokens} WHERE ${verificationTokens.userId} = ${person.id})`;
}

export const EXPLICIT_ENTRIES: readonly ExplicitEntry[] = [
  { table: users, exported: (_tx, person) => eq(users.id, person.id) },
  // The team the person leads (`leader_id`, erased by its cascade with its members and surveys).
  { table: teams, exported: (_tx, person) => eq(teams.leaderId, person.id) },
  // Their own appointments; `created_by` (who wrote one) is set to null when its author goes, and an
  // appointment written for someone else is that person's data, not the author's.
  { table: appointments, exported: (_tx, person) => eq(appointments.userId, person.id) },
  {
    // Operators' invitations: the one the person registered with, and any addressed to them.
    table: invitations,
    exported: (_tx, person) =>
      or(eq(invitations.usedBy, person.id), eq(invitations.email, person.email)) as SQL,
    erase: (tx, person) => tx.delete(invitations).where(eq(invitations.email, person.email)),
  },
  {
    // A leader's row about the person: by account once they joined, by address while invited —
    // an address invited that registered without the link still names them (issue 31).
    table: teamMembers,
    exported: (_tx, person) =>
      or(eq(teamMembers.userId, person.id), eq(teamMembers.email, person.email)) as SQL,
    erase: (tx, person) => tx.delete(teamMembers).where(eq(teamMembers.email, person.email)),
  },
  {
    // Mails have no user reference: they are addressed to the person, at the account's address or
    // at an address they asked to change to (its link is in verification_tokens).
    table: mailOutbox,
    exported: mailsToPerson,
    erase: (tx, person) => tx.delete(mailOutbox).where(mailsToPerson(tx, person)),
  },
  {
    table: throttleBuckets,
    exported: {
      notExported:
        'counters of recent attempts keyed by a hash of the address or the user id, kept at most a day: security data, not about the person',
    },
    erase: (tx, person) =>
      tx.delete(throttleBuckets).where(
        or(
          and(eq(throttleBuckets.scope, 'login_account'), eq(throttleBuckets.key, accountKey(person.email))),
          // Every counter keyed by the account (verification mails, e-mail changes, a leader's mails…).
          eq(throttleBuckets.key, person.id),
        ),
      ),
  },
];

/** Every table of the schema, by SQL name. */
export function schemaTables(): Map<string, PgTable> {
  const tables = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) tables.set(getTableConfig(value).name, value);
  }
  return tables;
}

/** The `user_id` column of a table, if it has one. */
export function userIdColumn(table: PgTable): PgColumn | undefined {
  return getTableConfig(table).columns.find((column) => column.name === 'user_id');
}

/** The tables exported by convention (a `user_id` column) and not by an explicit entry. */
export function conventionTables(): PgTable[] {
  const explicit = new Set(EXPLICIT_ENTRIES.map((entry) => entry.table));
  return [...schemaTables().values()].filter((table) => userIdColumn(table) && !explicit.has(table));
}

/** The exported columns of a table, keyed by SQL name (the names the api documents). */
function exportedColumns(table: PgTable): Record<string, PgColumn> {
  const { name, columns } = getTableConfig(table);
  const secret = new Set(SECRET_COLUMNS[name] ?? []);
  return Object.fromEntries(columns.filter((column) => !secret.has(column.name)).map((c) => [c.name, c]));
}

export type PersonalData = Record<string, Record<string, unknown>[]>;

/** Every row about the person, by table, secrets left out; read in the caller's transaction. */
export async function collectPersonalData(tx: Executor, person: Person): Promise<PersonalData> {
  const data: PersonalData = {};
  const read = (table: PgTable, where: SQL) => tx.select(exportedColumns(table)).from(table).where(where);
  for (const entry of EXPLICIT_ENTRIES) {
    if (typeof entry.exported !== 'function') continue;
    data[getTableConfig(entry.table).name] = await read(entry.table, entry.exported(tx, person));
  }
  for (const table of conventionTables()) {
    const column = userIdColumn(table);
    if (column) data[getTableConfig(table).name] = await read(table, eq(column, person.id));
  }
  return data;
}

/**
 * Erases the person, in the caller's transaction: the explicit entries first, then the user row,
 * whose deletion cascades to every `user_id` table.
 */
export async function erasePersonalData(tx: Executor, person: Person): Promise<void> {
  for (const entry of EXPLICIT_ENTRIES) await entry.erase?.(tx, person);
  await tx.delete(users).where(eq(users.id, person.id));
}
