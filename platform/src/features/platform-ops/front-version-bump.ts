import { registryEvents } from '../../db/schema';
import type { Db, Executor } from '@coach/server-kit/db/types';

/**
 * Bumps the front version (every open shell then clears its caches once, SPEC §4) and records
 * who did it and why, in one transaction. `bump` is the front-version feature's own function
 * (wired by app.ts).
 */
export async function bumpFrontVersionRecorded(
  db: Db,
  bump: (executor: Executor) => Promise<string>,
  by: string,
  reason: string | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const version = await bump(tx);
    await tx.insert(registryEvents).values({ action: 'front-version', version, by, reason, details: {} });
    return version;
  });
}
