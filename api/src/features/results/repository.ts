import { and, eq, sql } from 'drizzle-orm';
import { testResults, trainingRevisions } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { scopedRows } from '../../db/rows';
import { keyOrder, keyset, preparedRowsPage, type PageRequest } from '../../db/keyset';

export type ResultRow = typeof testResults.$inferSelect;
export type NewResultRow = typeof testResults.$inferInsert;

const results = scopedRows(testResults, testResults.id);

export const insertResult: (db: Executor, row: NewResultRow) => Promise<ResultRow> = results.insert;

// Newest first; results taken in the same instant keep one order (by id). Index
// `test_results_user_created_idx` (user, created_at, id), read backwards.
const newestFirstKey = keyset('desc', [testResults.createdAt, 'instant'], [testResults.id, 'uuid']);
const newestFirst = keyOrder(newestFirstKey);

/** The results page's list, prepared (db/keyset.ts `preparedPage`): newest first, with its total. */
const ofPerson = eq(testResults.userId, sql.placeholder('userId'));
const resultsPage = preparedRowsPage('results_of', testResults, newestFirstKey, ofPerson);

/** A page of the person's results, newest first, and how many they have. */
export function resultsOf(db: Executor, userId: string, request: PageRequest) {
  return resultsPage(db, { userId }, request);
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
const earlierPage = preparedRowsPage(
  'results_earlier',
  testResults,
  newestFirstKey,
  and(
    ofPerson,
    eq(testResults.trainingSlug, sql.placeholder('trainingSlug')),
    sql`(${testResults.createdAt}, ${testResults.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
  ),
);

export function earlierResults(db: Executor, result: ResultRow, request: PageRequest) {
  return earlierPage(
    db,
    {
      userId: result.userId,
      trainingSlug: result.trainingSlug,
      createdAt: result.createdAt.toISOString(),
      id: result.id,
    },
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
