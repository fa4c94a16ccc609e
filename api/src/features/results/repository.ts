import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import { testResults, trainingRevisions } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { scopedRows } from '../../db/rows';
import { keyOrder, keyset, readRowsPage, type PageRequest } from '../../db/keyset';

export type ResultRow = typeof testResults.$inferSelect;
export type NewResultRow = typeof testResults.$inferInsert;

const results = scopedRows(testResults, testResults.id);

export const insertResult: (db: Executor, row: NewResultRow) => Promise<ResultRow> = results.insert;

// Newest first; results taken in the same instant keep one order (by id). Index
// `test_results_user_created_idx` (user, created_at, id), read backwards.
const newestFirstKey = keyset('desc', [testResults.createdAt, 'instant'], [testResults.id, 'uuid']);
const newestFirst = keyOrder(newestFirstKey);

/** A page of results matching `where`, newest first, how many match in all, and the next cursor. */
async function pageOfResults(
  db: Executor,
  where: SQL | undefined,
  request: PageRequest,
): Promise<{ rows: ResultRow[]; total: number; next: string | null }> {
  return readRowsPage(db, testResults, { keyset: newestFirstKey, where }, request);
}

/** A page of the person's results, newest first, and how many they have. */
export function resultsOf(db: Executor, userId: string, request: PageRequest) {
  return pageOfResults(db, eq(testResults.userId, userId), request);
}

/** The person's result by id; undefined when it is not theirs (callers answer 404 alike). */
export const ownResult = (db: Executor, userId: string, id: string) =>
  results.find(db, eq(testResults.userId, userId), id);

export async function latestResult(
  db: Executor,
  userId: string,
  trainingSlug: string,
): Promise<ResultRow | undefined> {
  const [row] = await db
    .select()
    .from(testResults)
    .where(and(eq(testResults.userId, userId), eq(testResults.trainingSlug, trainingSlug)))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/** The same person's results of the same training taken before `result`, newest first. */
export function earlierResults(db: Executor, result: ResultRow, request: PageRequest) {
  const before = or(
    lt(testResults.createdAt, result.createdAt),
    and(eq(testResults.createdAt, result.createdAt), lt(testResults.id, result.id)),
  );
  return pageOfResults(
    db,
    and(eq(testResults.userId, result.userId), eq(testResults.trainingSlug, result.trainingSlug), before),
    request,
  );
}

/** A training's content revision (imported by the trainings feature; revisions never change). */
export async function revisionContent(db: Executor, trainingSlug: string, hash: string): Promise<unknown> {
  const [row] = await db
    .select({ content: trainingRevisions.content })
    .from(trainingRevisions)
    .where(and(eq(trainingRevisions.trainingSlug, trainingSlug), eq(trainingRevisions.hash, hash)));
  return row?.content;
}
