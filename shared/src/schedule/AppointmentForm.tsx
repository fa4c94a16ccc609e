import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentPayload } from '@coach/shared/life-gps';
// The limits from their pure module: a value import of `@coach/shared/life-gps` would make every
// app drawing this form consume that shared entry (its records in the remote's entry).
import { LOCATION_MAX, NOTE_MAX, TITLE_MAX } from '../schemas/life-gps-rules.ts';
import { failureOf, noFailure } from '../forms/failure.ts';
// By package name, like the ui entry itself: one instance of the UI kit on the page.
import { Button, DateField, FormAlert, SubmitButton, TextField } from '@coach/shared/ui/core';
import styles from './AppointmentForm.module.css';
import { localToIso, toLocalInput } from './local-time.ts';
import { useAppointmentFormText } from './strings.ts';

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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(noFailure);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(noFailure);
    try {
      await onSubmit({
        title,
        starts_at: localToIso(day, from) ?? '',
        ends_at: localToIso(day, to) ?? '',
        location,
        note,
      });
      if (!appointment) {
        setTitle('');
        setLocation('');
        setNote('');
      }
    } catch (error) {
      setFailure(
        failureOf(error, t('errors.network'), ['title', 'starts_at', 'ends_at', 'location', 'note']),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={failure.base} />
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
      <div className={styles.actions}>
        <SubmitButton
          label={appointment ? label('save') : addLabel}
          busyLabel={label('saving')}
          busy={busy}
        />
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {label('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
