/** How many releases' files a source keeps read: a few versions of each remote. */
const CACHED_RELEASES = 16;

/**
 * What a source read of each release's file, kept by `key` (the release and its file's size and
 * time, so a file written again is read again): the newest `CACHED_RELEASES`, the oldest dropped
 * first. A read that fails is reported to `onError`, answers null and is not kept.
 */
export function createReleaseCache<T>(onError: (error: unknown) => void) {
  const kept = new Map<string, Promise<T | null>>();
  return (key: string, read: () => Promise<T | null>): Promise<T | null> => {
    let value = kept.get(key);
    if (!value) {
      value = read().catch((error: unknown) => {
        onError(error);
        kept.delete(key);
        return null;
      });
      if (kept.size >= CACHED_RELEASES) kept.delete(kept.keys().next().value ?? '');
      kept.set(key, value);
    }
    return value;
  };
}
