import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalFolderStorage } from './local-folder-storage';
import { describeStorageContract } from './storage-contract';

describeStorageContract('LocalFolderStorage', {
  atomicCreate: true,
  async create(publicBaseUrl) {
    roots.push(await fs.mkdtemp(path.join(os.tmpdir(), 'coach-storage-')));
    return new LocalFolderStorage(roots[roots.length - 1]!, publicBaseUrl);
  },
  async cleanup() {
    await Promise.all(roots.splice(0).map((root) => fs.rm(root, { recursive: true, force: true })));
  },
});
const roots: string[] = [];

describe('LocalFolderStorage on disk', () => {
  let root: string;
  let storage: LocalFolderStorage;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-storage-'));
    storage = new LocalFolderStorage(root);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('keeps each key as a file at its relative path, with no temporary file left behind', async () => {
    await storage.put('remotes/mfe-home/1.0.0/static/js/1.abcdef12.js', Buffer.from('chunk'));
    expect(await fs.readFile(path.join(root, 'remotes/mfe-home/1.0.0/static/js/1.abcdef12.js'), 'utf8')).toBe(
      'chunk',
    );
    await storage.putImmutable('remotes/x/1.0.0/a.js', Buffer.from('v1'));
    await storage.putImmutable('remotes/x/1.0.0/a.js', Buffer.from('v1'));
    await expect(storage.putImmutable('remotes/x/1.0.0/a.js', Buffer.from('v2'))).rejects.toThrow();
    expect(await fs.readdir(path.join(root, 'remotes/x/1.0.0'))).toEqual(['a.js']);
  });

  it('never lists nor serves hidden files (partial writes) nor files outside the folder', async () => {
    await fs.mkdir(path.join(root, 'remotes'), { recursive: true });
    await fs.writeFile(path.join(root, 'remotes', '.tmp-123'), 'partial');
    expect(await storage.list('remotes/')).toEqual([]);
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'coach-outside-'));
    await fs.writeFile(path.join(outside, 'secret.txt'), 'secret');
    await fs.symlink(path.join(outside, 'secret.txt'), path.join(root, 'remotes', 'link.txt'));
    expect(await storage.localFile('remotes/link.txt')).toBeNull();
    await fs.rm(outside, { recursive: true, force: true });
  });
});
