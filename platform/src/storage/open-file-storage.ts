import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { PlatformConfig } from '../config';
import type { Db } from '@coach/server-kit/db/types';
import { remoteCacheControl } from '../features/static/cache-policy';
import { contentTypeFor } from '../features/static/content-type';
import type { FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder-storage';
import { PostgresStorage } from './postgres-storage';
import { S3Storage, type ObjectHeaders } from './s3-storage';

/** What a CDN must send with a released file: the static server's own policy (static/cache-policy.ts). */
function releasedFileHeaders(key: string): ObjectHeaders | undefined {
  if (!key.startsWith('remotes/')) return undefined;
  const inRelease = key.split('/').slice(3).join('/');
  return { contentType: contentTypeFor(key), cacheControl: remoteCacheControl(inRelease) };
}

/** The file storage the configuration names (`FILE_STORAGE`, storage/storage-config.ts). */
export function openFileStorage(config: PlatformConfig, db: Db): FileStorage {
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
