import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { PlatformConfig } from '../config';
import type { Db } from '@coach/server-kit/db/types';
import { remoteCacheControl } from '../features/static/cache-policy';
import { contentTypeFor } from '../features/static/content-type';
import type { FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder-storage';
import { PostgresStorage } from './postgres-storage';
import { keepingServedFiles } from './kept-files';
import { S3Storage, type ObjectHeaders } from './s3-storage';

/** What a CDN must send with a released file: the static server's own policy (static/cache-policy.ts). */
function releasedFileHeaders(key: string): ObjectHeaders | undefined {
  if (!key.startsWith('remotes/')) return undefined;
  const inRelease = key.split('/').slice(3).join('/');
  return { contentType: contentTypeFor(key), cacheControl: remoteCacheControl(inRelease) };
}

/**
 * The file storage the configuration names (`FILE_STORAGE`, storage/storage-config.ts). A shared
 * one (the database, a bucket) keeps serving what this instance served while it is unreachable
 * (kept-files.ts); `onFallback` hears each time it does.
 */
export function openFileStorage(
  config: PlatformConfig,
  db: Db,
  onFallback?: (key: string, error: unknown) => void,
): FileStorage {
  const storage = openConfigured(config, db);
  return config.fileStorage.kind === 'local' ? storage : keepingServedFiles(storage, onFallback);
}

/** An unreachable bucket costs a request a few seconds at most, not the SDK's unbounded wait. */
const S3_TIMEOUTS = { connectionTimeout: 2000, requestTimeout: 5000, throwOnRequestTimeout: true } as const;

function openConfigured(config: PlatformConfig, db: Db): FileStorage {
  const settings = config.fileStorage;
  const cacheDir = path.join(config.dataDir, 'storage-cache');
  switch (settings.kind) {
    case 'local':
      return new LocalFolderStorage(path.dirname(config.remotesDir), config.storagePublicUrl);
    case 'postgres':
      return new PostgresStorage(db, cacheDir, config.storagePublicUrl);
    case 's3':
      return new S3Storage({
        // Credentials: the AWS SDK's usual chain (AWS_ACCESS_KEY_ID…, a profile, an instance role).
        client: new S3Client({
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          requestHandler: S3_TIMEOUTS,
          maxAttempts: 2,
        }),
        bucket: settings.bucket,
        keyPrefix: settings.keyPrefix,
        publicBaseUrl: config.storagePublicUrl,
        conditionalWrites: settings.conditionalWrites,
        cacheDir,
        headersFor: releasedFileHeaders,
      });
  }
}
