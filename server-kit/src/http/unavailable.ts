import { isDatabaseUnavailable } from '../db/errors';

/** What a request could not reach: each is answered 503 with Retry-After, never 500. */
export type Unavailability = 'database' | 'storage' | 'storage-full';

/** The message (api namespace) and the wait a client is told, by what was unavailable. */
export const UNAVAILABLE_ANSWERS: Record<Unavailability, { message: string; retryAfterSeconds: number }> = {
  // A PostgreSQL restart takes a few seconds; the pool reconnects on the first request after it.
  database: { message: 'errors.databaseDown', retryAfterSeconds: 3 },
  storage: { message: 'errors.storageDown', retryAfterSeconds: 5 },
  // A full disk is an operator's job: no point in asking again every few seconds.
  'storage-full': { message: 'errors.storageFull', retryAfterSeconds: 30 },
};

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);

function* chain(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const record = current as Record<string, unknown>;
    yield record;
    current = record.cause;
  }
}

/**
 * Whether (and what) this error says a dependency was unreachable or full rather than a bug:
 * a full disk (ENOSPC, EDQUOT), the object storage (an AWS SDK error carries `$metadata`), the
 * database (db/errors.ts). Null for anything else.
 */
export function unavailability(error: unknown): Unavailability | null {
  const records = [...chain(error)];
  if (records.some((record) => typeof record.code === 'string' && DISK_FULL.has(record.code)))
    return 'storage-full';
  if (records.some((record) => '$metadata' in record)) return 'storage';
  return isDatabaseUnavailable(error) ? 'database' : null;
}
