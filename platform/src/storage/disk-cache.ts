import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LocalFile } from './file-storage';

/**
 * This instance's copies of files held by a shared storage, by content id (a sha256, an ETag):
 * the static server streams them from disk instead of asking the database or the bucket for the
 * bytes at every request. A content id names one content forever, so a copy never goes stale;
 * the shared storage still decides at each request which content a key names (a pruned key is
 * gone on every instance at once). Copies are written to a temporary name and moved into place.
 */
export class DiskCache {
  constructor(readonly dir: string) {}

  /** The copy keeps the key's extension: the static server picks the content type from it. */
  private fileFor(contentId: string, key: string): string {
    if (!/^[A-Za-z0-9_-]{8,128}$/.test(contentId)) throw new Error(`Unusable cache id "${contentId}"`);
    const extension = path.posix.extname(key);
    const suffix = /^\.[A-Za-z0-9]{1,16}$/.test(extension) ? extension : '';
    return path.join(this.dir, contentId.slice(0, 2), contentId + suffix);
  }

  /**
   * The cached copy of `contentId` (the content of `key`), fetched once with `fetch` when absent. `modifiedAt` becomes
   * the copy's mtime, so every instance gives it the same validator. Null when `fetch` finds nothing.
   */
  async file(
    contentId: string,
    key: string,
    modifiedAt: Date,
    fetch: () => Promise<Uint8Array | null>,
  ): Promise<LocalFile | null> {
    const file = this.fileFor(contentId, key);
    const cached = await fs.stat(file).catch(() => null);
    if (cached?.isFile()) return { absolutePath: file, size: cached.size, mtimeMs: cached.mtimeMs };
    const bytes = await fetch();
    if (!bytes) return null;
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.tmp-${randomBytes(6).toString('hex')}`;
    await fs.writeFile(temp, bytes);
    await fs.utimes(temp, modifiedAt, modifiedAt);
    await fs.rename(temp, file);
    const stat = await fs.stat(file);
    return { absolutePath: file, size: stat.size, mtimeMs: stat.mtimeMs };
  }
}
