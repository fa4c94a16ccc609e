import path from 'node:path';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { storageBlobs, storageFiles } from '../db/schema';
import type { Db } from '@coach/server-kit/db/types';
import { sha256Hex } from './content-hash';
import { DiskCache } from './disk-cache';
import type { FileStorage, LocalFile } from './file-storage';
import { ImmutableFileError, checkPrefix, keySegments, publicUrlOf } from './file-storage';

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const record = current as { code?: unknown; cause?: unknown };
    if (typeof record.code === 'string') return record.code;
    current = record.cause;
  }
  return undefined;
}

/** A blob deleted by a concurrent `delete` between our two inserts: retrying re-creates it. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Released files in the shared PostgreSQL database (docs/adr/0011): `storage_files` maps each key
 * to the sha256 of its content, `storage_blobs` holds each distinct content once. Every api
 * instance over the same database sees the same files. The static server reads a key's content id
 * from the database at each request (one primary-key lookup) and streams a copy cached on this
 * instance's disk (`<DATA_DIR>/storage-cache`), so the bytes cross the network once per instance.
 *
 * Immutability is decided by the database: the key's row is inserted only when absent
 * (`ON CONFLICT DO NOTHING`), so of two concurrent writers exactly one creates it.
 */
export class PostgresStorage implements FileStorage {
  readonly description: string;
  private readonly cache: DiskCache;

  /**
   * @param cacheDir this instance's cache folder (`<DATA_DIR>/storage-cache`)
   * @param publicBaseUrl prefix of public URLs ('' → paths on this origin, e.g. `/remotes/…`)
   */
  constructor(
    private readonly db: Db,
    cacheDir: string,
    private readonly publicBaseUrl = '',
  ) {
    this.cache = new DiskCache(path.resolve(cacheDir));
    this.description = `PostgreSQL (shared; cached in ${this.cache.dir})`;
  }

  /** Stores the bytes under their hash (once) and returns the hash. */
  private async saveBlob(bytes: Uint8Array): Promise<string> {
    const sha256 = sha256Hex(bytes);
    await this.db
      .insert(storageBlobs)
      .values({ sha256, size: bytes.byteLength, bytes })
      .onConflictDoNothing({ target: storageBlobs.sha256 });
    return sha256;
  }

  private async retryingOnDeletedBlob<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
      return write();
    }
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    keySegments(key);
    const previous = await this.shaOf(key);
    await this.retryingOnDeletedBlob(async () => {
      const sha256 = await this.saveBlob(bytes);
      await this.db
        .insert(storageFiles)
        .values({ key, sha256 })
        .onConflictDoUpdate({ target: storageFiles.key, set: { sha256, updatedAt: sql`now()` } });
    });
    if (previous && previous !== sha256Hex(bytes)) await this.deleteUnusedBlobs([previous]);
  }

  async putImmutable(key: string, bytes: Uint8Array): Promise<'created' | 'unchanged'> {
    keySegments(key);
    const wanted = sha256Hex(bytes);
    const existing = await this.shaOf(key);
    if (existing) {
      if (existing === wanted) return 'unchanged';
      throw new ImmutableFileError(key);
    }
    const inserted = await this.retryingOnDeletedBlob(async () => {
      const sha256 = await this.saveBlob(bytes);
      return this.db
        .insert(storageFiles)
        .values({ key, sha256 })
        .onConflictDoNothing({ target: storageFiles.key })
        .returning({ key: storageFiles.key });
    });
    if (inserted.length > 0) return 'created';
    // Another writer created the key between our read and our insert: its content decides.
    if ((await this.shaOf(key)) === wanted) return 'unchanged';
    throw new ImmutableFileError(key);
  }

  private async shaOf(key: string): Promise<string | null> {
    const rows = await this.db
      .select({ sha256: storageFiles.sha256 })
      .from(storageFiles)
      .where(eq(storageFiles.key, key));
    return rows[0]?.sha256 ?? null;
  }

  private async blob(sha256: string): Promise<Buffer | null> {
    const rows = await this.db
      .select({ bytes: storageBlobs.bytes })
      .from(storageBlobs)
      .where(eq(storageBlobs.sha256, sha256));
    const bytes = rows[0]?.bytes;
    return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
  }

  async get(key: string): Promise<Buffer | null> {
    keySegments(key);
    const sha256 = await this.shaOf(key);
    return sha256 ? this.blob(sha256) : null;
  }

  async list(prefix: string): Promise<string[]> {
    checkPrefix(prefix);
    const rows = await this.db
      .select({ key: storageFiles.key })
      .from(storageFiles)
      .where(sql`starts_with(${storageFiles.key}, ${prefix})`);
    // Code-unit order, as the local folder sorts (the database's collation may differ).
    return rows.map((row) => row.key).sort();
  }

  /** Deletes the blobs among `candidates` that no key names any more. */
  private async deleteUnusedBlobs(candidates: string[]): Promise<void> {
    for (const sha256 of new Set(candidates)) {
      try {
        await this.db.delete(storageBlobs).where(
          and(
            eq(storageBlobs.sha256, sha256),
            notExists(
              this.db
                .select({ one: sql`1` })
                .from(storageFiles)
                .where(eq(storageFiles.sha256, sha256)),
            ),
          ),
        );
      } catch (error) {
        // A concurrent write just named this content again: it stays.
        if (pgCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
      }
    }
  }

  async delete(key: string): Promise<void> {
    keySegments(key);
    const deleted = await this.db
      .delete(storageFiles)
      .where(eq(storageFiles.key, key))
      .returning({ sha256: storageFiles.sha256 });
    await this.deleteUnusedBlobs(deleted.map((row) => row.sha256));
  }

  async deletePrefix(prefix: string): Promise<void> {
    checkPrefix(prefix);
    const deleted = await this.db
      .delete(storageFiles)
      .where(sql`starts_with(${storageFiles.key}, ${prefix})`)
      .returning({ sha256: storageFiles.sha256 });
    await this.deleteUnusedBlobs(deleted.map((row) => row.sha256));
  }

  publicUrl(key: string): string {
    return publicUrlOf(this.publicBaseUrl, key);
  }

  async localFile(key: string): Promise<LocalFile | null> {
    keySegments(key);
    const rows = await this.db
      .select({ sha256: storageFiles.sha256, updatedAt: storageFiles.updatedAt })
      .from(storageFiles)
      .where(eq(storageFiles.key, key));
    const row = rows[0];
    if (!row) return null;
    return this.cache.file(row.sha256, key, row.updatedAt, () => this.blob(row.sha256));
  }
}
