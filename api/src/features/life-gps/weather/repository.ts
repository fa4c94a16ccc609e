import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { weatherEntries } from '../../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';

/** Interior weather entries; every query is scoped to its owner (`user_id`). */

export type WeatherRow = typeof weatherEntries.$inferSelect;

export function weatherSince(db: Executor, userId: string, firstDay: string, lastDay: string) {
  return db
    .select()
    .from(weatherEntries)
    .where(
      and(
        eq(weatherEntries.userId, userId),
        gte(weatherEntries.day, firstDay),
        sql`${weatherEntries.day} <= ${lastDay}::date`,
      ),
    )
    .orderBy(asc(weatherEntries.day));
}

/** One entry per person and day: a second one replaces the first. */
export async function upsertWeather(
  db: Executor,
  row: typeof weatherEntries.$inferInsert,
): Promise<WeatherRow> {
  const [saved] = await db
    .insert(weatherEntries)
    .values(row)
    .onConflictDoUpdate({
      target: [weatherEntries.userId, weatherEntries.day],
      set: { mood: row.mood, note: row.note, updatedAt: row.updatedAt },
    })
    .returning();
  return saved as WeatherRow;
}
