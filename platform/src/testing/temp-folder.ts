import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A new empty folder in the system's temporary one for each test of the block (or, with `'all'`,
 * one for the whole block), removed after it. The answer gives the folder of the running test.
 */
export function tempFolderFor(prefix: string, scope: 'each' | 'all' = 'each'): () => string {
  let folder: string | undefined;
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  });
  after(() => (folder ? fs.rm(folder, { recursive: true, force: true }) : undefined));
  return () => {
    if (!folder)
      throw new Error('The temporary folder is made before each test, not while tests are declared.');
    return folder;
  };
}
