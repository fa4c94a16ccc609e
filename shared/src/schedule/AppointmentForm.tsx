import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentPayload } from '@coach/shared/life-gps';
// The limits from their pure module: a value import of `@coach/shared/life-gps` would make every
// app drawing this form consume that shared entry (its records in the remote's entry).
import { LOCATION_MAX, NOTE_MAX, TITLE_MAX } from '../schemas/life-gps-rules.ts';
// By package name, like the ui entry itself: one instance of the UI kit on the page.
import { DateField, TextField } from '@coach/shared/ui/core';
import styles from './AppointmentForm.module.css';
import { localToIso, toLocalInput } from './local-time.ts';
import { SaveForm } from './SaveForm.tsx';
import { useAppointmentFormText } from './strings.ts';
import { useSaveForm } from './use-save-form.ts';

const FIELDS = ['title', 'starts_at', 'ends_at', 'location', 'note'] as const;

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
  const start = appointment ? toLocalInput(appointment.starts_at) : null;
  const end = appointment ? toLocalInput(appointment.ends_at) : null;
  const [title, setTitle] = useState(appointment?.title ?? '');
  const [day, setDay] = useState(start?.slice(0, 10) ?? toLocalInput(new Date().toISOString()).slice(0, 10));
  const [from, setFrom] = useState(start?.slice(11) ?? '09:00');
  const [to, setTo] = useState(end?.slice(11) ?? '10:00');
  const [location, setLocation] = useState(appointment?.location ?? '');
  const [note, setNote] = useState(appointment?.note ?? '');
  const form = useSaveForm(FIELDS, t('errors.network'));
  const { failure } = form;

  const submit = async () => {
    const payload = {
      title,
      starts_at: localToIso(day, from) ?? '',
      ends_at: localToIso(day, to) ?? '',
      location,
      note,
    };
    if ((await form.save(() => onSubmit(payload))) && !appointment) {
      setTitle('');
      setLocation('');
      setNote('');
    }
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
        value={title}
        onValueChange={setTitle}
        maxLength={TITLE_MAX}
        error={failure.fields.title}
        required
      />
      <div className={styles.row}>
        <DateField
          id={`${idPrefix}-day`}
          label={label('dayLabel')}
          value={day}
          onValueChange={setDay}
          min="2000-01-01"
          max="2100-12-31"
          required
        />
        <TextField
          id={`${idPrefix}-start`}
          type="time"
          label={label('startLabel')}
          value={from}
          onValueChange={setFrom}
          error={failure.fields.starts_at}
          required
        />
        <TextField
          id={`${idPrefix}-end`}
          type="time"
          label={label('endLabel')}
          value={to}
          onValueChange={setTo}
          error={failure.fields.ends_at}
          required
        />
      </div>
      <TextField
        id={`${idPrefix}-location`}
        label={label('locationLabel')}
        hint={label('locationHint')}
        value={location}
        onValueChange={setLocation}
        maxLength={LOCATION_MAX}
        error={failure.fields.location}
      />
      <TextField
        id={`${idPrefix}-note`}
        label={label('noteLabel')}
        value={note}
        onValueChange={setNote}
        maxLength={NOTE_MAX}
        error={failure.fields.note}
      />
    </SaveForm>
  );
}
