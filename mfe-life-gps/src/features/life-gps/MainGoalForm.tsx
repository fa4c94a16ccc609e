import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GOAL_TEXT_MAX,
  LIFE_AREAS,
  type LifeArea,
  type MainGoal,
  type MainGoalResponse,
} from '@coach/shared/life-gps';
import { SaveForm, useSaveForm } from '@coach/shared/schedule';
import { announce, Button, DateField, SelectField, TextField } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { clearMainGoal, saveMainGoal } from '../../lib/life-gps-api.ts';
import styles from './life-gps.module.css';

const FIELDS = ['text', 'life_area', 'target_date'] as const;

/**
 * Sets, edits or clears the one main goal: a text, a life area and a target date.
 * `suggestedArea` (the wheel's largest gap) is the area the form opens on, said beside the field;
 * nothing is saved until the person saves.
 */
export function MainGoalForm({
  goal,
  suggestedArea = null,
  onSaved,
  onCancel,
}: {
  goal: MainGoal | null;
  suggestedArea?: LifeArea | null;
  onSaved: (response: MainGoalResponse | null) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(goal?.text ?? '');
  const [area, setArea] = useState<string>(suggestedArea ?? goal?.life_area ?? '');
  const [date, setDate] = useState(goal?.target_date ?? '');
  const form = useSaveForm(FIELDS, t('errors.network', { ns: 'common' }));

  const submit = () =>
    form.save(async () => {
      const saved = await saveMainGoal({
        text,
        life_area: area === '' ? null : (area as LifeArea),
        target_date: date === '' ? null : date,
      });
      announce(t('mainGoal.saved'));
      onSaved(saved);
    });
  // Every message of a failed clear on top: the fields are not what it is about.
  const clear = () =>
    form.save(async () => {
      await clearMainGoal();
      announce(t('mainGoal.cleared'));
      onSaved(null);
    }, []);

  return (
    <SaveForm
      className={styles.form}
      failure={form.failure}
      busy={form.busy}
      labels={{ submit: t('actions.save'), busy: t('actions.saving'), cancel: t('actions.cancel') }}
      onSubmit={submit}
      onCancel={onCancel}
      moreActions={
        goal ? (
          <Button type="button" variant="secondary" onClick={() => void clear()} disabled={form.busy}>
            {t('mainGoal.clear')}
          </Button>
        ) : null
      }
    >
      <TextField
        id="goal-text"
        label={t('mainGoal.textLabel')}
        value={text}
        onValueChange={setText}
        maxLength={GOAL_TEXT_MAX}
        hint={t('mainGoal.textHint')}
        error={form.failure.fields.text}
        required
      />
      <SelectField
        id="goal-area"
        label={t('fields.lifeArea')}
        value={area}
        onValueChange={setArea}
        placeholder={t('fields.noLifeArea')}
        options={LIFE_AREAS.map((value) => ({ value, label: t(`lifeAreas.${value}`) }))}
        hint={suggestedArea !== null && area === suggestedArea ? t('mainGoal.suggestedHint') : undefined}
        error={form.failure.fields.life_area}
      />
      <DateField
        id="goal-date"
        label={t('mainGoal.targetLabel')}
        value={date}
        onValueChange={setDate}
        min="2000-01-01"
        max="2100-12-31"
        error={form.failure.fields.target_date}
      />
    </SaveForm>
  );
}
