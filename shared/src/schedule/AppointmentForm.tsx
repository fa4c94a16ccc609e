import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentPayload } from '@coach/shared/life-gps';
// The limits from their pure module: a value import of `@coach/shared/life-gps` would make every
// app drawing this form consume that shared entry (its records in the remote's entry).
import { LOCATION_MAX, NOTE_MAX, TITLE_MAX } from '../schemas/life-gps-rules.ts';
// By package name, like the ui entry itself: one instance of the UI kit on the page.
import { DateField, TextField } from '@coach/shared/ui/core';
import type { Failure } from '../forms/failure.ts';
import styles from './AppointmentForm.module.css';
import { SaveForm } from './SaveForm.tsx';
import { useAppointmentFormText } from './strings.ts';
import {
  useAppointmentDraft,
  type AppointmentSetters,
  type AppointmentValues,
} from './use-appointment-draft.ts';
import { useSaveForm } from './use-save-form.ts';

const FIELDS = ['title', 'starts_at', 'ends_at', 'location', 'note'] as const;

/** The appointment's day and its local start and end times, on one row. */
function AppointmentTimes({
  idPrefix,
  times,
  set,
  failure,
}: {
  idPrefix: string;
  times: AppointmentValues;
  set: AppointmentSetters;
  failure: Failure;
}) {
  const { t: label } = useAppointmentFormText();
  return (
    <div className={styles.row}>
      <DateField
        id={`${idPrefix}-day`}
        label={label('dayLabel')}
        value={times.day}
        onValueChange={set.day}
        min="2000-01-01"
        max="2100-12-31"
        required
      />
      <TextField
        id={`${idPrefix}-start`}
        type="time"
        label={label('startLabel')}
        value={times.from}
        onValueChange={set.from}
        error={failure.fields.starts_at}
        required
      />
      <TextField
        id={`${idPrefix}-end`}
        type="time"
        label={label('endLabel')}
        value={times.to}
        onValueChange={set.to}
        error={failure.fields.ends_at}
        required
      />
    </div>
  );
}

/**
 * Creates or edits an appointment: title, date, start, end (local times), place or link, note.
 * The person's own schedule (mfe-life-gps) and a leader planning a session (mfe-team) share it,
 * so both write the same fields with the same messages.
 */
export function AppointmentForm({
  appointment,
  idPrefix,
  addLabel,
  onSubmit,
  onCancel,
}: {
  appointment?: Appointment;
  idPrefix: string;
  /** The submit button's text when creating ("Add the appointment", "Plan the session"). */
  addLabel: string;
  onSubmit: (payload: AppointmentPayload) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('common');
  const { t: label } = useAppointmentFormText();
  const draft = useAppointmentDraft(appointment);
  const form = useSaveForm(FIELDS, t('errors.network'));
  const { failure } = form;

  const submit = async () => {
    if ((await form.save(() => onSubmit(draft.payload()))) && !appointment) draft.clear();
  };

  return (
    <SaveForm
      failure={failure}
      busy={form.busy}
      labels={{
        submit: appointment ? label('save') : addLabel,
        busy: label('saving'),
        cancel: label('cancel'),
      }}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        id={`${idPrefix}-title`}
        label={label('titleLabel')}
        value={draft.values.title}
        onValueChange={draft.set.title}
        maxLength={TITLE_MAX}
        error={failure.fields.title}
        required
      />
      <AppointmentTimes idPrefix={idPrefix} times={draft.values} set={draft.set} failure={failure} />
      <TextField
        id={`${idPrefix}-location`}
        label={label('locationLabel')}
        hint={label('locationHint')}
        value={draft.values.location}
        onValueChange={draft.set.location}
        maxLength={LOCATION_MAX}
        error={failure.fields.location}
      />
      <TextField
        id={`${idPrefix}-note`}
        label={label('noteLabel')}
        value={draft.values.note}
        onValueChange={draft.set.note}
        maxLength={NOTE_MAX}
        error={failure.fields.note}
      />
    </SaveForm>
  );
}
