import { ConfigError } from '@coach/server-kit/config';
import { loadPlatformConfig as loadConfig } from '../config';
import { PLATFORM_MIGRATIONS } from '../paths';
import { createTestDatabase } from '@coach/server-kit/testing/test-db';
import { LocalFolderStorage } from './local-folder-storage';
import { openFileStorage } from './open-file-storage';

const PG = 'postgres://coach@db.internal:5432/coach';

describe('where released files live (FILE_STORAGE)', () => {
  it.each([
    [{}, 'local'],
    [{ DATABASE_URL: PG }, 'postgres'],
    [{ DATABASE_URL: PG, FILE_STORAGE: 'postgres' }, 'postgres'],
    [{ S3_BUCKET: 'coach-releases' }, 's3'],
    [{ DATABASE_URL: PG, S3_BUCKET: 'coach-releases' }, 's3'],
    [{ DATABASE_URL: PG, FILE_STORAGE: 's3', S3_BUCKET: 'coach-releases' }, 's3'],
    [{ FILE_STORAGE: 'local' }, 'local'],
  ])('%j → %s', (env, kind) => {
    expect(loadConfig(env).fileStorage.kind).toBe(kind);
  });

  it.each([
    [
      { DATABASE_URL: PG, FILE_STORAGE: 'local' },
      /FILE_STORAGE=local cannot be used with DATABASE_URL.*FILE_STORAGE=postgres/,
    ],
    [{ FILE_STORAGE: 'postgres' }, /FILE_STORAGE=postgres needs DATABASE_URL/],
    [{ FILE_STORAGE: 's3' }, /FILE_STORAGE=s3 needs S3_BUCKET/],
    [
      { FILE_STORAGE: 'postgres', DATABASE_URL: PG, S3_BUCKET: 'b' },
      /S3_BUCKET is set but FILE_STORAGE=postgres/,
    ],
    [{ FILE_STORAGE: 'disk' }, /FILE_STORAGE must be local, postgres or s3/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ S3_BUCKET: 'b', S3_PREFIX: '../prod' }, /S3_PREFIX/],
    [{ S3_BUCKET: 'b', S3_CONDITIONAL_WRITES: 'maybe' }, /S3_CONDITIONAL_WRITES must be on or off/],
    [{ STORAGE_PUBLIC_URL: 'cdn.example.com' }, /STORAGE_PUBLIC_URL must be an http\(s\) URL/],
    [{ STORAGE_PUBLIC_URL: 'https://cdn.example.com/?v=1' }, /STORAGE_PUBLIC_URL/],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the S3 settings, with path-style addressing for another endpoint by default', () => {
    const config = loadConfig({
      S3_BUCKET: 'coach-releases',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_PREFIX: 'production',
      S3_REGION: 'eu-west-3',
      S3_CONDITIONAL_WRITES: 'off',
      STORAGE_PUBLIC_URL: 'https://cdn.example.com/',
    });
    expect(config.fileStorage).toEqual({
      kind: 's3',
      bucket: 'coach-releases',
      region: 'eu-west-3',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      keyPrefix: 'production/',
      conditionalWrites: false,
    });
    expect(config.storagePublicUrl).toBe('https://cdn.example.com');
    expect(loadConfig({ S3_BUCKET: 'b' }).fileStorage).toMatchObject({
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      keyPrefix: '',
      conditionalWrites: true,
    });
  });

  it('opens the storage the configuration names', async () => {
    const database = await createTestDatabase([PLATFORM_MIGRATIONS]);
    try {
      const open = (env: NodeJS.ProcessEnv) =>
        openFileStorage(loadConfig({ DATA_DIR: '/tmp/coach-x', ...env }), database.db);
      expect(open({})).toBeInstanceOf(LocalFolderStorage);
      // The shared ones keep serving what they served while unreachable (kept-files.ts).
      expect(open({ DATABASE_URL: PG }).description).toMatch(/^PostgreSQL \(shared/);
      const s3 = open({ S3_BUCKET: 'coach-releases', STORAGE_PUBLIC_URL: 'https://cdn.example.com' });
      expect(s3.description).toMatch(/^S3 bucket coach-releases/);
      expect(s3.publicUrl('remotes/mfe-home/1.0.0/mf-manifest.json')).toBe(
        'https://cdn.example.com/remotes/mfe-home/1.0.0/mf-manifest.json',
      );
    } finally {
      await database.close();
    }
  });
});
