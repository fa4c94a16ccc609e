import { useState } from 'react';
import type { Appointment, AppointmentPayload } from '@coach/shared/life-gps';
import { localToIso, toLocalInput } from './local-time.ts';

export interface AppointmentValues {
  title: string;
  /** `YYYY-MM-DD`, the browser's local day. */
  day: string;
  /** `HH:MM`, local times. */
  from: string;
  to: string;
  location: string;
  note: string;
}

export type AppointmentSetters = { [K in keyof AppointmentValues]: (value: string) => void };

/**
 * An appointment's fields as its form edits them: the appointment's own in local times, or a new
 * one today from 09:00 to 10:00. `payload()` is what the api is sent (instants from the local
 * day and times); `clear()` empties what a new appointment does not keep (title, place, note).
 */
export function useAppointmentDraft(appointment?: Appointment) {
  const start = appointment ? toLocalInput(appointment.starts_at) : null;
  const end = appointment ? toLocalInput(appointment.ends_at) : null;
  const [title, setTitle] = useState(appointment?.title ?? '');
  const [day, setDay] = useState(start?.slice(0, 10) ?? toLocalInput(new Date().toISOString()).slice(0, 10));
  const [from, setFrom] = useState(start?.slice(11) ?? '09:00');
  const [to, setTo] = useState(end?.slice(11) ?? '10:00');
  const [location, setLocation] = useState(appointment?.location ?? '');
  const [note, setNote] = useState(appointment?.note ?? '');
  const values: AppointmentValues = { title, day, from, to, location, note };
  const set: AppointmentSetters = {
    title: setTitle,
    day: setDay,
    from: setFrom,
    to: setTo,
    location: setLocation,
    note: setNote,
  };
  return {
    values,
    set,
    payload: (): AppointmentPayload => ({
      title,
      starts_at: localToIso(day, from) ?? '',
      ends_at: localToIso(day, to) ?? '',
      location,
      note,
    }),
    clear: () => {
      setTitle('');
      setLocation('');
      setNote('');
    },
  };
}
