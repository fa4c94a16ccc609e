import { createHash, randomInt } from 'node:crypto';
import {
  type CompleteResponse,
  type ContentModule,
  type ModuleDetailResponse,
  type ModuleSummary,
  type QuizAnswerPayload,
  type TrainingContent,
  type TrainingDetailResponse,
  type TrainingSummary,
} from '@coach/shared/trainings';
import type { Clock } from '@coach/server-kit/clock';
import type { Db, Executor } from '@coach/server-kit/db/types';
import type { RequestClient } from '@coach/server-kit/http/request-context';
import type { Language } from '@coach/server-kit/i18n/i18n';
import { enforce, recordHit, type ThrottleCheck, type ThrottleRules } from '../../throttle/throttle';
import type { TrainingCatalog } from './content-import';
import { TrainingError } from './errors';
import { trainingProgression, type TrainingProgression } from './progression';
import * as repo from './repository';
import {
  answerProblem,
  limitsOf,
  moduleDetail,
  moduleSummary,
  playerParts,
  say,
  trainingSummary,
} from './views';
import { checkQuizAnswer } from '@coach/shared/trainings';

/** A test module just completed: what the results feature needs to compute and keep a result. */
export interface TestCompletion {
  userId: string;
  content: TrainingContent;
  /** The revision the answers were given against. */
  hash: string;
  module: ContentModule;
  answers: { questionId: string; answerIds: string[]; value: number | null }[];
  completedAt: Date;
}

export interface TrainingDeps {
  db: Db;
  clock: Clock;
  throttle: ThrottleRules;
  catalog: TrainingCatalog;
  /**
   * Called in the completion's transaction when a test module becomes completed (app.ts wires
   * the results feature here: features do not import each other, docs/adr/0008-api-feature-shape.md).
   */
  onTestCompleted?: (tx: Executor, completion: TestCompletion) => Promise<void>;
}

interface Learner {
  progression: TrainingProgression;
  entitled: boolean;
  rows: Map<string, repo.ModuleProgressRow>;
}

function learnerState(content: TrainingContent, rows: repo.ModuleProgressRow[], entitled: boolean): Learner {
  const own = rows.filter((row) => row.trainingSlug === content.training.slug);
  const progression = trainingProgression({
    access: content.training.access,
    previewModules: content.training.preview_modules,
    resultKind: content.training.result_kind,
    modules: content.modules.map((module) => ({ slug: module.slug, test: module.test === true })),
    entitled,
    started: new Set(own.map((row) => row.moduleSlug)),
    completed: new Set(own.filter((row) => row.completedAt).map((row) => row.moduleSlug)),
  });
  return { progression, entitled, rows: new Map(own.map((row) => [row.moduleSlug, row])) };
}

function summaryOf(content: TrainingContent, learner: Learner, lang: Language): TrainingSummary {
  const completedDates = [...learner.rows.values()].flatMap((row) =>
    row.completedAt ? [row.completedAt] : [],
  );
  const test = content.modules.find((module) => module.test);
  return trainingSummary(
    content,
    learner.progression,
    learner.entitled,
    {
      completedAt: completedDates.length
        ? new Date(Math.max(...completedDates.map((d) => d.getTime())))
        : null,
      testCompletedAt: test ? (learner.rows.get(test.slug)?.completedAt ?? null) : null,
    },
    lang,
  );
}

function moduleSummaries(content: TrainingContent, learner: Learner, lang: Language): ModuleSummary[] {
  return content.modules.map((module, index) =>
    moduleSummary(
      module,
      learner.progression.modules[index]!,
      learner.rows.get(module.slug)?.completedAt ?? null,
      lang,
    ),
  );
}

/** The catalogue, with the caller's progress on each training. */
export async function listTrainings(
  deps: TrainingDeps,
  userId: string,
  lang: Language,
): Promise<TrainingSummary[]> {
  const [catalog, rows, entitled] = await Promise.all([
    deps.catalog.list(),
    repo.moduleProgressOf(deps.db, userId),
    repo.entitlementsOf(deps.db, userId),
  ]);
  return catalog.map(({ content }) =>
    summaryOf(content, learnerState(content, rows, entitled.has(content.training.slug)), lang),
  );
}

async function loadTraining(deps: TrainingDeps, userId: string, slug: string) {
  const found = await deps.catalog.find(slug);
  if (!found) throw new TrainingError('training_not_found');
  const [rows, entitled] = await Promise.all([
    repo.moduleProgressOf(deps.db, userId, slug),
    repo.entitlementsOf(deps.db, userId),
  ]);
  return { ...found, learner: learnerState(found.content, rows, entitled.has(slug)) };
}

/** One training: its summary and its modules with their states. */
export async function getTraining(
  deps: TrainingDeps,
  userId: string,
  slug: string,
  lang: Language,
): Promise<TrainingDetailResponse> {
  const { content, learner } = await loadTraining(deps, userId, slug);
  return { ...summaryOf(content, learner, lang), modules: moduleSummaries(content, learner, lang) };
}

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
  await deps.db.transaction(async (tx) => {
    await repo.markStarted(tx, { userId, trainingSlug, moduleSlug }, now);
    await repo.upsertAnswer(
      tx,
      { userId, trainingSlug, moduleSlug, questionId, answerIds: answers, value },
      now,
    );
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

// --- Access codes -----------------------------------------------------------------------------

/** Codes read like `K7QH-M2XP-9RTC`: no 0/O, 1/I/L to misread. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** What is hashed: case, spaces and dashes do not matter when typing a code. */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

export function hashCode(code: string): string {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}

export function generateCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((group) => group.join('')).join('-');
}

export class AccessCodeRequestError extends Error {
  constructor(
    readonly field: 'training' | 'uses' | 'expires_at',
    message: string,
  ) {
    super(message);
    this.name = 'AccessCodeRequestError';
  }
}

/** Operators: a new code for a payable training. The code is returned once; only its hash is kept. */
export async function createAccessCode(
  deps: Pick<TrainingDeps, 'db' | 'clock' | 'catalog'>,
  input: { training: string; uses: number; expiresAt: Date; by: string },
): Promise<{ code: string; training: string; uses: number; expires_at: string }> {
  const found = await deps.catalog.find(input.training);
  if (!found) throw new AccessCodeRequestError('training', `Unknown training "${input.training}".`);
  if (found.content.training.access !== 'payable')
    throw new AccessCodeRequestError('training', `"${input.training}" is free: it needs no access code.`);
  const now = deps.clock.now();
  if (input.expiresAt.getTime() <= now.getTime())
    throw new AccessCodeRequestError('expires_at', 'The expiry must be in the future.');
  const code = generateCode();
  await repo.insertAccessCode(deps.db, {
    codeHash: hashCode(code),
    trainingSlug: input.training,
    usesAllowed: input.uses,
    expiresAt: input.expiresAt,
    createdAt: now,
    createdBy: input.by,
  });
  return { code, training: input.training, uses: input.uses, expires_at: input.expiresAt.toISOString() };
}

/** Failed access codes per account and per address (throttle/throttle.ts). */
const codeChecks = (userId: string, ip: string): ThrottleCheck[] => [
  { scope: 'access_code_user', key: userId },
  { scope: 'access_code_ip', key: ip },
];

/**
 * Unlocks a payable training with an access code. Wrong, expired and used-up codes count
 * against the account and the address; an account already entitled is answered at once without
 * using the code again.
 */
export async function redeemCode(
  deps: TrainingDeps,
  userId: string,
  trainingSlug: string,
  code: string,
  client: RequestClient,
): Promise<{ unlocked: true; training: string }> {
  const found = await deps.catalog.find(trainingSlug);
  if (!found) throw new TrainingError('training_not_found');
  if (found.content.training.access !== 'payable') throw new TrainingError('not_payable');
  const done = { unlocked: true as const, training: trainingSlug };
  if ((await repo.entitlementsOf(deps.db, userId)).has(trainingSlug)) return done;
  const now = deps.clock.now();
  const checks = codeChecks(userId, client.ip);
  await enforce(deps.db, deps.throttle, checks, now);
  const refusal = await deps.db.transaction(async (tx) => {
    const row = await repo.accessCodeForUpdate(tx, hashCode(code));
    if (!row || row.trainingSlug !== trainingSlug) return 'code_invalid' as const;
    if (row.expiresAt.getTime() <= now.getTime()) return 'code_expired' as const;
    if (row.usesCount >= row.usesAllowed) return 'code_used_up' as const;
    await repo.redeemAccessCode(tx, row, userId, now);
    return null;
  });
  if (refusal) {
    for (const check of checks) await recordHit(deps.db, deps.throttle, check, now);
    client.log.info(
      { event: 'training.code_refused', training: trainingSlug, reason: refusal },
      'access code refused',
    );
    throw new TrainingError(refusal);
  }
  client.log.info(
    { event: 'training.unlocked', training: trainingSlug },
    'training unlocked with an access code',
  );
  return done;
}

/** Access codes for the operator route (access-code-routes.ts): refusals as data, not HTTP. */
export function accessCodePort(deps: Pick<TrainingDeps, 'db' | 'clock' | 'catalog'>) {
  return {
    async create(input: { training: string; uses: number; expiresAt: Date; by: string }) {
      try {
        return await createAccessCode(deps, input);
      } catch (error) {
        if (error instanceof AccessCodeRequestError)
          return { refused: { field: error.field, message: error.message } };
        throw error;
      }
    },
  };
}
