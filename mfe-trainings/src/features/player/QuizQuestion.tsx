import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { unselectedCount, type PlayerQuestion } from '@coach/shared/trainings';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './player.module.css';
import type { Draft } from './use-quiz-drafts.ts';

interface QuizQuestionProps {
  question: PlayerQuestion;
  number: number;
  draft: Draft;
  error: string | undefined;
  onChoose: (question: PlayerQuestion, answerId: string, checked: boolean) => void;
  onRate: (question: PlayerQuestion, value: number) => void;
}

const SCALE = Array.from({ length: 11 }, (_, n) => n);

/** A scale question's 0–10 radios, and what its two ends mean. */
function ScaleChoices({
  id,
  question,
  draft,
  onRate,
}: {
  id: string;
  question: PlayerQuestion;
  draft: Draft;
  onRate: QuizQuestionProps['onRate'];
}) {
  return (
    <>
      <div className={styles.scale}>
        {SCALE.map((value) => (
          <label key={value} className={styles.scaleChoice}>
            <input
              type="radio"
              name={id}
              value={value}
              checked={draft.value === value}
              onChange={() => onRate(question, value)}
            />
            <span>{value}</span>
          </label>
        ))}
      </div>
      <div id={`${id}-ends`} className={styles.scaleEnds}>
        <span>0 : {question.low}</span>
        <span>10 : {question.high}</span>
      </div>
    </>
  );
}

/**
 * One question as a fieldset of native radios or checkboxes (keyboard: Tab between questions,
 * arrows within a radio group, Space to tick), its limits said up front, the live
 * '{count} Unselected' of a multiple choice, and its error tied to it. Memoised: answering one
 * question draws that one again, not the part's others.
 */
export const QuizQuestion = memo(function QuizQuestion({
  question,
  number,
  draft,
  error,
  onChoose,
  onRate,
}: QuizQuestionProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tv } = useTranslation('validation');
  const id = `question-${question.id}`;
  const describedBy = [
    `${id}-hint`,
    question.type === 'scale' ? `${id}-ends` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const hint =
    question.type === 'scale'
      ? t('trainingModule.scaleLabel')
      : question.type === 'single'
        ? t('trainingModule.chooseOne')
        : question.min === question.max
          ? t('trainingModule.chooseExactly', { count: question.max })
          : t('trainingModule.chooseBetween', { min: question.min, max: question.max });
  return (
    <fieldset
      id={id}
      className={styles.question}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
    >
      <legend className={styles.prompt}>
        {number}. {question.prompt}
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {question.type === 'scale' ? (
        <ScaleChoices id={id} question={question} draft={draft} onRate={onRate} />
      ) : (
        <div className={styles.choices}>
          {question.answers.map((answer) => (
            <label key={answer.id} className={styles.choice}>
              <input
                type={question.type === 'single' ? 'radio' : 'checkbox'}
                name={id}
                value={answer.id}
                checked={draft.answers.includes(answer.id)}
                onChange={(event) => onChoose(question, answer.id, event.target.checked)}
              />
              <span>{answer.label}</span>
            </label>
          ))}
        </div>
      )}
      {question.type === 'multiple' ? (
        <p className={styles.live} aria-live="polite" aria-atomic="true">
          {tv('quiz.unselected', { count: unselectedCount(question, draft.answers.length) })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
