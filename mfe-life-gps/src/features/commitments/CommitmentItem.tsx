import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isCommitmentDone,
  isCommitmentOverdue,
  markDone,
  nextOccurrence,
  undoDone,
  type Commitment,
  type CommitmentPayload,
  type GoalStep,
} from '@coach/shared/life-gps';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { formatDay } from '../../lib/format.ts';
import { ItemActions } from '../../lib/ItemActions.tsx';
import { CommitmentForm } from './CommitmentForm.tsx';
import styles from './commitments.module.css';

/** A commitment's facts on one line: overdue, when it is next due, weekly, its life area and step. */
function CommitmentFacts({
  commitment,
  overdue,
  steps,
}: {
  commitment: Commitment;
  overdue: boolean;
  steps: readonly GoalStep[];
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const next = nextOccurrence(commitment) ?? commitment.due_date;
  const step = steps.find((s) => s.id === commitment.step_id);
  return (
    <p className={styles.meta}>
      {overdue ? <strong className={styles.overdueLabel}>{t('commitments.overdue')} · </strong> : null}
      {t('commitments.due', { date: formatDay(next, i18n.language, 'medium') })}
      {commitment.repeat_weekly ? ` · ${t('commitments.weeklyBadge')}` : ''}
      {commitment.life_area ? ` · ${t(`lifeAreas.${commitment.life_area}`)}` : ''}
      {step ? ` · ${t('commitments.stepBadge', { step: step.text })}` : ''}
    </p>
  );
}

/**
 * One commitment: done / undo, its due date (overdue ones stand out), edit and delete. Memoised,
 * with handlers that take the commitment: a change to one item does not draw the others again.
 */
export const CommitmentItem = memo(function CommitmentItem({
  commitment,
  today,
  steps,
  onSave,
  onToggleDone,
  onDelete,
}: {
  commitment: Commitment;
  today: string;
  steps: readonly GoalStep[];
  onSave: (id: string, payload: CommitmentPayload, message: string) => Promise<void>;
  onToggleDone: (commitment: Commitment, doneThrough: string | null, message: string) => void;
  onDelete: (commitment: Commitment) => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const done = isCommitmentDone(commitment, today);
  const overdue = isCommitmentOverdue(commitment, today);
  const checkboxId = `commitment-${commitment.id}`;

  if (editing) {
    return (
      <li className={styles.item}>
        <CommitmentForm
          commitment={commitment}
          steps={steps}
          idPrefix={`edit-${commitment.id}`}
          onSubmit={async (payload) => {
            await onSave(commitment.id, payload, t('commitments.saved'));
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  const remove = () => {
    setDeleting(true);
    return onDelete(commitment).finally(() => setDeleting(false));
  };
  const toggle = () =>
    onToggleDone(
      commitment,
      done ? undoDone(commitment) : markDone(commitment),
      done
        ? t('commitments.undone', { text: commitment.text })
        : t('commitments.markedDone', { text: commitment.text }),
    );

  return (
    <li className={`${styles.item} ${overdue ? styles.overdue : ''}`} data-overdue={overdue || undefined}>
      <div className={styles.main}>
        <input id={checkboxId} type="checkbox" checked={done} onChange={toggle} className={styles.check} />
        <label htmlFor={checkboxId} className={done ? styles.doneText : undefined}>
          {commitment.text}
        </label>
      </div>
      <CommitmentFacts commitment={commitment} overdue={overdue} steps={steps} />
      <ItemActions
        name={commitment.text}
        deleting={deleting}
        onEdit={() => setEditing(true)}
        onDelete={() => void remove()}
        className={styles.itemActions}
        buttonClassName={styles.linkButton}
      />
    </li>
  );
});
