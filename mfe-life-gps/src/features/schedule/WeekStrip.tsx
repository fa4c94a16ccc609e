import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { formatDay } from '../../lib/format.ts';
import type { WeekDay } from '../../lib/local-days.ts';
import styles from './schedule.module.css';

const MOVES: Record<string, (index: number) => number> = {
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowRight: (index) => Math.min(6, index + 1),
  Home: () => 0,
  End: () => 6,
};

/**
 * The week Sun–Sat (Dim–Sam): one button per day, arrow keys, Home and End move between them
 * (one tab stop for the whole strip).
 */
export function WeekStrip({
  week,
  selected,
  today,
  busyDays,
  onSelect,
}: {
  week: readonly WeekDay[];
  selected: string;
  today: string;
  busyDays: ReadonlySet<string>;
  onSelect: (day: string) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index);
    const day = week[next];
    if (!day) return;
    onSelect(day.day);
    buttons.current[next]?.focus();
  };
  return (
    <ol className={styles.weekdays} aria-label={t('mySchedule.week')}>
      {week.map((day, index) => (
        <li key={day.day}>
          <button
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={styles.day}
            aria-pressed={day.day === selected}
            aria-current={day.day === today ? 'date' : undefined}
            aria-label={formatDay(day.day, i18n.language)}
            tabIndex={day.day === selected ? 0 : -1}
            onClick={() => onSelect(day.day)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span aria-hidden="true">{t(`mySchedule.weekdays.${day.key}`)}</span>
            <span aria-hidden="true" className={styles.dayNumber}>
              {Number(day.day.slice(8, 10))}
            </span>
            {busyDays.has(day.day) ? <span aria-hidden="true" className={styles.dot} /> : null}
          </button>
        </li>
      ))}
    </ol>
  );
}
