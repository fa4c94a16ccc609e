import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LocalFolderStorage } from '../../storage/local-folder-storage';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { createFirstPaintSource } from './first-paint-source';
import { readRegistryEachTime } from './registry-reads';
import { INLINE_FRONT_VERSION_ID, INLINE_REGISTRY_ID } from './first-paint';
import { promote, recordRelease } from './repository';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', assets: { js: { sync: ['routes.0a1b2c3d4e.js'], async: [] } } }],
});

/** The preloads read the live release from the database and its manifest from storage. */
describe('createFirstPaintSource', () => {
  let ctx: TestContext;
  let manifestFile: string;
  let remoteFile: (key: string) => ReturnType<LocalFolderStorage['localFile']>;
  beforeAll(async () => {
    ctx = await createTestContext();
    const storage = new LocalFolderStorage(path.dirname(ctx.config.remotesDir));
    remoteFile = (key) => storage.localFile(key);
    manifestFile = path.join(ctx.config.remotesDir, 'mfe-home', '7.0.0', 'mf-manifest.json');
    await fs.mkdir(path.dirname(manifestFile), { recursive: true });
    await fs.writeFile(manifestFile, MANIFEST);
    await recordRelease(ctx.db, {
      remote: 'mfe_home',
      version: '7.0.0',
      manifestUrl: '/remotes/mfe-home/7.0.0/mf-manifest.json',
      integrity: `sha384-${'B'.repeat(64)}`,
      createdBy: 'test',
      files: {
        'mf-manifest.json': hex(MANIFEST),
        'remoteEntry.js': hex('entry'),
        'routes.0a1b2c3d4e.js': hex('routes'),
      },
    });
    await promote(ctx.db, 'mfe_home', '7.0.0', { by: 'test' });
  });
  afterAll(() => ctx.close());

  const registryOf = () =>
    readRegistryEachTime({ db: ctx.db, localFile: remoteFile, frontVersion: async () => '1' });
  const scriptsIn = (tags: string) => [...tags.matchAll(/as="script" href="([^"]+)"/g)].map((m) => m[1]);

  it('names the live release: the registry inline, its entry and routes preloaded', async () => {
    const tags = await createFirstPaintSource({ registry: registryOf() })('/home/login');
    expect(tags).toContain(`id="${INLINE_REGISTRY_ID}"`);
    expect(scriptsIn(tags)).toEqual([
      '/remotes/mfe-home/7.0.0/remoteEntry.js',
      '/remotes/mfe-home/7.0.0/routes.0a1b2c3d4e.js',
    ]);
  });

  it('a manifest tampered with after its release names no script to preload, even once read intact', async () => {
    const onError = jest.fn();
    const source = createFirstPaintSource({ registry: registryOf(), onError });
    expect(scriptsIn(await source('/home'))).toHaveLength(2);
    await fs.writeFile(manifestFile, MANIFEST.replace('routes.0a1b2c3d4e.js', 'evil.0a1b2c3d4e.js '));
    try {
      const tags = await source('/home');
      expect(scriptsIn(tags)).toEqual([]);
      expect(tags).toContain('/remotes/mfe-home/7.0.0/mf-manifest.json'); // the shell refuses it
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringMatching(/differs/) }),
      );
    } finally {
      await fs.writeFile(manifestFile, MANIFEST);
    }
  });

  it("preloads the shell's start before the remote's files and carries the front version", async () => {
    const tags = await createFirstPaintSource({
      registry: { ...registryOf(), frontVersion: async () => '3' },
      shellStartup: async () => ({ scripts: ['/84.a.js'], styles: ['/84.b.css'] }),
    })('/home/login');
    expect(scriptsIn(tags)).toEqual([
      '/84.a.js',
      '/remotes/mfe-home/7.0.0/remoteEntry.js',
      '/remotes/mfe-home/7.0.0/routes.0a1b2c3d4e.js',
    ]);
    expect(tags).toContain('<link rel="preload" as="style" href="/84.b.css">');
    expect(tags).toContain(
      `<script type="application/json" id="${INLINE_FRONT_VERSION_ID}">{"version":"3"}</script>`,
    );
  });

  it('a front version or shell start that cannot be read leaves only its part out', async () => {
    const onError = jest.fn();
    const tags = await createFirstPaintSource({
      registry: { ...registryOf(), frontVersion: () => Promise.reject(new Error('database')) },
      shellStartup: () => Promise.reject(new Error('disk')),
      onError,
    })('/home/login');
    expect(tags).toContain(`id="${INLINE_REGISTRY_ID}"`);
    expect(tags).not.toContain(INLINE_FRONT_VERSION_ID);
    expect(scriptsIn(tags)).toHaveLength(2);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
