import fs from 'node:fs/promises';
import { LocalFolderStorage } from './local-folder-storage';
import { keepingServedFiles } from './kept-files';
import { tempFolderFor } from '../testing/temp-folder';

/** A local folder that can be made unreachable, as a bucket or a database can. */
class SwitchableStorage extends LocalFolderStorage {
  down = false;
  override localFile(key: string) {
    if (this.down)
      return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    return super.localFile(key);
  }
}

describe('keepingServedFiles', () => {
  const dir = tempFolderFor('coach-kept-');

  it('serves the copy it served while the storage is unreachable; an unserved file still fails', async () => {
    const storage = new SwitchableStorage(dir());
    const setDown = (down: boolean) => (storage.down = down);
    const fallbacks: string[] = [];
    const kept = keepingServedFiles(storage, (key) => fallbacks.push(key));
    await kept.putImmutable('remotes/mfe-home/1.0.0/remoteEntry.js', Buffer.from('entry'));
    await kept.putImmutable('remotes/mfe-home/1.0.0/other.js', Buffer.from('other'));
    const served = await kept.localFile('remotes/mfe-home/1.0.0/remoteEntry.js');
    expect(served).not.toBeNull();

    setDown(true);
    expect(await kept.localFile('remotes/mfe-home/1.0.0/remoteEntry.js')).toEqual(served);
    expect(fallbacks).toEqual(['remotes/mfe-home/1.0.0/remoteEntry.js']);
    await expect(kept.localFile('remotes/mfe-home/1.0.0/other.js')).rejects.toThrow('ECONNREFUSED');

    setDown(false);
    expect(await kept.localFile('remotes/mfe-home/1.0.0/other.js')).not.toBeNull();
  });

  it('forgets a key the storage no longer holds, and a copy gone from the disk', async () => {
    const storage = new SwitchableStorage(dir());
    const setDown = (down: boolean) => (storage.down = down);
    const kept = keepingServedFiles(storage);
    await kept.put('remotes/mfe-home/1.0.0/a.js', Buffer.from('a'));
    await kept.put('remotes/mfe-home/1.0.0/b.js', Buffer.from('b'));
    await kept.localFile('remotes/mfe-home/1.0.0/a.js');
    const b = await kept.localFile('remotes/mfe-home/1.0.0/b.js');
    await kept.delete('remotes/mfe-home/1.0.0/a.js');
    expect(await kept.localFile('remotes/mfe-home/1.0.0/a.js')).toBeNull();
    await fs.rm(b!.absolutePath);
    setDown(true);
    await expect(kept.localFile('remotes/mfe-home/1.0.0/a.js')).rejects.toThrow('ECONNREFUSED');
    await expect(kept.localFile('remotes/mfe-home/1.0.0/b.js')).rejects.toThrow('ECONNREFUSED');
  });
});
