import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeatherEntry } from '@coach/shared/life-gps';
import { WEATHER_NOTE_MAX } from '@coach/shared/life-gps-rules';
import { Button, TextField } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './weather.module.css';

/** Today's optional note (≤ 280 characters), saved with today's mood. */
export function WeatherNote({
  entry,
  onSave,
}: {
  entry: WeatherEntry;
  onSave: (note: string | null) => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState(entry.note ?? '');
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <p className={styles.note}>
        {entry.note ? <span>{entry.note} </span> : null}
        <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
          {entry.note ? t('interiorWeather.editNote') : t('interiorWeather.addNote')}
        </button>
      </p>
    );
  }
  const tooLong = note.length > WEATHER_NOTE_MAX;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setBusy(true);
    await onSave(note.trim() === '' ? null : note.trim());
    setBusy(false);
    setOpen(false);
  };
  return (
    <form className={styles.noteForm} onSubmit={(event) => void submit(event)}>
      <TextField
        id="weather-note"
        label={t('interiorWeather.note')}
        value={note}
        onValueChange={setNote}
        hint={t('interiorWeather.noteHint', { count: WEATHER_NOTE_MAX - note.length })}
        error={tooLong ? t('interiorWeather.noteTooLong', { max: WEATHER_NOTE_MAX }) : undefined}
      />
      <Button type="submit" busy={busy} variant="secondary">
        {t('actions.save')}
      </Button>
    </form>
  );
}
