import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GOAL_TEXT_MAX, type GoalStep } from '@coach/shared/life-gps';
import { announce, Button, FormAlert, SubmitButton, TextField } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { failureOf, noFailure } from '@coach/shared/form-failure';
import { addCommitment, addStep, deleteStep, editStep } from '../../lib/life-gps-api.ts';
import { localDay, shiftDay } from '../../lib/local-days.ts';
import styles from './life-gps.module.css';

/** The path to the goal: ordered steps, moved up or down, each of which can become a commitment. */
export function GoalSteps({
  steps,
  onChange,
}: {
  steps: GoalStep[];
  /** Reads the steps again; settles once they are read. */
  onChange: () => Promise<unknown>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(noFailure);
  const network = t('errors.network', { ns: 'common' });

  const run = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setFailure(noFailure);
    try {
      await work();
      announce(message);
      // Busy until the steps are read again: a move sends a position taken from the list shown.
      await onChange();
      return true;
    } catch (error) {
      setFailure(failureOf(error, network, ['text']));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => addStep({ text }), t('steps.added'))) setText('');
  };

  return (
    <section aria-labelledby="steps-title" className={styles.steps}>
      <h2 id="steps-title" className={styles.sectionTitle}>
        {t('steps.title')}
      </h2>
      <p className="muted">{t('steps.intro')}</p>
      <FormAlert message={failure.base} />
      {steps.length === 0 ? (
        <p className="muted">{t('steps.empty')}</p>
      ) : (
        <ol className={styles.stepList}>
          {steps.map((step, index) => (
            <StepItem
              key={step.id}
              step={step}
              first={index === 0}
              last={index === steps.length - 1}
              busy={busy}
              onMove={(position) =>
                void run(() => editStep(step.id, { text: step.text, position }), t('steps.moved'))
              }
              onDelete={() => void run(() => deleteStep(step.id), t('steps.deleted'))}
              onRename={(newText) => run(() => editStep(step.id, { text: newText }), t('steps.saved'))}
            />
          ))}
        </ol>
      )}
      <form className={styles.inlineForm} onSubmit={(event) => void add(event)} noValidate>
        <TextField
          id="step-text"
          label={t('steps.newLabel')}
          value={text}
          onValueChange={setText}
          maxLength={GOAL_TEXT_MAX}
          error={failure.fields.text}
        />
        <SubmitButton
          label={t('steps.add')}
          busyLabel={t('actions.saving')}
          busy={busy}
          variant="secondary"
        />
      </form>
    </section>
  );
}

/** Making a step a commitment due in a week: once (a second press would add it twice), announced. */
function useMakeCommitment(step: GoalStep) {
  const { t } = useTranslation(NAMESPACE);
  const [committed, setCommitted] = useState(false);
  const [committing, setCommitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const commit = async () => {
    // The api adds a commitment per request: a second press would add the same one twice.
    if (committing) return;
    setCommitting(true);
    setFailure(null);
    try {
      await addCommitment({ text: step.text, due_date: shiftDay(localDay(), 7), step_id: step.id });
      setCommitted(true);
      announce(t('steps.committed'));
    } catch (error) {
      setFailure(failureOf(error, t('errors.network', { ns: 'common' }), []).base);
    } finally {
      setCommitting(false);
    }
  };
  return { committed, committing, failure, commit };
}

/** Up and down, one place at a time (none above the first, none below the last). */
function MoveButtons({
  step,
  first,
  last,
  busy,
  onMove,
}: {
  step: GoalStep;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (position: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        disabled={first || busy}
        onClick={() => onMove(step.position - 1)}
        aria-label={t('steps.moveUp', { step: step.text })}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.iconButton}
        disabled={last || busy}
        onClick={() => onMove(step.position + 1)}
        aria-label={t('steps.moveDown', { step: step.text })}
      >
        ↓
      </button>
    </>
  );
}

/** A step's text being edited, saved in place. */
function StepEditor({
  step,
  text,
  setText,
  busy,
  onRename,
  onClose,
}: {
  step: GoalStep;
  /** The draft, kept by the step while the editor closes and opens again. */
  text: string;
  setText: (text: string) => void;
  busy: boolean;
  onRename: (text: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <li className={styles.step}>
      <form
        className={styles.inlineForm}
        onSubmit={(event) => {
          event.preventDefault();
          void onRename(text).then((ok) => ok && onClose());
        }}
      >
        <TextField
          id={`step-${step.id}`}
          label={t('steps.editLabel')}
          value={text}
          onValueChange={setText}
          maxLength={GOAL_TEXT_MAX}
        />
        <SubmitButton label={t('actions.save')} busyLabel={t('actions.saving')} busy={busy} />
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
      </form>
    </li>
  );
}

function StepItem({
  step,
  first,
  last,
  busy,
  onMove,
  onDelete,
  onRename,
}: {
  step: GoalStep;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (position: number) => void;
  onDelete: () => void;
  onRename: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(step.text);
  const { committed, committing, failure, commit } = useMakeCommitment(step);

  if (editing)
    return (
      <StepEditor
        step={step}
        text={text}
        setText={setText}
        busy={busy}
        onRename={onRename}
        onClose={() => setEditing(false)}
      />
    );
  return (
    <li className={styles.step}>
      <span className={styles.stepText}>{step.text}</span>
      <span className={styles.stepActions}>
        <MoveButtons step={step} first={first} last={last} busy={busy} onMove={onMove} />
        <button type="button" className={styles.linkButton} onClick={() => setEditing(true)}>
          {t('actions.edit')}
          <span className="visually-hidden"> {step.text}</span>
        </button>
        <button type="button" className={styles.linkButton} onClick={onDelete} disabled={busy}>
          {t('actions.delete')}
          <span className="visually-hidden"> {step.text}</span>
        </button>
        {committed ? (
          <Link to="/my_commitments">{t('steps.seeCommitment')}</Link>
        ) : (
          <button
            type="button"
            className={styles.linkButton}
            disabled={committing}
            aria-busy={committing || undefined}
            onClick={() => void commit()}
          >
            {t('steps.makeCommitment')}
            <span className="visually-hidden"> {step.text}</span>
          </button>
        )}
      </span>
      <FormAlert message={failure} />
    </li>
  );
}
