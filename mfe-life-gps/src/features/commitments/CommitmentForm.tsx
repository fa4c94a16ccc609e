import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GOAL_TEXT_MAX,
  LIFE_AREAS,
  type Commitment,
  type CommitmentPayload,
  type GoalStep,
  type LifeArea,
} from '@coach/shared/life-gps';
import type { Failure } from '@coach/shared/form-failure';
import { SaveForm, useSaveForm } from '@coach/shared/schedule';
import { DateField, SelectField, TextField } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './commitments.module.css';

const FIELDS = ['text', 'due_date', 'life_area', 'step_id'] as const;

/** When a commitment is due, and whether it comes back every week. */
function CommitmentWhen({
  idPrefix,
  due,
  weekly,
  onDue,
  onWeekly,
  failure,
}: {
  idPrefix: string;
  due: string;
  weekly: boolean;
  onDue: (value: string) => void;
  onWeekly: (weekly: boolean) => void;
  failure: Failure;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.row}>
      <DateField
        id={`${idPrefix}-due`}
        label={t('commitments.dueLabel')}
        value={due}
        onValueChange={onDue}
        min="2000-01-01"
        max="2100-12-31"
        error={failure.fields.due_date}
        required
      />
      <label className={styles.checkbox}>
        <input type="checkbox" checked={weekly} onChange={(event) => onWeekly(event.target.checked)} />
        {t('commitments.weekly')}
      </label>
    </div>
  );
}

/** What a commitment is tied to: a life area, and one of the main goal's steps when there are any. */
function CommitmentLinks({
  idPrefix,
  steps,
  area,
  step,
  onArea,
  onStep,
  failure,
}: {
  idPrefix: string;
  steps: readonly GoalStep[];
  area: string;
  step: string;
  onArea: (value: string) => void;
  onStep: (value: string) => void;
  failure: Failure;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.row}>
      <SelectField
        id={`${idPrefix}-area`}
        label={t('fields.lifeArea')}
        value={area}
        onValueChange={onArea}
        placeholder={t('fields.noLifeArea')}
        options={LIFE_AREAS.map((value) => ({ value, label: t(`lifeAreas.${value}`) }))}
        error={failure.fields.life_area}
      />
      {steps.length > 0 ? (
        <SelectField
          id={`${idPrefix}-step`}
          label={t('commitments.stepLabel')}
          value={step}
          onValueChange={onStep}
          placeholder={t('commitments.noStep')}
          options={steps.map((s) => ({ value: s.id, label: s.text }))}
          error={failure.fields.step_id}
        />
      ) : null}
    </div>
  );
}

/**
 * Creates or edits a commitment: text, due date, weekly repeat, life area, goal step. A new one is
 * due `today` (the member's: `useMemberToday`) unless the person picks a day; on a server that
 * does not know the member's day (null), the date is left empty for the browser to fill in. Memoised:
 * the list beside it changes on every tap, the form does not.
 */
export const CommitmentForm = memo(function CommitmentForm({
  commitment,
  steps,
  today = null,
  idPrefix,
  onSubmit,
  onCancel,
}: {
  commitment?: Commitment;
  steps: readonly GoalStep[];
  today?: string | null;
  idPrefix: string;
  onSubmit: (payload: CommitmentPayload) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(commitment?.text ?? '');
  // null: not picked yet, so today's.
  const [picked, setDue] = useState<string | null>(commitment?.due_date ?? null);
  const due = picked ?? today ?? '';
  const [weekly, setWeekly] = useState(commitment?.repeat_weekly ?? false);
  const [area, setArea] = useState<string>(commitment?.life_area ?? '');
  const [step, setStep] = useState<string>(commitment?.step_id ?? '');
  const form = useSaveForm(FIELDS, t('errors.network', { ns: 'common' }));
  const { failure } = form;

  const submit = async () => {
    const payload: CommitmentPayload = {
      text,
      due_date: due,
      repeat_weekly: weekly,
      life_area: area === '' ? null : (area as LifeArea),
      step_id: step === '' ? null : step,
      done_through: commitment?.done_through ?? null,
    };
    if ((await form.save(() => onSubmit(payload))) && !commitment) {
      setText('');
      setWeekly(false);
    }
  };

  return (
    <SaveForm
      failure={failure}
      busy={form.busy}
      labels={{
        submit: commitment ? t('actions.save') : t('commitments.add'),
        busy: t('actions.saving'),
        cancel: t('actions.cancel'),
      }}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        id={`${idPrefix}-text`}
        label={t('commitments.textLabel')}
        value={text}
        onValueChange={setText}
        maxLength={GOAL_TEXT_MAX}
        error={failure.fields.text}
        required
      />
      <CommitmentWhen
        idPrefix={idPrefix}
        due={due}
        weekly={weekly}
        onDue={setDue}
        onWeekly={setWeekly}
        failure={failure}
      />
      <CommitmentLinks
        idPrefix={idPrefix}
        steps={steps}
        area={area}
        step={step}
        onArea={setArea}
        onStep={setStep}
        failure={failure}
      />
    </SaveForm>
  );
});
