import { useTranslation } from 'react-i18next';
import type { ScheduleResponse } from '@coach/shared/life-gps';
import { isOccurrenceDone } from '@coach/shared/life-gps-rules';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { formatTime } from '../../lib/format.ts';
import { overlapsDay, type WeekDay } from '../../lib/local-days.ts';
import { SessionLine } from './SessionLine.tsx';
import styles from './schedule.module.css';

/** What a schedule holds on one local day: appointments by start, then commitments due. */
export function itemsOfDay(schedule: ScheduleResponse, day: WeekDay) {
  return {
    appointments: schedule.appointments.filter((a) => overlapsDay(a.starts_at, a.ends_at, day)),
    commitments: schedule.commitments.filter((c) => c.occurrences.includes(day.day)),
  };
}

/** The chosen day's items, or 'No appointment' / 'Aucun rendez-vous'. */
export function DayItems({ schedule, day }: { schedule: ScheduleResponse; day: WeekDay }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { appointments, commitments } = itemsOfDay(schedule, day);
  if (appointments.length === 0 && commitments.length === 0) {
    return <p className="muted">{t('mySchedule.empty')}</p>;
  }
  return (
    <ul className={styles.items}>
      {appointments.map((a) => (
        <li key={a.id} className={styles.item}>
          <span className={styles.time}>
            {formatTime(a.starts_at, i18n.language)}–{formatTime(a.ends_at, i18n.language)}
          </span>
          <span>
            <strong>{a.title}</strong>
            {a.location ? <span className="muted"> · {a.location}</span> : null}
            {a.session ? (
              <>
                <br />
                <SessionLine session={a.session} />
              </>
            ) : null}
          </span>
        </li>
      ))}
      {commitments.map((c) => (
        <li key={c.id} className={styles.item}>
          <span className={styles.time}>{t('mySchedule.commitment')}</span>
          <span>
            {c.text}
            {isOccurrenceDone(c, day.day) ? (
              <span className="muted"> · {t('commitments.doneLabel')}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
