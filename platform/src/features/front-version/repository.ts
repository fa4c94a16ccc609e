import { sql } from 'drizzle-orm';
import { platformSettings } from '../../db/schema';
import type { Executor } from '@coach/server-kit/db/types';
import { readSetting } from '../../db/settings';

export const FRONT_VERSION_KEY = 'front_version';
/** Seeded by the migration 0001_seed_platform_settings. */
export const DEFAULT_FRONT_VERSION = '1';

/** The value the shell compares with its stored `last_front_version` (SPEC §4). */
export async function getFrontVersion(db: Executor): Promise<string> {
  return (await readSetting(db, FRONT_VERSION_KEY)) ?? DEFAULT_FRONT_VERSION;
}

/**
 * Moves the front version forward (every open shell then clears its caches once) and returns
 * the new value: an integer version is incremented atomically; any other value set by an
 * operator is replaced by a UTC timestamp (YYYYMMDDHHMMSSmmm), itself an integer from then on.
 */
export async function bumpFrontVersion(db: Executor): Promise<string> {
  const next = sql`CASE WHEN ${platformSettings.value} ~ '^[0-9]{1,18}$'
    THEN (${platformSettings.value}::bigint + 1)::text
    ELSE to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSMS') END`;
  const rows = await db
    .insert(platformSettings)
    .values({ key: FRONT_VERSION_KEY, value: String(Number(DEFAULT_FRONT_VERSION) + 1) })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value: next, updatedAt: sql`now()` } })
    .returning({ value: platformSettings.value });
  const value = rows[0]?.value;
  if (value === undefined) throw new Error('bumpFrontVersion: no row returned');
  return value;
}

/** Sets an explicit front version (operator tooling). */
export async function setFrontVersion(db: Executor, value: string): Promise<void> {
  if (!/^[\w.+-]{1,64}$/.test(value)) throw new Error(`Invalid front version "${value}"`);
  await db
    .insert(platformSettings)
    .values({ key: FRONT_VERSION_KEY, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: sql`now()` } });
}
