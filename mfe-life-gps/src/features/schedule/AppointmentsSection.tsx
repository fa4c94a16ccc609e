import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentPayload } from '@coach/shared/life-gps';
import {
  announce,
  Button,
  Card,
  EmptyState,
  ErrorState,
  FormAlert,
  NoAppointmentArt,
  Skeleton,
} from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { failureOf } from '@coach/shared/form-failure';
import { AppointmentForm } from '@coach/shared/schedule';
import { formatInstantDate, formatTime } from '../../lib/format.ts';
import {
  addAppointment,
  deleteAppointment,
  listAppointments,
  saveAppointment,
} from '../../lib/life-gps-api.ts';
import { startOfDay, localDay } from '../../lib/local-days.ts';
import { useResource } from '../../lib/use-resource.ts';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';
import { SessionLine } from './SessionLine.tsx';
import styles from './schedule.module.css';

/** `/my_commitments#schedule`: my upcoming appointments, add / edit / delete, export and feed. */
export function AppointmentsSection() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const from = startOfDay(localDay()).toISOString();
  const { state, reload, update } = useResource(() => listAppointments(from), 'appointments');
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const network = t('errors.network', { ns: 'common' });

  const create = async (payload: AppointmentPayload) => {
    await addAppointment(payload);
    announce(t('appointments.added'));
    reload();
  };
  const save = (id: string) => async (payload: AppointmentPayload) => {
    await saveAppointment(id, payload);
    setEditing(null);
    announce(t('appointments.saved'));
    reload();
  };
  const remove = async (appointment: Appointment) => {
    setFailure(null);
    try {
      await deleteAppointment(appointment.id);
      announce(t('appointments.deleted', { title: appointment.title }));
      reload();
    } catch (error) {
      setFailure(failureOf(error, network, []).base);
    }
  };
  const more = async () => {
    if (state.status !== 'ready') return;
    try {
      const next = await listAppointments(from, state.data.page + 1);
      update((data) => ({ ...next, items: [...data.items, ...next.items] }));
    } catch (error) {
      setFailure(failureOf(error, network, []).base);
    }
  };

  let list;
  if (state.status === 'loading') list = <Skeleton height="5rem" />;
  else if (state.status === 'failed') list = <ErrorState message={state.message} onRetry={reload} />;
  else if (state.data.items.length === 0)
    list = (
      <EmptyState
        headingLevel={3}
        illustration={<NoAppointmentArt />}
        title={t('appointments.empty')}
        message={t('appointments.emptyHint')}
      />
    );
  else
    list = (
      <>
        <ul className={styles.appointments}>
          {state.data.items.map((a) =>
            editing === a.id ? (
              <li key={a.id} className={styles.appointment}>
                <AppointmentForm
                  appointment={a}
                  idPrefix={`edit-${a.id}`}
                  addLabel={t('appointments.add')}
                  onSubmit={save(a.id)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={a.id} className={styles.appointment}>
                <strong>{a.title}</strong>
                <span className="muted">
                  {formatInstantDate(a.starts_at, i18n.language)}, {formatTime(a.starts_at, i18n.language)}–
                  {formatTime(a.ends_at, i18n.language)}
                </span>
                {a.location ? (
                  /^https?:\/\//i.test(a.location) ? (
                    <a href={a.location} target="_blank" rel="noreferrer noopener">
                      {a.location}
                    </a>
                  ) : (
                    <span>{a.location}</span>
                  )
                ) : null}
                {a.note ? <span className="muted">{a.note}</span> : null}
                {a.session ? (
                  // A session is changed by the leader who planned it, from the team pages: no buttons here.
                  <SessionLine session={a.session} />
                ) : (
                  <span className={styles.actions}>
                    <button type="button" className={styles.linkButton} onClick={() => setEditing(a.id)}>
                      {t('actions.edit')}
                      <span className="visually-hidden"> {a.title}</span>
                    </button>
                    <button type="button" className={styles.linkButton} onClick={() => void remove(a)}>
                      {t('actions.delete')}
                      <span className="visually-hidden"> {a.title}</span>
                    </button>
                  </span>
                )}
              </li>
            ),
          )}
        </ul>
        {state.data.items.length < state.data.total ? (
          <div>
            <Button type="button" variant="secondary" onClick={() => void more()}>
              {t('actions.showMore')}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <Card as="section" stack aria-labelledby="schedule-title" id="schedule">
      <h2 id="schedule-title" className={styles.sectionTitle}>
        {t('appointments.title')}
      </h2>
      <h3 className={styles.subTitle}>{t('appointments.new')}</h3>
      <AppointmentForm idPrefix="new-appointment" addLabel={t('appointments.add')} onSubmit={create} />
      <h3 className={styles.subTitle}>{t('appointments.upcoming')}</h3>
      <FormAlert message={failure} />
      {list}
      <CalendarFeedPanel />
    </Card>
  );
}
