import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentPayload, CalendarFeed } from '@coach/shared/life-gps';
import type { ReadResult } from '@coach/shared/server-render';
import { asReadResult } from '@coach/shared/server-render/route-data';
import { type ReadSource } from '@coach/shared/server-render/use-route-data';
import { announce, Button, Card, EmptyState, FormAlert, NoAppointmentArt, Skeleton } from '@coach/shared/ui';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { failureOf } from '@coach/shared/form-failure';
import { AppointmentForm, usePendingIds } from '@coach/shared/schedule';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { formatInstantDate, formatTime } from '../../lib/format.ts';
import {
  addAppointment,
  deleteAppointment,
  listAppointments,
  saveAppointment,
} from '../../lib/life-gps-api.ts';
import { startOfDay, localDay } from '../../lib/local-days.ts';
import { useBrowserRead } from '../../lib/use-browser-read.ts';
import { useBrowserToday } from '../../lib/use-browser-today.ts';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';
import { SessionLine } from './SessionLine.tsx';
import styles from './schedule.module.css';

/** The appointments from the start of the member's local day: in the browser only. */
const upcomingFrom = () => startOfDay(localDay()).toISOString();

/**
 * `/my_commitments#schedule`: my upcoming appointments, add / edit / delete, export and feed.
 * `feed`: the calendar feed as the route read it (docs/server-render.md). The appointments are
 * read in the browser only ("upcoming" starts at the member's local midnight), and the new
 * appointment's form, which opens on the browser's today, is drawn there: the server draws their
 * places.
 */
export function AppointmentsSection({
  feed,
  readFeedAgain,
}: {
  feed: ReadSource<CalendarFeed>;
  readFeedAgain: () => Promise<ReadResult<CalendarFeed>>;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const inBrowser = useBrowserToday() !== null;
  const { state, reload, refresh, replace, markReads } = useBrowserRead(
    () => asReadResult(() => listAppointments(upcomingFrom())),
    'appointments',
  );
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
        // Busy until the list no longer shows it: deleted again, it would be a 404.
        await refresh();
      } catch (error) {
        setFailure(failureOf(error, network, []).base);
      }
    });
  const more = async () => {
    if (state.status !== 'ready') return;
    const noNewerRead = markReads();
    try {
      const shown = state.value;
      const next = await listAppointments(upcomingFrom(), shown.page + 1);
      // A read started since (after an add, a save, a delete) is newer than `shown`: this page is dropped.
      if (!noNewerRead()) return;
      replace({ ...next, items: [...shown.items, ...next.items] });
    } catch (error) {
      if (noNewerRead()) setFailure(failureOf(error, network, []).base);
    }
  };

  let list;
  if (state.status === 'loading') list = <Skeleton height="5rem" />;
  else if (state.status === 'error') list = <ReadErrorState failure={state.failure} onRetry={reload} />;
  else if (state.value.items.length === 0)
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
          {state.value.items.map((a) =>
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
                    <button
                      type="button"
                      className={styles.linkButton}
                      disabled={deleting.isPending(a.id)}
                      aria-busy={deleting.isPending(a.id) || undefined}
                      onClick={() => void remove(a)}
                    >
                      {t('actions.delete')}
                      <span className="visually-hidden"> {a.title}</span>
                    </button>
                  </span>
                )}
              </li>
            ),
          )}
        </ul>
        {state.value.items.length < state.value.total ? (
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
      {inBrowser ? (
        <AppointmentForm idPrefix="new-appointment" addLabel={t('appointments.add')} onSubmit={create} />
      ) : (
        // About the form's height: the section below moves as little as it can when it comes.
        <Skeleton height="25rem" />
      )}
      <h3 className={styles.subTitle}>{t('appointments.upcoming')}</h3>
      <FormAlert message={failure} />
      {list}
      <CalendarFeedPanel source={feed} readAgain={readFeedAgain} />
    </Card>
  );
}
