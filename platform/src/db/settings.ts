import { eq } from 'drizzle-orm';
import type { Executor } from '@coach/server-kit/db/types';
import { platformSettings } from './schema';

/** The value of one row of `platform_settings` (the front version, the registry's revision…), if it has one. */
export async function readSetting(db: Executor, key: string): Promise<string | undefined> {
  const rows = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key));
  return rows[0]?.value;
}
