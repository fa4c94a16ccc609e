import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeatherEntry, WeatherHistory } from '@coach/shared/life-gps';
import { upsertByDay, type Mood } from '@coach/shared/life-gps-rules';
import { announce, ErrorState, FormAlert } from '@coach/shared/ui';
import { toApiError } from '@coach/shared/api';
import { afterNextPaint } from '@coach/shared/after-next-paint';
import { WidgetSkeleton } from '../../components/WidgetFrame.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { localDay } from '../../lib/local-days.ts';
import { readWeather, recordWeather } from '../../lib/life-gps-api.ts';
import { useResource } from '../../lib/use-resource.ts';
import { WeatherChart } from './WeatherChart.tsx';
import { WeatherNote } from './WeatherNote.tsx';
import styles from './weather.module.css';

/**
 * The overview's "my interior weather": Top or Not Top in one tap, and the last 14 days. A tap
 * shows its mood at once (the chart with it) and saves it after that paint; a failed save puts
 * the day back as it was and says why. The buttons wait for the save: one request at a time.
 */
export default function InteriorWeatherWidget() {
  const { t } = useTranslation(NAMESPACE);
  const today = localDay();
  const { state, reload, update } = useResource(() => readWeather(today), `weather-${today}`);
  const [saving, setSaving] = useState<Mood | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (state.status === 'loading') return <WidgetSkeleton lines={4} />;
  if (state.status === 'failed') return <ErrorState message={state.message} onRetry={reload} />;

  const todays = state.data.entries.find((entry) => entry.day === today) ?? null;
  const showToday = (entry: WeatherEntry | null) =>
    update((data): WeatherHistory => ({
      ...data,
      entries: entry ? upsertByDay(data.entries, entry) : data.entries.filter((e) => e.day !== today),
    }));
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
      <WeatherChart entries={state.data.entries} today={today} days={state.data.days} />
    </div>
  );
}
