import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { asReadResult } from '@coach/shared/server-render/route-data';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { WidgetSkeleton } from '../../components/WidgetFrame.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { readSchedule } from '../../lib/life-gps-api.ts';
import { localDay, shiftDay, weekOf } from '../../lib/local-days.ts';
import { useBrowserRead } from '../../lib/use-browser-read.ts';
import { DayItems, itemsOfDay } from './DayItems.tsx';
import { WeekStrip } from './WeekStrip.tsx';
import styles from './schedule.module.css';

/**
 * The overview's "my schedule": this week, Sun–Sat, and the chosen day's appointments and
 * commitments. Drawn by the browser only (docs/server-render.md, the overview's widgets): its
 * week runs from the member's local midnights, which the server does not know.
 */
export default function MyScheduleWidget() {
  const { t } = useTranslation(NAMESPACE);
  const today = localDay();
  const [selected, setSelected] = useState(today);
  const week = useMemo(() => weekOf(selected), [selected]);
  const weekKey = week[0]?.day ?? today;
  const { state, reload } = useBrowserRead(
    () => asReadResult(() => readSchedule(weekOf(weekKey))),
    `schedule-${weekKey}`,
  );

  const busyDays = useMemo(() => {
    if (state.status !== 'ready') return new Set<string>();
    return new Set(
      week
        .filter((day) => {
          const items = itemsOfDay(state.value, day);
          return items.appointments.length + items.commitments.length > 0;
        })
        .map((day) => day.day),
    );
  }, [state, week]);
  const chosen = week.find((day) => day.day === selected) ?? week[0];

  return (
    <div className={styles.widget}>
      <div className={styles.weekNav}>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => setSelected(shiftDay(selected, -7))}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('mySchedule.previousWeek')}</span>
        </button>
        <WeekStrip week={week} selected={selected} today={today} busyDays={busyDays} onSelect={setSelected} />
        <button type="button" className={styles.navButton} onClick={() => setSelected(shiftDay(selected, 7))}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('mySchedule.nextWeek')}</span>
        </button>
      </div>
      <div aria-live="polite" className={styles.dayPanel}>
        {state.status === 'loading' || !chosen ? (
          <WidgetSkeleton lines={2} />
        ) : state.status === 'error' ? (
          <ReadErrorState failure={state.failure} onRetry={reload} />
        ) : (
          <DayItems schedule={state.value} day={chosen} />
        )}
      </div>
      <Link to="/my_commitments#schedule">{t('mySchedule.manage')}</Link>
    </div>
  );
}
