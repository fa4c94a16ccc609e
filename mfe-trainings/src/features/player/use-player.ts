import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@coach/shared/api';
import { afterNextPaint } from '@coach/shared/after-next-paint';
import type { CompleteResponse, ModuleDetailResponse } from '@coach/shared/trainings';
import { trainingsApi } from '../../lib/trainings-api.ts';
import { useQuizDrafts, type Draft } from './use-quiz-drafts.ts';

/**
 * A failed call as the player shows it: the api's messages about these questions beside them, the
 * rest (or everything, when no question is named) on top.
 */
function failureOf(caught: unknown, drafts: Record<string, Draft>, networkMessage: string) {
  const apiError = toApiError(caught, networkMessage);
  const questions = Object.fromEntries(
    Object.entries(apiError.fieldErrors).flatMap(([key, messages]) =>
      drafts[key] ? [[key, messages[0] ?? '']] : [],
    ),
  );
  return {
    questions,
    message: apiError.baseMessage || (Object.keys(questions).length ? null : apiError.message),
  };
}

/**
 * The module player (docs/product.md §8.2): one part at a time, from where the learner left off;
 * "I've read" on a reading, the quiz checked here (use-quiz-drafts.ts) and then by the api, Next,
 * and at the end the module completed.
 *
 * A tap answers at once (issue 29): a button that calls the api shows itself busy, and the calls
 * start after that paint.
 */
export function usePlayer(data: ModuleDetailResponse) {
  const { t } = useTranslation('common');
  const parts = data.module.parts;
  const [index, setIndex] = useState(Math.min(data.resume_at, parts.length - 1));
  const [read, setRead] = useState(
    () => new Set(parts.filter((p) => p.kind === 'reading' && p.done).map((p) => p.id)),
  );
  const { drafts, errors, setErrors, choose, rate, check } = useQuizDrafts(data);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [completed, setCompleted] = useState<CompleteResponse | null>(null);
  const part = parts[index]!;
  const isLast = index === parts.length - 1;

  /** `work` under the busy state; when it calls the api, the calls start once that state is painted. */
  async function run(work: () => Promise<void>, callsApi = true) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if (callsApi) await afterNextPaint();
      await work();
    } catch (caught) {
      const failure = failureOf(caught, drafts, t('errors.network'));
      setErrors(failure.questions);
      setError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  const markRead = () =>
    run(async () => {
      await trainingsApi.markRead(data.training.slug, data.module.slug, part.id);
      setRead(new Set([...read, part.id]));
    });

  /** Next: the quiz answers are sent first; after the last part the module is completed. */
  const next = () => {
    if (part.kind === 'quiz') {
      const found = check(part.questions);
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
