import * as v from 'valibot';
import type { TranslateFn } from '../i18n/resources';
import { objectMessage, requiredText } from './fields';
import { QUESTION_TYPES, RESULT_KINDS, SCALE_MAX, SCALE_MIN, TRAINING_ACCESS } from './training-content';

/**
 * The trainings calls (docs/api.md, "Trainings"): bodies and answers. Texts come in the
 * request's language (Accept-Language, French by default).
 */

export const MODULE_STATES = ['locked', 'available', 'started', 'completed'] as const;
export type ModuleState = (typeof MODULE_STATES)[number];
export const LOCK_REASONS = ['previous_module', 'payable'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];
/** What a training's card proposes next (docs/product.md §8.2). */
export const TRAINING_ACTIONS = ['start', 'continue', 'unlock', 'see_result', 'completed'] as const;
export type TrainingAction = (typeof TRAINING_ACTIONS)[number];

const counts = {
  hours: v.number(),
  module_count: v.number(),
  question_count: v.number(),
};

export const trainingProgressSchema = v.object({
  completed_modules: v.number(),
  /** 0–100, completed modules over all modules. */
  percent: v.number(),
  started: v.boolean(),
  /** When the last module was completed (ISO), null until the whole training is. */
  completed_at: v.nullable(v.string()),
  /** When the test module was completed (ISO), null until then or without a test. */
  test_completed_at: v.nullable(v.string()),
});

export const trainingSummarySchema = v.object({
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  /** The cover's SVG markup (docs/content.md "Cover"), drawn through `parseSvgArt`; null for none. */
  cover: v.nullable(v.string()),
  access: v.picklist(TRAINING_ACCESS),
  result_kind: v.picklist(RESULT_KINDS),
  /** Payable trainings: whether the caller unlocked it (free ones: true). */
  unlocked: v.boolean(),
  ...counts,
  progress: trainingProgressSchema,
  next_action: v.picklist(TRAINING_ACTIONS),
  /** The module the next action opens (start/continue), null otherwise. */
  next_module: v.nullable(v.string()),
});
export type TrainingSummary = v.InferOutput<typeof trainingSummarySchema>;

export const trainingListResponseSchema = v.object({ trainings: v.array(trainingSummarySchema) });
export type TrainingListResponse = v.InferOutput<typeof trainingListResponseSchema>;

export const moduleSummarySchema = v.object({
  slug: v.string(),
  title: v.string(),
  hours: v.number(),
  question_count: v.number(),
  part_count: v.number(),
  test: v.boolean(),
  state: v.picklist(MODULE_STATES),
  lock_reason: v.nullable(v.picklist(LOCK_REASONS)),
  completed_at: v.nullable(v.string()),
});
export type ModuleSummary = v.InferOutput<typeof moduleSummarySchema>;

export const trainingDetailResponseSchema = v.object({
  ...trainingSummarySchema.entries,
  modules: v.array(moduleSummarySchema),
});
export type TrainingDetailResponse = v.InferOutput<typeof trainingDetailResponseSchema>;

const choiceSchema = v.object({ id: v.string(), label: v.string() });

export const playerQuestionSchema = v.object({
  id: v.string(),
  type: v.picklist(QUESTION_TYPES),
  prompt: v.string(),
  /** single: 1/1; multiple: the content's; scale: 1/1. */
  min: v.number(),
  max: v.number(),
  answers: v.array(choiceSchema),
  /** scale only: the labels of 0 and 10. */
  low: v.nullable(v.string()),
  high: v.nullable(v.string()),
  /** The caller's answer so far. */
  answer: v.nullable(v.object({ answers: v.array(v.string()), value: v.nullable(v.number()) })),
});
export type PlayerQuestion = v.InferOutput<typeof playerQuestionSchema>;

export const playerPartSchema = v.object({
  id: v.string(),
  kind: v.picklist(['reading', 'quiz']),
  title: v.string(),
  /** reading: Markdown. */
  body: v.nullable(v.string()),
  /** quiz: plain text shown above the questions. */
  intro: v.nullable(v.string()),
  questions: v.array(playerQuestionSchema),
  /** reading: marked "I've read"; quiz: every question answered within its limits. */
  done: v.boolean(),
});
export type PlayerPart = v.InferOutput<typeof playerPartSchema>;

export const moduleDetailResponseSchema = v.object({
  training: v.object({ slug: v.string(), title: v.string(), result_kind: v.picklist(RESULT_KINDS) }),
  module: v.object({ ...moduleSummarySchema.entries, parts: v.array(playerPartSchema) }),
  /** The index of the part to open: the first one not done (the last one when all are). */
  resume_at: v.number(),
  /** The module after this one, null for the last one. */
  next_module: v.nullable(v.object({ slug: v.string(), title: v.string() })),
});
export type ModuleDetailResponse = v.InferOutput<typeof moduleDetailResponseSchema>;

export const readResponseSchema = v.object({ part_id: v.string(), read_at: v.string() });
export const answerResponseSchema = v.object({
  question_id: v.string(),
  answers: v.array(v.string()),
  value: v.nullable(v.number()),
});
export const completeResponseSchema = v.object({
  module: moduleSummarySchema,
  next_module: v.nullable(
    v.object({ slug: v.string(), title: v.string(), state: v.picklist(MODULE_STATES) }),
  ),
  training_completed: v.boolean(),
});
export type CompleteResponse = v.InferOutput<typeof completeResponseSchema>;
export const unlockResponseSchema = v.object({ unlocked: v.literal(true), training: v.string() });

/** `PUT …/questions/{question_id}/answer`: `answers` (single, multiple) or `value` (scale). */
export function createQuizAnswerSchema(t: TranslateFn) {
  const required = () => t('quiz.required');
  return v.strictObject(
    {
      answers: v.optional(
        v.pipe(
          v.array(v.pipe(v.string(required), v.maxLength(64, required)), required),
          v.maxLength(16, () => t('quiz.tooMany', { count: 16 })),
        ),
      ),
      value: v.optional(
        v.pipe(
          v.number(required),
          v.integer(() => t('quiz.unknownAnswer')),
          v.minValue(SCALE_MIN, () => t('quiz.unknownAnswer')),
          v.maxValue(SCALE_MAX, () => t('quiz.unknownAnswer')),
        ),
      ),
    },
    objectMessage(t),
  );
}
export type QuizAnswerPayload = v.InferInput<ReturnType<typeof createQuizAnswerSchema>>;

export const ACCESS_CODE_MAX_LENGTH = 64;

/** `POST …/trainings/{training_slug}/unlock`: `{ code }`, as the operator printed it. */
export function createUnlockSchema(t: TranslateFn) {
  return v.strictObject(
    {
      code: requiredText(
        () => t('accessCode.required'),
        v.maxLength(ACCESS_CODE_MAX_LENGTH, () => t('accessCode.tooLong')),
      ),
    },
    objectMessage(t),
  );
}
export type UnlockPayload = v.InferInput<ReturnType<typeof createUnlockSchema>>;
