import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@coach/shared/contract';
import type { WeatherEntry } from '@coach/shared/life-gps';
import { upsertByDay, type Mood } from '@coach/shared/life-gps-rules';
import { announce, FormAlert } from '@coach/shared/ui';
import { toApiError } from '@coach/shared/api';
import { afterNextPaint } from '@coach/shared/after-next-paint';
import { ReadErrorState } from '@coach/shared/server-render/read-error-state';
import { useMemberToday, useRead, useWidgetData } from '@coach/shared/server-render/use-route-data';
import { WidgetSkeleton } from '../../components/WidgetFrame.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { recordWeather } from '../../lib/life-gps-api.ts';
import { readWeatherAgain, weatherWidgetData } from '../../lib/weather-widget-data.ts';
import { WeatherChart } from './WeatherChart.tsx';
import { WeatherNote } from './WeatherNote.tsx';
import styles from './weather.module.css';

/**
 * The overview's "my interior weather": Top or Not Top in one tap, and the last 14 days of the
 * member's calendar. Drawn on the server with the overview when the platform knows the member's
 * day (src/server-render.tsx), it starts from the data it was drawn from. A tap shows its mood at
 * once (the chart with it) and saves it after that paint; a failed save puts the day back as it
 * was and says why. The buttons wait for the save: one request at a time.
 */
export default function InteriorWeatherWidget({ data }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const today = useMemberToday();
  const { weather: source } = useWidgetData(weatherWidgetData, data);
  const { state, reload, replace } = useRead(source, readWeatherAgain);
  const [saving, setSaving] = useState<Mood | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (state.status === 'loading' || today === null) return <WidgetSkeleton lines={4} />;
  if (state.status === 'error') return <ReadErrorState failure={state.failure} onRetry={reload} />;

  const history = state.value;
  const todays = history.entries.find((entry) => entry.day === today) ?? null;
  // The history as read, with today's entry as it is now shown (none: as read without it).
  const showToday = (entry: WeatherEntry | null) =>
    replace({
      ...history,
      entries: entry ? upsertByDay(history.entries, entry) : history.entries.filter((e) => e.day !== today),
    });
  const save = async (mood: Mood, note: string | null) => {
    setSaving(mood);
    setError(null);
    showToday({ day: today, mood, note, updated_at: todays?.updated_at ?? new Date().toISOString() });
    try {
      await afterNextPaint();
      showToday(await recordWeather(today, { mood, note }));
      announce(t('interiorWeather.saved', { mood: t(`interiorWeather.moods.${mood}`) }));
    } catch (failure) {
      showToday(todays);
      const apiError = toApiError(failure, t('errors.network', { ns: 'common' }));
      setError(apiError.message);
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={styles.widget}>
      <p className={styles.question} id="weather-question">
        {todays ? t('interiorWeather.todayIs') : t('interiorWeather.empty')}
      </p>
      <div className={styles.moods} role="group" aria-labelledby="weather-question">
        {(['top', 'not_top'] as const).map((mood) => (
          <button
            key={mood}
            type="button"
            className={`${styles.mood} ${styles[mood]}`}
            aria-pressed={todays?.mood === mood}
            aria-busy={saving === mood || undefined}
            disabled={saving !== null}
            onClick={() => void save(mood, todays?.note ?? null)}
          >
            {t(`interiorWeather.moods.${mood}`)}
          </button>
        ))}
      </div>
      <FormAlert message={error} />
      {todays ? <WeatherNote entry={todays} onSave={(note) => save(todays.mood, note)} /> : null}
      <WeatherChart entries={history.entries} today={today} days={history.days} />
    </div>
  );
}
