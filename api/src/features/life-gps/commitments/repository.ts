import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { commitments } from '../../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { preparedOnce } from '../../../db/prepared';
import { scopedRows } from '../../../db/rows';
import { keyset, preparedRowsPage, type PageRequest } from '../../../db/keyset';

/** Commitments; every query is scoped to its owner (`user_id`). */

export type CommitmentRow = typeof commitments.$inferSelect;

/**
 * Done as `isCommitmentDone` decides (shared/src/schemas/life-gps-rules.ts), in SQL so that
 * the filter and the pages agree: a one-off once marked; a weekly one when its last occurrence
 * up to `today` is marked.
 */
function commitmentDone(today: Placeholder): SQL {
  return sql`(${commitments.doneThrough} IS NOT NULL AND ${commitments.doneThrough} >= ${commitments.dueDate} AND (
    NOT ${commitments.repeatWeekly}
    OR (${today}::date >= ${commitments.dueDate}
        AND ${commitments.doneThrough} >= ${commitments.dueDate} + 7 * ((${today}::date - ${commitments.dueDate}) / 7))))`;
}

/** The list's order: due first, then the oldest added (index `commitments_user_id_idx`). */
const byDueDate = keyset(
  'asc',
  [commitments.dueDate, 'day'],
  [commitments.createdAt, 'instant'],
  [commitments.id, 'uuid'],
);

/** The commitments page's three lists, prepared (db/keyset.ts `preparedPage`). */
const ofOwner = eq(commitments.userId, sql.placeholder('userId'));
const doneByToday = commitmentDone(sql.placeholder('today'));
const COMMITMENT_PAGES = {
  open: preparedRowsPage('commitments_open', commitments, byDueDate, and(ofOwner, sql`NOT ${doneByToday}`)),
  done: preparedRowsPage('commitments_done', commitments, byDueDate, and(ofOwner, doneByToday)),
  all: preparedRowsPage('commitments_all', commitments, byDueDate, ofOwner),
};

export async function listCommitments(
  db: Executor,
  userId: string,
  filter: { status: 'open' | 'done' | 'all'; today: string } & PageRequest,
): Promise<{ rows: CommitmentRow[]; total: number; next: string | null }> {
  return COMMITMENT_PAGES[filter.status](db, { userId, today: filter.today }, filter);
}

/** Commitments that may occur between the two days: due by `lastDay`, one-off ones from `firstDay`. */
const commitmentsAroundQuery = preparedOnce((db) =>
  db
    .select()
    .from(commitments)
    .where(
      and(
        eq(commitments.userId, sql.placeholder('userId')),
        sql`${commitments.dueDate} <= ${sql.placeholder('lastDay')}::date`,
        sql`(${commitments.repeatWeekly} OR ${commitments.dueDate} >= ${sql.placeholder('firstDay')}::date)`,
      ),
    )
    .orderBy(asc(commitments.dueDate), asc(commitments.createdAt))
    .prepare('commitments_around'),
);

export function commitmentsAround(
  db: Executor,
  userId: string,
  firstDay: string,
  lastDay: string,
): Promise<CommitmentRow[]> {
  return commitmentsAroundQuery(db).execute({ userId, firstDay, lastDay });
}

const rows = scopedRows(commitments, commitments.id);
const ownedBy = (userId: string) => eq(commitments.userId, userId);

export const findCommitment = (db: Executor, userId: string, id: string) =>
  rows.find(db, ownedBy(userId), id);

export const insertCommitment = rows.insert;

export const updateCommitment = (
  db: Executor,
  userId: string,
  id: string,
  values: Partial<typeof commitments.$inferInsert>,
) => rows.update(db, ownedBy(userId), id, values);

export const deleteCommitment = (db: Executor, userId: string, id: string) =>
  rows.remove(db, ownedBy(userId), id);
