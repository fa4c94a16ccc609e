import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentPayload } from '@coach/shared/life-gps';
import { asReadResult } from '@coach/shared/server-render/route-data';
import { announce } from '@coach/shared/ui';
import { failureOf } from '@coach/shared/form-failure';
import { usePendingIds } from '@coach/shared/schedule';
import { NAMESPACE } from '../../i18n/namespace.ts';
import {
  addAppointment,
  deleteAppointment,
  listAppointments,
  saveAppointment,
} from '../../lib/life-gps-api.ts';
import { startOfDay, localDay } from '../../lib/local-days.ts';
import { useShowMore } from '../../lib/ShowMore.tsx';
import { useBrowserRead } from '../../lib/use-browser-read.ts';

/** The appointments from the start of the member's local day: in the browser only. */
const upcomingFrom = () => startOfDay(localDay()).toISOString();

/**
 * What the upcoming appointments do (AppointmentsSection draws them): read in the browser from
 * the member's local midnight, the next pages by cursor (`useShowMore`), add, edit one at a
 * time, delete (busy until the list no longer shows it: deleted again, it would be a 404).
 */
export function useAppointments() {
  const { t } = useTranslation(NAMESPACE);
  const read = useBrowserRead(() => asReadResult(() => listAppointments(upcomingFrom())), 'appointments');
  const { refresh } = read;
  const [editing, setEditing] = useState<string | null>(null);
  const deleting = usePendingIds();
  const [failure, setFailure] = useState<string | null>(null);
  const network = t('errors.network', { ns: 'common' });

  const create = async (payload: AppointmentPayload) => {
    await addAppointment(payload);
    announce(t('appointments.added'));
    void refresh();
  };
  const save = (id: string) => async (payload: AppointmentPayload) => {
    await saveAppointment(id, payload);
    setEditing(null);
    announce(t('appointments.saved'));
    void refresh();
  };
  const remove = (appointment: Appointment) =>
    deleting.during(appointment.id, async () => {
      setFailure(null);
      try {
        await deleteAppointment(appointment.id);
        announce(t('appointments.deleted', { title: appointment.title }));
        await refresh();
      } catch (error) {
        setFailure(failureOf(error, network, []).base);
      }
    });
  const { more, loadingMore } = useShowMore(
    read,
    (at) => listAppointments(upcomingFrom(), at),
    (error) => setFailure(failureOf(error, network, []).base),
  );
  return { ...read, editing, setEditing, deleting, failure, create, save, remove, more, loadingMore };
}
