import fs from 'node:fs/promises';
import path from 'node:path';
import { ImmutableFileError, InvalidKeyError, type FileStorage } from './file-storage';

/** One implementation under test: how to make a fresh, empty storage and how to throw it away. */
export interface StorageUnderTest {
  /** A fresh, empty storage; `publicBaseUrl` as the implementation's CDN setting ('' → same origin). */
  create(publicBaseUrl?: string): Promise<FileStorage>;
  /** Called after each test. */
  cleanup?(): Promise<void>;
  /**
   * Whether two concurrent immutable writes of one key are decided atomically by the backend. An
   * S3 server without conditional writes (s3rver) cannot: the storage falls back to a check
   * before the write, which leaves a race window (docs/adr/0011-shared-release-storage.md).
   */
  atomicCreate: boolean;
}

const bytes = (text: string) => Buffer.from(text);
const text = (buffer: Buffer | null) => buffer?.toString('utf8') ?? null;

/**
 * The storage contract (file-storage.ts): every implementation runs this same suite, so release,
 * promote, rollback and prune behave the same whichever storage holds the files.
 */
export function describeStorageContract(name: string, subject: StorageUnderTest): void {
  describe(`${name}: the FileStorage contract`, () => {
    let storage: FileStorage;
    const current = () => storage;
    beforeEach(async () => {
      storage = await subject.create();
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    writeCases(current, subject);
    listAndDeleteCases(current);
    localFileAndKeyCases(current, subject);
  });
}

type Current = () => FileStorage;

/** put, get, putImmutable (and its race, where the backend decides it atomically). */
function writeCases(storage: Current, subject: StorageUnderTest): void {
  it('puts and gets bytes by key, binary and empty files included; a missing key is null', async () => {
    const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await storage().put('remotes/mfe-home/1.0.0/remoteEntry.js', bytes('entry'));
    await storage().put('remotes/mfe-home/1.0.0/static/font.woff2', allBytes);
    await storage().put('remotes/mfe-home/1.0.0/empty.txt', new Uint8Array(0));
    expect(text(await storage().get('remotes/mfe-home/1.0.0/remoteEntry.js'))).toBe('entry');
    expect(Buffer.compare((await storage().get('remotes/mfe-home/1.0.0/static/font.woff2'))!, allBytes)).toBe(
      0,
    );
    expect((await storage().get('remotes/mfe-home/1.0.0/empty.txt'))?.length).toBe(0);
    expect(await storage().get('remotes/mfe-home/9.9.9/remoteEntry.js')).toBeNull();
    expect(await storage().get('remotes/mfe-home/1.0.0')).toBeNull(); // a "folder" is no file
  });

  it('put overwrites (staging)', async () => {
    await storage().put('staging/mfe-home/1.0.0/a.js', bytes('one'));
    await storage().put('staging/mfe-home/1.0.0/a.js', bytes('two'));
    expect(text(await storage().get('staging/mfe-home/1.0.0/a.js'))).toBe('two');
  });

  it('putImmutable creates once, accepts the same bytes again, refuses other bytes', async () => {
    const key = 'remotes/mfe-team/1.0.0/a.js';
    await expect(storage().putImmutable(key, bytes('v1'))).resolves.toBe('created');
    await expect(storage().putImmutable(key, bytes('v1'))).resolves.toBe('unchanged');
    const refusal = storage().putImmutable(key, bytes('v2'));
    await expect(refusal).rejects.toBeInstanceOf(ImmutableFileError);
    await expect(refusal).rejects.toMatchObject({ key });
    expect(text(await storage().get(key))).toBe('v1');
    // Same bytes under another key: its own file (content-addressed storages share the bytes).
    await expect(storage().putImmutable('remotes/mfe-team/1.0.1/a.js', bytes('v1'))).resolves.toBe('created');
    await storage().delete('remotes/mfe-team/1.0.1/a.js');
    expect(text(await storage().get(key))).toBe('v1');
  });

  (subject.atomicCreate ? it : it.skip)(
    'lets exactly one of concurrent immutable writes of different bytes win',
    async () => {
      const key = 'remotes/mfe-team/1.0.0/race.js';
      const results = await Promise.allSettled(
        ['a', 'b', 'c', 'd'].map((content) => storage().putImmutable(key, bytes(content))),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected).toHaveLength(3);
      for (const r of rejected) expect(r.reason).toBeInstanceOf(ImmutableFileError);
    },
  );
}

/** list and delete: sorted, across pages, nothing beside the prefix. */
function listAndDeleteCases(storage: Current): void {
  it('lists every key under a prefix, sorted, across pages', async () => {
    const keys = Array.from(
      { length: 23 },
      (_, i) => `remotes/mfe-home/1.0.0/static/js/${String(i).padStart(2, '0')}.js`,
    );
    for (const key of [...keys].reverse()) await storage().put(key, bytes(key));
    await storage().put('remotes/mfe-home/1.0.0/mf-manifest.json', bytes('{}'));
    expect(await storage().list('remotes/mfe-home/1.0.0/')).toEqual(
      ['remotes/mfe-home/1.0.0/mf-manifest.json', ...keys].sort(),
    );
    expect(await storage().list('remotes/mfe-home/1.0.0/static/js/')).toEqual(keys);
    expect(await storage().list('remotes/mfe-profile/')).toEqual([]);
  });

  // Kept under one listing page: s3rver walks its folders in another order than S3 sorts keys
  // and loses a key at a page boundary between `1.0.0-rc.1/` and `1.0.0/` (an emulator bug).
  it('lists nothing beside the prefix (a longer version, a longer remote name)', async () => {
    await storage().put('remotes/mfe-team/1.0.0/remoteEntry.js', bytes('release'));
    await storage().put('remotes/mfe-team/1.0.0-rc.1/remoteEntry.js', bytes('rc'));
    await storage().put('remotes/mfe-team-x/1.0.0/remoteEntry.js', bytes('sibling'));
    expect(await storage().list('remotes/mfe-team/1.0.0/')).toEqual([
      'remotes/mfe-team/1.0.0/remoteEntry.js',
    ]);
    expect(await storage().list('remotes/mfe-team/')).toEqual([
      'remotes/mfe-team/1.0.0-rc.1/remoteEntry.js',
      'remotes/mfe-team/1.0.0/remoteEntry.js',
    ]);
  });

  it('deletes one key (twice is fine) and every key under a prefix, and nothing beside it', async () => {
    await storage().put('remotes/mfe-home/1.0.0/remoteEntry.js', bytes('entry'));
    await storage().put('remotes/mfe-home/1.0.0/static/js/1.abcdef12.js', bytes('chunk'));
    await storage().put('remotes/mfe-home/1.0.0-rc.1/remoteEntry.js', bytes('rc'));
    await storage().put('remotes/mfe-team/1.0.0/remoteEntry.js', bytes('other'));

    await storage().delete('remotes/mfe-home/1.0.0/remoteEntry.js');
    await storage().delete('remotes/mfe-home/1.0.0/remoteEntry.js');
    expect(await storage().get('remotes/mfe-home/1.0.0/remoteEntry.js')).toBeNull();
    expect(await storage().list('remotes/mfe-home/1.0.0/')).toEqual([
      'remotes/mfe-home/1.0.0/static/js/1.abcdef12.js',
    ]);

    await storage().deletePrefix('remotes/mfe-home/1.0.0/');
    await storage().deletePrefix('remotes/mfe-home/1.0.0/');
    expect(await storage().list('remotes/')).toEqual([
      'remotes/mfe-home/1.0.0-rc.1/remoteEntry.js',
      'remotes/mfe-team/1.0.0/remoteEntry.js',
    ]);
    // A deleted immutable key can be written again (only prune deletes, and it forbids re-release).
    await expect(storage().putImmutable('remotes/mfe-home/1.0.0/remoteEntry.js', bytes('new'))).resolves.toBe(
      'created',
    );
  });
}

/** The static server's local file, the refusal of unsafe keys and the public URLs. */
function localFileAndKeyCases(storage: Current, subject: StorageUnderTest): void {
  it('hands the static server a local file with the current bytes, or null', async () => {
    await storage().putImmutable('remotes/mfe-home/1.0.0/remoteEntry.js', bytes('entry bytes'));
    const file = await storage().localFile('remotes/mfe-home/1.0.0/remoteEntry.js');
    expect(file).not.toBeNull();
    expect(await fs.readFile(file!.absolutePath, 'utf8')).toBe('entry bytes');
    expect(file!.size).toBe(11);
    // The static server names the content type after the file's extension.
    expect(path.extname(file!.absolutePath)).toBe('.js');
    expect(Number.isFinite(file!.mtimeMs)).toBe(true);
    expect(await storage().localFile('remotes/mfe-home/1.0.0/missing.js')).toBeNull();
    expect(await storage().localFile('remotes/mfe-home/1.0.0')).toBeNull();
    await storage().deletePrefix('remotes/mfe-home/');
    expect(await storage().localFile('remotes/mfe-home/1.0.0/remoteEntry.js')).toBeNull();
  });

  it('refuses keys that could escape or hide files, for every operation', async () => {
    for (const key of [
      '../escape.js',
      'remotes/../../x',
      '/abs/path',
      'remotes//x',
      'remotes/.hidden',
      'a\\b',
      'a/b\0c',
      '',
    ]) {
      await expect(storage().put(key, bytes('x'))).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage().putImmutable(key, bytes('x'))).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage().get(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage().delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
    }
    await expect(storage().list('remotes')).rejects.toBeInstanceOf(InvalidKeyError); // a prefix ends with /
    await expect(storage().list('../')).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage().deletePrefix('remotes')).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage().deletePrefix('/')).rejects.toBeInstanceOf(InvalidKeyError);
    expect(() => storage().publicUrl('../x')).toThrow(InvalidKeyError);
  });

  it('names public URLs after the key: on this origin by default, under the CDN base when set', async () => {
    expect(storage().publicUrl('remotes/mfe-home/1.0.0/mf-manifest.json')).toBe(
      '/remotes/mfe-home/1.0.0/mf-manifest.json',
    );
    const cdn = await subject.create('https://cdn.example.com');
    expect(cdn.publicUrl('remotes/mfe-home/1.0.0/mf-manifest.json')).toBe(
      'https://cdn.example.com/remotes/mfe-home/1.0.0/mf-manifest.json',
    );
    expect(cdn.description).toEqual(expect.any(String));
  });
}
