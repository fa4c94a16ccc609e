import { useTranslation } from 'react-i18next';
import type { CalendarFeed } from '@coach/shared/life-gps';
import type { ReadResult } from '@coach/shared/server-render';
import { type ReadSource } from '@coach/shared/server-render/use-route-data';
import { Card, EmptyState, FormAlert, NoAppointmentArt, Skeleton } from '@coach/shared/ui';
import { AppointmentForm } from '@coach/shared/schedule';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { ShowMoreButton } from '../../lib/ShowMore.tsx';
import { useBrowserToday } from '../../lib/use-browser-today.ts';
import { AppointmentItem } from './AppointmentItem.tsx';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';
import { useAppointments } from './use-appointments.ts';
import styles from './schedule.module.css';

/** The upcoming appointments: loading, failed, none, or the items and "show more". */
function AppointmentList({ appointments: a }: { appointments: ReturnType<typeof useAppointments> }) {
  const { t } = useTranslation(NAMESPACE);
  const { state } = a;
  if (state.status === 'loading') return <Skeleton height="5rem" />;
  if (state.status === 'error') return <ReadErrorState failure={state.failure} onRetry={a.reload} />;
  if (state.value.items.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        illustration={<NoAppointmentArt />}
        title={t('appointments.empty')}
        message={t('appointments.emptyHint')}
      />
    );
  return (
    <>
      <ul className={styles.appointments}>
        {state.value.items.map((appointment) => (
          <AppointmentItem
            key={appointment.id}
            appointment={appointment}
            editing={a.editing === appointment.id}
            deleting={a.deleting.isPending(appointment.id)}
            onEdit={() => a.setEditing(appointment.id)}
            onSave={a.save(appointment.id)}
            onCancel={() => a.setEditing(null)}
            onDelete={() => void a.remove(appointment)}
          />
        ))}
      </ul>
      <ShowMoreButton shown={state.value} busy={a.loadingMore} onMore={a.more} />
    </>
  );
}

/**
 * `/my_commitments#schedule`: my upcoming appointments, add / edit / delete (`useAppointments`),
 * export and feed. `feed`: the calendar feed as the route read it (docs/server-render.md). The
 * appointments are read in the browser only ("upcoming" starts at the member's local midnight),
 * and the new appointment's form, which opens on the browser's today, is drawn there: the server
 * draws their places.
 */
export function AppointmentsSection({
  feed,
  readFeedAgain,
}: {
  feed: ReadSource<CalendarFeed>;
  readFeedAgain: () => Promise<ReadResult<CalendarFeed>>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const inBrowser = useBrowserToday() !== null;
  const appointments = useAppointments();
  return (
    <Card as="section" stack aria-labelledby="schedule-title" id="schedule">
      <h2 id="schedule-title" className={styles.sectionTitle}>
        {t('appointments.title')}
      </h2>
      <h3 className={styles.subTitle}>{t('appointments.new')}</h3>
      {inBrowser ? (
        <AppointmentForm
          idPrefix="new-appointment"
          addLabel={t('appointments.add')}
          onSubmit={appointments.create}
        />
      ) : (
        // About the form's height: the section below moves as little as it can when it comes.
        <Skeleton height="25rem" />
      )}
      <h3 className={styles.subTitle}>{t('appointments.upcoming')}</h3>
      <FormAlert message={appointments.failure} />
      <AppointmentList appointments={appointments} />
      <CalendarFeedPanel source={feed} readAgain={readFeedAgain} />
    </Card>
  );
}
