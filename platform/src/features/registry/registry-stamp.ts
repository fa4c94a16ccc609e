import type { Db } from '@coach/server-kit/db/types';
import { getRegistryRevision } from './repository';

/**
 * The registry's revision and the front version, as one string: what the signed-out pages and
 * the redirect rules are kept for (docs/adr/0014-signed-out-page-cache.md). Every change of the
 * registry document (promote, rollback, a redirect rule) moves the revision.
 */
export interface RegistryStamp {
  /** The stamp as the database gives it, read again at most every `checkMs`. */
  current(): Promise<string>;
  /** A change made through this process: the next `current()` reads the database. */
  invalidate(): void;
}

/**
 * Another instance or the operator CLI may change the registry behind this process's back: the
 * stamp is read again once `checkMs` has passed, so such a change shows within that window (one
 * query a window, whatever the traffic). A change made here invalidates it at once. A read that
 * started before an invalidation is never taken as fresh: it may predate the change.
 */
export function createRegistryStamp({
  db,
  frontVersion,
  checkMs,
  now = () => performance.now(),
}: {
  db: Db;
  /** The front version (`GET /api/debug/data_page/front-version`). */
  frontVersion: () => Promise<string>;
  checkMs: number;
  now?: () => number;
}): RegistryStamp {
  let known: { stamp: string; readAt: number } | null = null;
  let generation = 0;
  let pending: { generation: number; stamp: Promise<string> } | null = null;

  const read = async (): Promise<string> => {
    const [revision, version] = await Promise.all([getRegistryRevision(db), frontVersion()]);
    return `${revision}:${version}`;
  };

  return {
    current() {
      if (known && now() - known.readAt < checkMs) return Promise.resolve(known.stamp);
      if (pending?.generation === generation) return pending.stamp;
      const startedIn = generation;
      const startedAt = now();
      const stamp = read().then((value) => {
        if (startedIn === generation) known = { stamp: value, readAt: startedAt };
        return value;
      });
      const mine = { generation: startedIn, stamp };
      pending = mine;
      const settled = () => {
        if (pending === mine) pending = null;
      };
      stamp.then(settled, settled);
      return stamp;
    },
    invalidate() {
      generation += 1;
      known = null;
    },
  };
}

/**
 * `read`'s value, read again only when the stamp moves: for what follows the registry document
 * (the redirect rules a page load is checked against). A failed read is not kept.
 */
export function readOncePerStamp<T>(stamp: RegistryStamp, read: () => Promise<T>): () => Promise<T> {
  const byKey = readOncePerStampBy(stamp, read);
  return () => byKey('');
}

/**
 * `read(key)`'s value for each key, read again only when the stamp moves: what pages are composed
 * from that only a registry change moves (registry-reads.ts). Every value read under an older
 * stamp is dropped at once; a failed read is not kept.
 */
export function readOncePerStampBy<T>(
  stamp: RegistryStamp,
  read: (key: string) => Promise<T>,
): (key: string) => Promise<T> {
  let kept: { stamp: string; values: Map<string, Promise<T>> } = { stamp: '', values: new Map() };
  return async (key) => {
    const current = await stamp.current();
    if (kept.stamp !== current) kept = { stamp: current, values: new Map() };
    const { values } = kept;
    let value = values.get(key);
    if (!value) {
      const mine = read(key);
      value = mine;
      values.set(key, mine);
      mine.catch(() => {
        if (values.get(key) === mine) values.delete(key);
      });
    }
    return value;
  };
}
