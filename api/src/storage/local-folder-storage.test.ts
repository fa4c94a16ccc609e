import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ImmutableFileError, InvalidKeyError } from './file-storage';
import { LocalFolderStorage } from './local-folder-storage';

describe('LocalFolderStorage', () => {
  let root: string;
  let storage: LocalFolderStorage;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-storage-'));
    storage = new LocalFolderStorage(root);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('puts, gets, lists and deletes files by key', async () => {
    await storage.put('remotes/mfe-home/1.0.0/remoteEntry.js', Buffer.from('entry'));
    await storage.put('remotes/mfe-home/1.0.0/static/js/1.abcdef12.js', Buffer.from('chunk'));
    await storage.put('remotes/mfe-team/1.0.0/remoteEntry.js', Buffer.from('other'));
    expect((await storage.get('remotes/mfe-home/1.0.0/remoteEntry.js'))?.toString()).toBe('entry');
    expect(await fs.readFile(path.join(root, 'remotes/mfe-home/1.0.0/static/js/1.abcdef12.js'), 'utf8')).toBe(
      'chunk',
    );
    expect(await storage.list('remotes/mfe-home/1.0.0/')).toEqual([
      'remotes/mfe-home/1.0.0/remoteEntry.js',
      'remotes/mfe-home/1.0.0/static/js/1.abcdef12.js',
    ]);
    expect(await storage.list('remotes/mfe-profile/')).toEqual([]);
    expect(await storage.get('remotes/mfe-home/9.9.9/remoteEntry.js')).toBeNull();

    await storage.delete('remotes/mfe-home/1.0.0/remoteEntry.js');
    await storage.delete('remotes/mfe-home/1.0.0/remoteEntry.js'); // deleting twice is fine
    expect(await storage.list('remotes/mfe-home/1.0.0/')).toEqual([
      'remotes/mfe-home/1.0.0/static/js/1.abcdef12.js',
    ]);
    await storage.deletePrefix('remotes/mfe-home/');
    expect(await storage.list('remotes/')).toEqual(['remotes/mfe-team/1.0.0/remoteEntry.js']);
  });

  it('put overwrites (staging); putImmutable never changes a file', async () => {
    await storage.put('staging/a.js', Buffer.from('one'));
    await storage.put('staging/a.js', Buffer.from('two'));
    expect((await storage.get('staging/a.js'))?.toString()).toBe('two');

    await expect(storage.putImmutable('remotes/x/1.0.0/a.js', Buffer.from('v1'))).resolves.toBe('created');
    await expect(storage.putImmutable('remotes/x/1.0.0/a.js', Buffer.from('v1'))).resolves.toBe('unchanged');
    await expect(storage.putImmutable('remotes/x/1.0.0/a.js', Buffer.from('v2'))).rejects.toBeInstanceOf(
      ImmutableFileError,
    );
    expect((await storage.get('remotes/x/1.0.0/a.js'))?.toString()).toBe('v1');
    // no temporary files are left behind, and none is ever listed
    expect(await fs.readdir(path.join(root, 'remotes/x/1.0.0'))).toEqual(['a.js']);
  });

  it('lets only one of concurrent immutable writes of different bytes win', async () => {
    const results = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((content) =>
        storage.putImmutable('remotes/x/1.0.0/race.js', Buffer.from(content)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
  });

  it('refuses keys that could leave the folder or hide files', async () => {
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
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidKeyError);
    }
    await expect(storage.list('remotes')).rejects.toBeInstanceOf(InvalidKeyError); // a prefix ends with /
    await fs.mkdir(path.join(root, 'remotes'), { recursive: true });
    await fs.writeFile(path.join(root, 'remotes', '.tmp-123'), 'partial');
    expect(await storage.list('remotes/')).toEqual([]);
  });

  it('names public URLs after the key (same origin by default, a CDN base when given)', () => {
    expect(storage.publicUrl('remotes/mfe-home/1.0.0/mf-manifest.json')).toBe(
      '/remotes/mfe-home/1.0.0/mf-manifest.json',
    );
    const cdn = new LocalFolderStorage(root, 'https://cdn.example.com');
    expect(cdn.publicUrl('remotes/mfe-home/1.0.0/mf-manifest.json')).toBe(
      'https://cdn.example.com/remotes/mfe-home/1.0.0/mf-manifest.json',
    );
  });
});
