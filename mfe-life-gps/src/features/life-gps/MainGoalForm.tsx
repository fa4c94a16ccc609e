import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GOAL_TEXT_MAX,
  LIFE_AREAS,
  type LifeArea,
  type MainGoal,
  type MainGoalResponse,
} from '@coach/shared/life-gps';
import {
  announce,
  Button,
  DateField,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
} from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { failureOf, noFailure } from '@coach/shared/form-failure';
import { clearMainGoal, saveMainGoal } from '../../lib/life-gps-api.ts';
import styles from './life-gps.module.css';

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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(noFailure);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(noFailure);
    try {
      const saved = await saveMainGoal({
        text,
        life_area: area === '' ? null : (area as LifeArea),
        target_date: date === '' ? null : date,
      });
      announce(t('mainGoal.saved'));
      onSaved(saved);
    } catch (error) {
      setFailure(
        failureOf(error, t('errors.network', { ns: 'common' }), ['text', 'life_area', 'target_date']),
      );
    } finally {
      setBusy(false);
    }
  };
  const clear = async () => {
    setBusy(true);
    try {
      await clearMainGoal();
      announce(t('mainGoal.cleared'));
      onSaved(null);
    } catch (error) {
      setFailure(failureOf(error, t('errors.network', { ns: 'common' }), []));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={failure.base} />
      <TextField
        id="goal-text"
        label={t('mainGoal.textLabel')}
        value={text}
        onValueChange={setText}
        maxLength={GOAL_TEXT_MAX}
        hint={t('mainGoal.textHint')}
        error={failure.fields.text}
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
        error={failure.fields.life_area}
      />
      <DateField
        id="goal-date"
        label={t('mainGoal.targetLabel')}
        value={date}
        onValueChange={setDate}
        min="2000-01-01"
        max="2100-12-31"
        error={failure.fields.target_date}
      />
      <div className={styles.actions}>
        <SubmitButton label={t('actions.save')} busyLabel={t('actions.saving')} busy={busy} />
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        ) : null}
        {goal ? (
          <Button type="button" variant="secondary" onClick={() => void clear()} disabled={busy}>
            {t('mainGoal.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
