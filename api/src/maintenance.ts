import type { Logger } from 'pino';
import type { Clock } from '@coach/server-kit/clock';
import type { Db } from '@coach/server-kit/db/types';
import type { AuthPolicy } from './session/policy';
import { pruneSessions } from './session/sessions';
import { pruneBuckets } from './throttle/throttle';

/** Deletes dead sessions and old throttle buckets. Safe to run from several instances. */
export async function runMaintenance(
  db: Db,
  clock: Clock,
  policy: AuthPolicy,
): Promise<{ sessions: number; buckets: number }> {
  const now = clock.now();
  const sessions = await pruneSessions(db, now, policy);
  const buckets = await pruneBuckets(db, new Date(now.getTime() - 48 * 3600_000));
  return { sessions, buckets };
}

/** Runs the maintenance every `everyMs` (unref'd: never keeps the process alive). */
export function scheduleMaintenance(
  db: Db,
  clock: Clock,
  policy: AuthPolicy,
  logger: Logger,
  everyMs = 15 * 60_000,
): () => void {
  const timer = setInterval(() => {
    runMaintenance(db, clock, policy).then(
      (result) => logger.debug(result, 'maintenance done'),
      (error: unknown) => logger.error({ err: error }, 'maintenance failed'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
