import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeatherEntry } from '@coach/shared/life-gps';
import { lastDays } from '@coach/shared/life-gps-rules';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { formatDay } from '../../lib/format.ts';
import styles from './weather.module.css';

/**
 * The last 14 days as a strip of bars (Top high, Not Top low, no entry empty). The picture is
 * hidden from screen readers; the same values are in a list they read. Drawn again only when its
 * entries change, not for the widget's other states (a save under way, its message).
 */
export const WeatherChart = memo(function WeatherChart({
  entries,
  today,
  days,
}: {
  entries: WeatherEntry[];
  today: string;
  days: number;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const byDay = new Map(entries.map((entry) => [entry.day, entry]));
  const history = lastDays(today, days);
  const tops = entries.filter((entry) => entry.mood === 'top').length;
  return (
    <figure className={styles.chart}>
      <figcaption className="muted">
        {t('interiorWeather.history', { days, tops, notTops: entries.length - tops })}
      </figcaption>
      <div className={styles.bars} aria-hidden="true">
        {history.map((day) => {
          const mood = byDay.get(day)?.mood;
          return (
            <span
              key={day}
              className={`${styles.bar} ${mood ? styles[`bar_${mood}`] : styles.bar_none}`}
              title={formatDay(day, i18n.language, 'medium')}
            />
          );
        })}
      </div>
      <ul className="visually-hidden">
        {history.map((day) => {
          const mood = byDay.get(day)?.mood;
          return (
            <li key={day}>
              {formatDay(day, i18n.language)} :{' '}
              {mood ? t(`interiorWeather.moods.${mood}`) : t('interiorWeather.noEntry')}
            </li>
          );
        })}
      </ul>
    </figure>
  );
});
