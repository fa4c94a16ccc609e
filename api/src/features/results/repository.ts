import { and, count, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { testResults, trainingRevisions } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';

export type ResultRow = typeof testResults.$inferSelect;
export type NewResultRow = typeof testResults.$inferInsert;

export interface PageRequest {
  page: number;
  perPage: number;
}

export async function insertResult(db: Executor, row: NewResultRow): Promise<ResultRow> {
  const [inserted] = await db.insert(testResults).values(row).returning();
  return inserted!;
}

// Newest first; results taken in the same instant keep one order (by id).
const newestFirst = [desc(testResults.createdAt), desc(testResults.id)];

/** A page of results matching `where`, newest first, and how many match in all. */
async function pageOf(
  db: Executor,
  where: SQL | undefined,
  request: PageRequest,
): Promise<{ rows: ResultRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(testResults)
      .where(where)
      .orderBy(...newestFirst)
      .limit(request.perPage)
      .offset((request.page - 1) * request.perPage),
    db.select({ total: count() }).from(testResults).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A page of the person's results, newest first, and how many they have. */
export function resultsOf(db: Executor, userId: string, request: PageRequest) {
  return pageOf(db, eq(testResults.userId, userId), request);
}

/** The person's result by id; undefined when it is not theirs (callers answer 404 alike). */
export async function ownResult(db: Executor, userId: string, id: string): Promise<ResultRow | undefined> {
  const [row] = await db
    .select()
    .from(testResults)
    .where(and(eq(testResults.id, id), eq(testResults.userId, userId)));
  return row;
}

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
  return pageOf(
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
