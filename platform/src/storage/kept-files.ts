import fs from 'node:fs/promises';
import type { FileStorage, LocalFile } from './file-storage';

/** More keys than every live and recent release holds together: a bound, not a working size. */
const MAX_KEPT = 20_000;

/**
 * The platform keeps what it served: a shared storage (the database, an S3 bucket) names a key's
 * current content at each request, and this instance streams its own copy on disk. While that
 * storage cannot be reached, the copy last served for the key is served again — released files
 * never change (file-storage.ts), so pages and remotes already released stay up; only a file
 * this instance never served fails. When the storage answers, it decides again (a pruned key is
 * gone at once). Everything else goes to the storage as it is.
 */
export function keepingServedFiles(
  storage: FileStorage,
  onFallback: (key: string, error: unknown) => void = () => undefined,
): FileStorage {
  const served = new Map<string, LocalFile>();
  const remember = (key: string, file: LocalFile) => {
    served.delete(key); // most recent last: the first entries are the ones dropped
    served.set(key, file);
    if (served.size > MAX_KEPT) served.delete(served.keys().next().value as string);
  };
  const kept = async (key: string): Promise<LocalFile | null> => {
    const file = served.get(key);
    if (!file) return null;
    const stat = await fs.stat(file.absolutePath).catch(() => null);
    return stat?.isFile() ? file : null;
  };
  const localFile = async (key: string): Promise<LocalFile | null> => {
    let file: LocalFile | null;
    try {
      file = await storage.localFile(key);
    } catch (error) {
      const fallback = await kept(key);
      if (!fallback) throw error;
      onFallback(key, error);
      return fallback;
    }
    if (file) remember(key, file);
    else served.delete(key);
    return file;
  };
  return {
    description: storage.description,
    put: (key, bytes) => storage.put(key, bytes),
    putImmutable: (key, bytes) => storage.putImmutable(key, bytes),
    get: (key) => storage.get(key),
    list: (prefix) => storage.list(prefix),
    delete: (key) => storage.delete(key),
    deletePrefix: (prefix) => storage.deletePrefix(prefix),
    publicUrl: (key) => storage.publicUrl(key),
    localFile,
  };
}
