import {
  type CompleteResponse,
  type ContentModule,
  type ModuleDetailResponse,
  type QuizAnswerPayload,
} from '@coach/shared/trainings';
import type { Executor } from '@coach/server-kit/db/types';
import type { Language } from '@coach/server-kit/i18n/i18n';
import { TrainingError } from './errors';
import * as repo from './repository';
import { answerProblem, limitsOf, moduleDetail, moduleSummary, playerParts, say } from './views';
import { checkQuizAnswer } from '@coach/shared/trainings';
import { loadTraining, moduleSummaries, type TrainingDeps } from './service';

// The module player: a module opened, its parts read, its questions answered, the module completed
// and a test taken again (docs/product.md §8.2).

/** The module, refused when it does not exist or is locked. */
async function openModule(deps: TrainingDeps, userId: string, trainingSlug: string, moduleSlug: string) {
  const training = await loadTraining(deps, userId, trainingSlug);
  const index = training.content.modules.findIndex((module) => module.slug === moduleSlug);
  if (index === -1) throw new TrainingError('module_not_found');
  const module = training.content.modules[index]!;
  const state = training.learner.progression.modules[index]!;
  if (state.state === 'locked')
    throw new TrainingError('module_locked', { reason: state.lockReason ?? undefined });
  return { ...training, module, index, state };
}

async function answersMap(deps: TrainingDeps, userId: string, trainingSlug: string, moduleSlug: string) {
  const rows = await repo.answersOf(deps.db, userId, trainingSlug, moduleSlug);
  return new Map(rows.map((row) => [row.questionId, row]));
}

/**
 * One module with its parts and the caller's reads and answers. Opening it makes it `started`
 * (docs/product.md §8.2): recorded once, opening it again changes nothing.
 */
export async function getModule(
  deps: TrainingDeps,
  userId: string,
  trainingSlug: string,
  moduleSlug: string,
  lang: Language,
): Promise<ModuleDetailResponse> {
  const opened = await openModule(deps, userId, trainingSlug, moduleSlug);
  const key = { userId, trainingSlug, moduleSlug };
  if (opened.state.state === 'available') await repo.markStarted(deps.db, key, deps.clock.now());
  const [reads, answers] = await Promise.all([
    repo.readsOf(deps.db, userId, trainingSlug, moduleSlug),
    answersMap(deps, userId, trainingSlug, moduleSlug),
  ]);
  const state =
    opened.state.state === 'available' ? { ...opened.state, state: 'started' as const } : opened.state;
  const summary = moduleSummary(
    opened.module,
    state,
    opened.learner.rows.get(moduleSlug)?.completedAt ?? null,
    lang,
  );
  const parts = playerParts(opened.module, new Set(reads.map((row) => row.partId)), answers, lang);
  const next = opened.content.modules[opened.index + 1];
  return moduleDetail(
    opened.content,
    summary,
    parts,
    next ? { slug: next.slug, title: say(next.title, lang) } : null,
    lang,
  );
}

/** "I've read" on a reading part of an open module (again: the same answer, one record). */
export async function markPartRead(
  deps: TrainingDeps,
  userId: string,
  trainingSlug: string,
  moduleSlug: string,
  partId: string,
): Promise<{ part_id: string; read_at: string }> {
  const opened = await openModule(deps, userId, trainingSlug, moduleSlug);
  const part = opened.module.parts.find((candidate) => candidate.id === partId);
  if (!part || part.kind !== 'reading') throw new TrainingError('part_not_found');
  const now = deps.clock.now();
  const readAt = await deps.db.transaction(async (tx) => {
    await repo.markStarted(tx, { userId, trainingSlug, moduleSlug }, now);
    return repo.markRead(tx, { userId, trainingSlug, moduleSlug, partId }, now);
  });
  return { part_id: partId, read_at: readAt.toISOString() };
}

function findQuestion(module: ContentModule, questionId: string) {
  for (const part of module.parts) {
    if (part.kind !== 'quiz') continue;
    const question = part.questions.find((candidate) => candidate.id === questionId);
    if (question) return question;
  }
  return null;
}

const sameAnswer = (row: repo.AnswerRow | undefined, answers: string[], value: number | null) =>
  !!row &&
  row.value === value &&
  row.answerIds.length === answers.length &&
  row.answerIds.every((id, index) => id === answers[index]);

/**
 * Answers one quiz question within its limits (docs/product.md §8.2). Answers can be revised
 * until the module is completed; sending the same answer again changes nothing.
 */
export async function answerQuestion(
  deps: TrainingDeps,
  userId: string,
  trainingSlug: string,
  moduleSlug: string,
  questionId: string,
  input: QuizAnswerPayload,
): Promise<{ question_id: string; answers: string[]; value: number | null }> {
  const opened = await openModule(deps, userId, trainingSlug, moduleSlug);
  const question = findQuestion(opened.module, questionId);
  if (!question) throw new TrainingError('question_not_found');
  const field = question.type === 'scale' ? 'value' : 'answers';
  const answers = question.type === 'scale' ? [] : [...new Set(input.answers ?? [])];
  const value = question.type === 'scale' ? (input.value ?? null) : null;
  const problem = checkQuizAnswer(limitsOf(question), { answers, value });
  if (problem) throw new TrainingError('quiz_answer', { field, problem });
  const answer = { question_id: questionId, answers, value };
  if (opened.state.state === 'completed') {
    const current = await answersMap(deps, userId, trainingSlug, moduleSlug);
    if (sameAnswer(current.get(questionId), answers, value)) return answer;
    throw new TrainingError('module_completed');
  }
  const now = deps.clock.now();
  const key = { userId, trainingSlug, moduleSlug };
  const save = (db: Executor) =>
    repo.upsertAnswer(db, { ...key, questionId, answerIds: answers, value }, now);
  // A started module needs the answer alone: one statement, so its row is locked for one round
  // trip instead of a transaction's four (docs/adr/0019-cpu-per-request.md).
  if (opened.state.state === 'started') await save(deps.db);
  else
    await deps.db.transaction(async (tx) => {
      await repo.markStarted(tx, key, now);
      await save(tx);
    });
  return answer;
}

/**
 * Completes a module: only when it is open, every reading is marked read and every question is
 * answered within its limits. Completing it again answers the same.
 */
export async function completeModule(
  deps: TrainingDeps,
  userId: string,
  trainingSlug: string,
  moduleSlug: string,
  lang: Language,
): Promise<CompleteResponse> {
  const opened = await openModule(deps, userId, trainingSlug, moduleSlug);
  if (opened.state.state !== 'completed') {
    const [reads, answers] = await Promise.all([
      repo.readsOf(deps.db, userId, trainingSlug, moduleSlug),
      answersMap(deps, userId, trainingSlug, moduleSlug),
    ]);
    const read = new Set(reads.map((row) => row.partId));
    const unread = opened.module.parts
      .filter((part) => part.kind === 'reading' && !read.has(part.id))
      .map((part) => part.id);
    const unanswered = opened.module.parts.flatMap((part) =>
      part.kind === 'quiz'
        ? part.questions.flatMap((question) => {
            const problem = answerProblem(question, answers.get(question.id));
            return problem ? [{ id: question.id, problem }] : [];
          })
        : [],
    );
    if (unread.length || unanswered.length)
      throw new TrainingError('module_incomplete', { unread, unanswered });
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const completed = await repo.markCompleted(tx, { userId, trainingSlug, moduleSlug }, opened.hash, now);
      // Only the request that completed the module records a result: a retry records nothing more.
      if (!completed || !opened.module.test || !deps.onTestCompleted) return;
      await deps.onTestCompleted(tx, {
        userId,
        content: opened.content,
        hash: opened.hash,
        module: opened.module,
        answers: [...answers.values()].map((row) => ({
          questionId: row.questionId,
          answerIds: row.answerIds,
          value: row.value,
        })),
        completedAt: now,
      });
    });
  }
  const after = await loadTraining(deps, userId, trainingSlug);
  const summaries = moduleSummaries(after.content, after.learner, lang);
  const next = summaries[opened.index + 1];
  return {
    module: summaries[opened.index]!,
    next_module: next ? { slug: next.slug, title: next.title, state: next.state } : null,
    training_completed: after.learner.progression.finished,
  };
}

/**
 * Takes a training's test again (docs/product.md §8.3): its module opens again with no answers,
 * the readings stay read. The results already recorded are kept; completing the module again
 * records a new one. A test not completed yet is simply answered where it is.
 */
export async function retakeTest(
  deps: TrainingDeps,
  userId: string,
  trainingSlug: string,
): Promise<{ training: string; module: string }> {
  const { content, learner } = await loadTraining(deps, userId, trainingSlug);
  const index = content.modules.findIndex((module) => module.test);
  if (index === -1) throw new TrainingError('no_test');
  const module = content.modules[index]!;
  const state = learner.progression.modules[index]!;
  if (state.state === 'locked')
    throw new TrainingError('module_locked', { reason: state.lockReason ?? undefined });
  if (state.state === 'completed')
    await repo.reopenModule(deps.db, { userId, trainingSlug, moduleSlug: module.slug });
  return { training: trainingSlug, module: module.slug };
}
