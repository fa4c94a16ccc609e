import {
  isWeatherDayAcceptable,
  lastDays,
  WEATHER_HISTORY_DAYS,
  type Mood,
  type WeatherEntry,
} from '@coach/shared/life-gps';
import { iso, type LifeGpsDeps } from '../deps';
import { LifeGpsError } from '../errors';
import * as repo from './repository';

/** Valibot output: already validated, the note trimmed or null. */
export interface WeatherInput {
  mood: Mood;
  note: string | null;
}

function toWeather(row: repo.WeatherRow): WeatherEntry {
  return { day: row.day, mood: row.mood as Mood, note: row.note, updated_at: iso(row.updatedAt) };
}

export async function weatherHistory(deps: LifeGpsDeps, userId: string, today: string) {
  const days = lastDays(today, WEATHER_HISTORY_DAYS);
  const rows = await repo.weatherSince(deps.db, userId, days[0] as string, today);
  return { days: WEATHER_HISTORY_DAYS, entries: rows.map(toWeather) };
}

/** One entry per local day: the day must be the person's today (see isWeatherDayAcceptable). */
export async function recordWeather(
  deps: LifeGpsDeps,
  userId: string,
  day: string,
  input: WeatherInput,
): Promise<WeatherEntry> {
  const now = deps.clock.now();
  if (!isWeatherDayAcceptable(day, now)) throw new LifeGpsError('weather_day');
  const row = await repo.upsertWeather(deps.db, {
    userId,
    day,
    mood: input.mood,
    note: input.note,
    createdAt: now,
    updatedAt: now,
  });
  return toWeather(row);
}
