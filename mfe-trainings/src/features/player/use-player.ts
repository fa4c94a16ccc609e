import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';
import { afterNextPaint } from '@coach/shared/after-next-paint';
import {
  checkQuizAnswer,
  quizProblemMessage,
  type CompleteResponse,
  type ModuleDetailResponse,
  type PlayerQuestion,
} from '@coach/shared/trainings';
import { trainingsApi } from '../../lib/trainings-api.ts';

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
 * The module player (docs/product.md §8.2): one part at a time, from where the learner left off;
 * "I've read" on a reading, the quiz checked here with the shared limit rules and then by the
 * api, Next, and at the end the module completed.
 *
 * A tap answers at once (issue 29): `choose` and `rate` are stable, so that only the question
 * answered is drawn again; a button that calls the api shows itself busy, and the calls start
 * after that paint.
 */
export function usePlayer(data: ModuleDetailResponse) {
  const { t } = useTranslation('common');
  const { t: tv } = useTranslation('validation');
  const parts = data.module.parts;
  const [index, setIndex] = useState(Math.min(data.resume_at, parts.length - 1));
  const [read, setRead] = useState(
    () => new Set(parts.filter((p) => p.kind === 'reading' && p.done).map((p) => p.id)),
  );
  const [drafts, setDrafts] = useState(() => initialDrafts(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [completed, setCompleted] = useState<CompleteResponse | null>(null);
  const part = parts[index]!;
  const isLast = index === parts.length - 1;
  const translate = (key: string, options?: Record<string, unknown>) => tv(key, options ?? {});

  /** `work` under the busy state; when it calls the api, the calls start once that state is painted. */
  async function run(work: () => Promise<void>, callsApi = true) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if (callsApi) await afterNextPaint();
      await work();
    } catch (caught) {
      const apiError = toApiError(caught, t('errors.network'));
      const fields = apiError.fieldErrors;
      const known = Object.fromEntries(
        Object.entries(fields).flatMap(([key, messages]) => (drafts[key] ? [[key, messages[0] ?? '']] : [])),
      );
      setErrors(known);
      setError(apiError.baseMessage || (Object.keys(known).length ? null : apiError.message));
    } finally {
      setBusy(false);
    }
  }

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

  /** The quiz's problems by question, checked here before anything is sent. */
  function checkQuiz(): Record<string, string> {
    const found: Record<string, string> = {};
    for (const question of part.questions) {
      const problem = checkQuizAnswer(limitsOf(question), drafts[question.id] ?? NO_ANSWER);
      if (problem) found[question.id] = quizProblemMessage(problem, translate);
    }
    return found;
  }

  const markRead = () =>
    run(async () => {
      await trainingsApi.markRead(data.training.slug, data.module.slug, part.id);
      setRead(new Set([...read, part.id]));
    });

  /** Next: the quiz answers are sent first; after the last part the module is completed. */
  const next = () => {
    if (part.kind === 'quiz') {
      const found = checkQuiz();
      setErrors(found);
      if (Object.keys(found).length) return Promise.resolve(Object.keys(found)[0]!);
    }
    return run(
      async () => {
        if (part.kind === 'quiz') {
          for (const question of part.questions) {
            const draft = drafts[question.id]!;
            await trainingsApi.answer(
              data.training.slug,
              data.module.slug,
              question.id,
              question.type === 'scale' ? { value: draft.value ?? undefined } : { answers: draft.answers },
            );
          }
        }
        if (isLast) setCompleted(await trainingsApi.complete(data.training.slug, data.module.slug));
        else setIndex(index + 1);
      },
      part.kind === 'quiz' || isLast,
    ).then(() => null);
  };

  return {
    part,
    index,
    total: parts.length,
    isLast,
    read: read.has(part.id),
    drafts,
    errors,
    error,
    busy,
    completed,
    choose,
    rate,
    markRead,
    next,
    previous: () => {
      setErrors({});
      setError(null);
      setIndex(Math.max(0, index - 1));
    },
  };
}
