import type { TranslateFn } from '../i18n/resources';
import { SCALE_MAX, SCALE_MIN, type QuestionType } from './training-content';

/**
 * The quiz limit rules (docs/product.md §8.2), one pure function used by the player (before
 * sending) and by the api (before storing): the same decision and the same messages on both
 * sides.
 */

/** What the rules need to know of a question. */
export interface QuizQuestionLimits {
  type: QuestionType;
  /** multiple only (single is 1/1; scale takes one value). */
  min?: number;
  max?: number;
  /** The answer ids a choice question offers. */
  answerIds?: readonly string[];
}

/** A learner's answer: the chosen answer ids (single, multiple) or the rating (scale). */
export interface QuizAnswer {
  answers?: readonly string[] | null;
  value?: number | null;
}

export type QuizProblem =
  | { code: 'required' }
  | { code: 'tooFew'; count: number }
  | { code: 'tooMany'; count: number }
  | { code: 'unknownAnswer' };

/** `min` and `max` of a question: single is exactly one, scale one value. */
export function quizBounds(question: QuizQuestionLimits): { min: number; max: number } {
  if (question.type === 'multiple') return { min: question.min ?? 1, max: question.max ?? 1 };
  return { min: 1, max: 1 };
}

/** The first rule the answer breaks, or null when it is within the question's limits. */
export function checkQuizAnswer(question: QuizQuestionLimits, answer: QuizAnswer): QuizProblem | null {
  if (question.type === 'scale') {
    const value = answer.value;
    if (value === undefined || value === null) return { code: 'required' };
    if (!Number.isInteger(value) || value < SCALE_MIN || value > SCALE_MAX) return { code: 'unknownAnswer' };
    return null;
  }
  const chosen = [...new Set(answer.answers ?? [])];
  const { min, max } = quizBounds(question);
  if (chosen.length === 0) return { code: 'required' };
  if (question.answerIds && chosen.some((id) => !question.answerIds!.includes(id)))
    return { code: 'unknownAnswer' };
  if (chosen.length < min) return { code: 'tooFew', count: min };
  if (chosen.length > max) return { code: 'tooMany', count: max };
  return null;
}

/**
 * The live hint '{count} Unselected' of a multiple question: how many more answers may still be
 * chosen (max − chosen, never below 0).
 */
export function unselectedCount(question: QuizQuestionLimits, chosenCount: number): number {
  return Math.max(0, quizBounds(question).max - chosenCount);
}

/** The message of a problem, `t` bound to the `validation` namespace (the spec's text in en, French with plurals in fr). */
export function quizProblemMessage(problem: QuizProblem, t: TranslateFn): string {
  switch (problem.code) {
    case 'required':
      return t('quiz.required');
    case 'tooFew':
      return t('quiz.tooFew', { count: problem.count });
    case 'tooMany':
      return t('quiz.tooMany', { count: problem.count });
    case 'unknownAnswer':
      return t('quiz.unknownAnswer');
  }
}
