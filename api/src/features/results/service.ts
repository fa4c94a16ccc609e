import type { EarlierResultsResponse, ResultListResponse, TestResult } from '@coach/shared/results';
import type { ContentModule, TrainingContent } from '@coach/shared/trainings';
import type { Db, Executor } from '@coach/server-kit/db/types';
import type { Language } from '@coach/server-kit/i18n/i18n';
import { ResultError } from './errors';
import * as repo from './repository';
import { scoreTest, type GivenAnswer } from './score';
import { resultSummary, resultView } from './views';

export interface ResultDeps {
  db: Db;
}

/** What a completed test hands over (the trainings feature's completion, wired in app.ts). */
export interface CompletedTest {
  userId: string;
  content: TrainingContent;
  hash: string;
  module: ContentModule;
  answers: GivenAnswer[];
  completedAt: Date;
}

/**
 * Computes and keeps the result of a test just completed, in the completion's transaction, with
 * the answers that produced it. Always a new row: a retake never changes an earlier result.
 */
export async function recordTestResult(tx: Executor, test: CompletedTest): Promise<void> {
  const { kind, score } = scoreTest(test.content, test.module, test.answers);
  const questionIds = new Set(
    test.module.parts.flatMap((part) => (part.kind === 'quiz' ? part.questions.map((q) => q.id) : [])),
  );
  await repo.insertResult(tx, {
    userId: test.userId,
    trainingSlug: test.content.training.slug,
    kind,
    moduleSlug: test.module.slug,
    contentHash: test.hash,
    answers: test.answers
      .filter((answer) => questionIds.has(answer.questionId))
      .map((answer) => ({ question_id: answer.questionId, answers: answer.answerIds, value: answer.value })),
    score,
    createdAt: test.completedAt,
  });
}

// Revisions never change once imported: read each once.
const revisions = new Map<string, TrainingContent>();

async function contentOf(db: Executor, row: repo.ResultRow): Promise<TrainingContent> {
  const key = `${row.trainingSlug}:${row.contentHash}`;
  const cached = revisions.get(key);
  if (cached) return cached;
  const content = (await repo.revisionContent(db, row.trainingSlug, row.contentHash)) as
    TrainingContent | undefined;
  if (!content) throw new Error(`training revision ${key} is missing`);
  revisions.set(key, content);
  return content;
}

const view = async (db: Executor, row: repo.ResultRow, lang: Language) =>
  resultView(row, await contentOf(db, row), lang);

export interface PageQuery {
  page: number;
  per_page: number;
  /** The key values of the cursor the page starts after (`after`, checked by valibot). */
  after?: string[] | undefined;
}

/** The person's results, newest first. */
export async function listResults(
  deps: ResultDeps,
  userId: string,
  query: PageQuery,
  lang: Language,
): Promise<ResultListResponse> {
  const { rows, total, next } = await repo.resultsOf(deps.db, userId, {
    page: query.page,
    perPage: query.per_page,
    after: query.after,
  });
  const items = await Promise.all(
    rows.map(async (row) => resultSummary(row, await contentOf(deps.db, row), lang)),
  );
  return { items, page: query.page, per_page: query.per_page, total, next };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ownRow(deps: ResultDeps, userId: string, id: string): Promise<repo.ResultRow> {
  // Not an id at all reads as "not yours" too: one answer for every result one cannot see.
  const row = UUID.test(id) ? await repo.ownResult(deps.db, userId, id) : undefined;
  if (!row) throw new ResultError('result_not_found');
  return row;
}

/** One of the person's results, with everything its page shows; another person's: not found. */
export async function getResult(
  deps: ResultDeps,
  userId: string,
  id: string,
  lang: Language,
): Promise<TestResult> {
  return view(deps.db, await ownRow(deps, userId, id), lang);
}

/** The person's latest result of a training (its result page); none yet: `no_result_yet`. */
export async function getLatestResult(
  deps: ResultDeps,
  userId: string,
  trainingSlug: string,
  lang: Language,
): Promise<TestResult> {
  const row = await repo.latestResult(deps.db, userId, trainingSlug);
  if (!row) throw new ResultError('no_result_yet');
  return view(deps.db, row, lang);
}

/** The same test taken earlier by the same person, newest first, to compare. */
export async function getEarlierResults(
  deps: ResultDeps,
  userId: string,
  id: string,
  query: PageQuery,
  lang: Language,
): Promise<EarlierResultsResponse> {
  const row = await ownRow(deps, userId, id);
  const { rows, total, next } = await repo.earlierResults(deps.db, row, {
    page: query.page,
    perPage: query.per_page,
    after: query.after,
  });
  const items = await Promise.all(rows.map((earlier) => view(deps.db, earlier, lang)));
  return { items, page: query.page, per_page: query.per_page, total, next };
}
