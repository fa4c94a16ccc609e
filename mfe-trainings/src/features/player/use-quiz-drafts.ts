import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkQuizAnswer,
  quizProblemMessage,
  type ModuleDetailResponse,
  type PlayerQuestion,
} from '@coach/shared/trainings';

export interface Draft {
  answers: string[];
  value: number | null;
}

/** A question not answered yet: the same object every time (the questions are memoised). */
export const NO_ANSWER: Draft = { answers: [], value: null };

function initialDrafts(data: ModuleDetailResponse): Record<string, Draft> {
  const drafts: Record<string, Draft> = {};
  for (const part of data.module.parts)
    for (const question of part.questions)
      drafts[question.id] = {
        answers: question.answer?.answers ?? [],
        value: question.answer?.value ?? null,
      };
  return drafts;
}

const limitsOf = (question: PlayerQuestion) => ({
  type: question.type,
  min: question.min,
  max: question.max,
  answerIds: question.answers.map((answer) => answer.id),
});

/**
 * The module's answers as the learner gives them, and the problems found in them by question.
 * `choose` and `rate` are stable (issue 29): only the question answered is drawn again.
 */
export function useQuizDrafts(data: ModuleDetailResponse) {
  const { t: tv } = useTranslation('validation');
  const [drafts, setDrafts] = useState(() => initialDrafts(data));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choose = useCallback((question: PlayerQuestion, answerId: string, checked: boolean) => {
    setDrafts((all) => {
      const current = all[question.id] ?? NO_ANSWER;
      const answers =
        question.type === 'single'
          ? [answerId]
          : checked
            ? [...current.answers.filter((id) => id !== answerId), answerId]
            : current.answers.filter((id) => id !== answerId);
      return { ...all, [question.id]: { ...current, answers } };
    });
    setErrors(({ [question.id]: _cleared, ...rest }) => rest);
  }, []);

  const rate = useCallback((question: PlayerQuestion, value: number) => {
    setDrafts((all) => ({ ...all, [question.id]: { answers: [], value } }));
    setErrors(({ [question.id]: _cleared, ...rest }) => rest);
  }, []);

  /** The problems of these questions' answers, checked here with the shared limit rules. */
  function check(questions: readonly PlayerQuestion[]): Record<string, string> {
    const translate = (key: string, options?: Record<string, unknown>) => tv(key, options ?? {});
    const found: Record<string, string> = {};
    for (const question of questions) {
      const problem = checkQuizAnswer(limitsOf(question), drafts[question.id] ?? NO_ANSWER);
      if (problem) found[question.id] = quizProblemMessage(problem, translate);
    }
    return found;
  }

  return { drafts, errors, setErrors, choose, rate, check };
}
