import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '@coach/server-kit/db/types';
import { platformSettings } from '../../db/schema';
import { readSetting } from '../../db/settings';

/**
 * The registry's revision: one number in `platform_settings`, locked by every change of the registry
 * and moved by each one (promote, rollback, a lock, a redirect rule, a canary, a preview grant), so
 * that every instance and every open page knows the registry changed (registry-stamp.ts).
 */
export const REGISTRY_REVISION_KEY = 'registry_revision';

export async function getRegistryRevision(db: Executor): Promise<number> {
  return parseRevision(await readSetting(db, REGISTRY_REVISION_KEY));
}

function parseRevision(value: string | undefined): number {
  const revision = Number(value ?? '0');
  if (!Number.isSafeInteger(revision) || revision < 0)
    throw new Error(`Corrupt registry revision "${value}"`);
  return revision;
}

/** Locks the revision row for the rest of the transaction and returns its value. */
export async function lockRevision(tx: Tx): Promise<number> {
  await tx.insert(platformSettings).values({ key: REGISTRY_REVISION_KEY, value: '0' }).onConflictDoNothing();
  const rows = await tx
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, REGISTRY_REVISION_KEY))
    .for('update');
  return parseRevision(rows[0]?.value);
}

export async function bumpRevision(tx: Tx, current: number): Promise<number> {
  const next = current + 1;
  await tx
    .update(platformSettings)
    .set({ value: String(next), updatedAt: sql`now()` })
    .where(eq(platformSettings.key, REGISTRY_REVISION_KEY));
  return next;
}
