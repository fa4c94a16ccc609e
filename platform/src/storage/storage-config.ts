import { ConfigError } from '@coach/server-kit/config-error';
import { InvalidKeyError, checkPrefix } from './file-storage';

/**
 * Where released files live (`FILE_STORAGE`, docs/operating.md "Running several instances",
 * docs/adr/0011-shared-release-storage.md):
 * - `local`: `<DATA_DIR>/storage`, one machine (the default without `DATABASE_URL`);
 * - `postgres`: the shared database, cached on each instance's disk (the default with `DATABASE_URL`);
 * - `s3`: an S3-compatible bucket (the default when `S3_BUCKET` is set).
 */
export type FileStorageConfig =
  | { kind: 'local' }
  | { kind: 'postgres' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Another S3-compatible service (MinIO, R2, …); undefined for AWS. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Prepended to every key (`production/`), '' for none. */
      keyPrefix: string;
      conditionalWrites: boolean;
    };

export interface StorageSettings {
  fileStorage: FileStorageConfig;
  /** `STORAGE_PUBLIC_URL`: the CDN's base for released files; '' → served by the platform at `/remotes/…`. */
  storagePublicUrl: string;
}

const KINDS = ['local', 'postgres', 's3'] as const;

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (!value) return fallback;
  if (['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new ConfigError(`${name} must be on or off, got "${value}"`);
}

function parseHttpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username)
    throw new ConfigError(
      `${name} must be an http(s) URL without query, fragment or credentials, got "${value}"`,
    );
  return url.toString().replace(/\/+$/, '');
}

/** Reads the storage settings; refuses any combination that would split the files from the registry. */
export function parseStorageSettings(env: NodeJS.ProcessEnv): StorageSettings {
  const requested = env.FILE_STORAGE || undefined;
  if (requested && !(KINDS as readonly string[]).includes(requested))
    throw new ConfigError(`FILE_STORAGE must be local, postgres or s3, got "${requested}"`);
  const databaseUrl = env.DATABASE_URL || undefined;
  const bucket = env.S3_BUCKET || undefined;
  const kind = requested ?? (bucket ? 's3' : databaseUrl ? 'postgres' : 'local');
  const storagePublicUrl = env.STORAGE_PUBLIC_URL
    ? parseHttpUrl('STORAGE_PUBLIC_URL', env.STORAGE_PUBLIC_URL)
    : '';

  if (kind !== 's3' && bucket)
    throw new ConfigError(
      `S3_BUCKET is set but FILE_STORAGE=${kind}: unset one of them (FILE_STORAGE=s3 uses the bucket).`,
    );
  if (kind === 'local' && databaseUrl) {
    // Other instances over the same database would find releases whose files only this disk holds.
    throw new ConfigError(
      'FILE_STORAGE=local cannot be used with DATABASE_URL: every instance over the database must see the released files. Use FILE_STORAGE=postgres (the default with DATABASE_URL) or FILE_STORAGE=s3 with S3_BUCKET.',
    );
  }
  if (kind === 'postgres') {
    if (!databaseUrl)
      throw new ConfigError(
        'FILE_STORAGE=postgres needs DATABASE_URL (without it the embedded database is one machine: leave FILE_STORAGE unset for the local folder).',
      );
    return { fileStorage: { kind }, storagePublicUrl };
  }
  if (kind === 'local') return { fileStorage: { kind }, storagePublicUrl };

  if (!bucket)
    throw new ConfigError('FILE_STORAGE=s3 needs S3_BUCKET, the name of the bucket holding the releases.');
  const endpoint = env.S3_ENDPOINT ? parseHttpUrl('S3_ENDPOINT', env.S3_ENDPOINT) : undefined;
  let keyPrefix = env.S3_PREFIX ?? '';
  if (keyPrefix) {
    if (!keyPrefix.endsWith('/')) keyPrefix += '/';
    try {
      checkPrefix(keyPrefix);
    } catch (error) {
      if (error instanceof InvalidKeyError)
        throw new ConfigError(
          `S3_PREFIX must be folder names of letters, digits and ._+- separated by /, got "${env.S3_PREFIX}"`,
        );
      throw error;
    }
  }
  return {
    fileStorage: {
      kind: 's3',
      bucket,
      region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
      endpoint,
      forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
      keyPrefix,
      conditionalWrites: parseBoolean('S3_CONDITIONAL_WRITES', env.S3_CONDITIONAL_WRITES, true),
    },
    storagePublicUrl,
  };
}
