import path from 'node:path';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { DiskCache } from './disk-cache';
import type { FileStorage, LocalFile } from './file-storage';
import { ImmutableFileError, checkPrefix, keySegments, publicUrlOf } from './file-storage';

/** What the bucket stores with an object so that a CDN serves it right (static/cache-policy.ts). */
export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
}

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Prepended to every key in the bucket (`S3_PREFIX`, e.g. `production/`); '' for none. */
  keyPrefix?: string;
  /** Prefix of public URLs (`STORAGE_PUBLIC_URL`, the CDN); '' → served by the platform at `/remotes/…`. */
  publicBaseUrl?: string;
  /**
   * Whether the server honours `If-None-Match: *` on PutObject (AWS S3 since 2024, MinIO, R2…).
   * When it does not (`S3_CONDITIONAL_WRITES=off`, e.g. s3rver), a HeadObject before each
   * immutable write stands in for it: sequential writes are still refused, but two concurrent
   * writers of one key could both succeed (docs/adr/0011-shared-release-storage.md).
   */
  conditionalWrites?: boolean;
  /** This instance's cache of the files it serves (`<DATA_DIR>/storage-cache`). */
  cacheDir: string;
  headersFor?: (key: string) => ObjectHeaders | undefined;
  /** ListObjectsV2 page size (S3's maximum, 1000, by default; tests use less to cross pages). */
  listPageSize?: number;
}

function statusOf(error: unknown): number | undefined {
  const metadata = (error as { $metadata?: { httpStatusCode?: unknown } } | null)?.$metadata;
  return typeof metadata?.httpStatusCode === 'number' ? metadata.httpStatusCode : undefined;
}

/** S3 answers 412 to a conditional write over an existing key, 409 while another one is in flight. */
const PRECONDITION_FAILED = 412;
const CONDITIONAL_CONFLICT = 409;

/**
 * Released files in an S3-compatible bucket, with the local folder's key layout (docs/adr/0011):
 * every api instance and the CDN see the same objects. Immutable files are written with
 * `If-None-Match: *`, so the bucket itself refuses a second write of a key; on that refusal the
 * stored bytes are compared: the same → `unchanged`, others → `ImmutableFileError`.
 */
export class S3Storage implements FileStorage {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly keyPrefix: string;
  private readonly publicBaseUrl: string;
  private readonly conditionalWrites: boolean;
  private readonly cache: DiskCache;
  private readonly headersFor: (key: string) => ObjectHeaders | undefined;
  private readonly listPageSize: number;

  constructor(options: S3StorageOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.keyPrefix = options.keyPrefix ?? '';
    if (this.keyPrefix) checkPrefix(this.keyPrefix);
    this.publicBaseUrl = options.publicBaseUrl ?? '';
    this.conditionalWrites = options.conditionalWrites ?? true;
    this.cache = new DiskCache(path.resolve(options.cacheDir));
    this.headersFor = options.headersFor ?? (() => undefined);
    this.listPageSize = options.listPageSize ?? 1000;
    this.description = `S3 bucket ${this.bucket}${this.keyPrefix ? ` under ${this.keyPrefix}` : ''}${
      this.conditionalWrites ? '' : ' (conditional writes off: checked before writing)'
    }`;
  }

  private objectKey(key: string): string {
    return this.keyPrefix + keySegments(key).join('/');
  }

  private putCommand(key: string, bytes: Uint8Array, ifAbsent: boolean): PutObjectCommand {
    const headers = this.headersFor(key);
    return new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      Body: bytes,
      ContentLength: bytes.byteLength,
      ...(headers ? { ContentType: headers.contentType, CacheControl: headers.cacheControl } : {}),
      ...(ifAbsent ? { IfNoneMatch: '*' } : {}),
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(this.putCommand(key, bytes, false));
  }

  async putImmutable(key: string, bytes: Uint8Array): Promise<'created' | 'unchanged'> {
    const given = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const decideAgainst = (stored: Buffer | null): 'unchanged' | null => {
      if (!stored) return null;
      if (Buffer.compare(stored, given) === 0) return 'unchanged';
      throw new ImmutableFileError(key);
    };
    if (!this.conditionalWrites) {
      const decided = decideAgainst(await this.get(key));
      if (decided) return decided;
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.client.send(this.putCommand(key, bytes, true));
        return 'created';
      } catch (error) {
        const status = statusOf(error);
        if (status !== PRECONDITION_FAILED && status !== CONDITIONAL_CONFLICT) throw error;
        const decided = decideAgainst(await this.get(key));
        if (decided) return decided;
        // 409: the concurrent write has not landed yet (or failed): try again, briefly.
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
      }
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    checkPrefix(prefix);
    const keys: string[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.keyPrefix + prefix,
          MaxKeys: this.listPageSize,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) keys.push(object.Key.slice(this.keyPrefix.length));
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return keys.sort();
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: this.objectKey(key) })), Quiet: true },
        }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(
          `S3 could not delete ${failed.length} object(s) under ${prefix}: ${failed[0]?.Key ?? ''} ${failed[0]?.Message ?? ''}`,
        );
      }
    }
  }

  publicUrl(key: string): string {
    return publicUrlOf(this.publicBaseUrl, key);
  }

  /** HeadObject names the current content (its ETag); the bytes come from the cache or one GetObject. */
  async localFile(key: string): Promise<LocalFile | null> {
    let head;
    try {
      head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
    const etag = (head.ETag ?? '').replace(/[^A-Za-z0-9-]/g, '');
    if (!etag) return null;
    return this.cache.file(`s3-${etag}`, key, head.LastModified ?? new Date(0), () => this.get(key));
  }
}
