import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { LocalFolderStorage } from '../../storage/local-folder-storage';
import { publishLocal } from './publish-local';
import { getRegistryDocument, getRelease, promote } from './repository';
import { SHELL_PLATFORM, writeShellBuild } from '../../testing/release-fixtures';

const FACTS = { contractVersion: '1.0.0', requires: { react: '^19.3.1', zustand: '^5.1.0' }, treeShaken: {} };

const MANIFEST = {
  id: 'mfe_home',
  name: 'mfe_home',
  metaData: { name: 'mfe_home', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [
    { id: 'mfe_home:react', name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { id: 'mfe_home:zustand', name: 'zustand', version: '5.1.0', requiredVersion: '^5.1.0', singleton: true },
  ],
  remotes: [],
  exposes: [{ id: 'mfe_home:routes', name: 'routes', path: './routes' }],
};

describe('publishLocal', () => {
  let ctx: TestContext;
  let pkg: string;

  async function build(
    version: string,
    entry = 'var mfe_home = 1;',
    chunk = 'chunk(1);',
    facts: object = FACTS,
  ) {
    await fs.rm(path.join(pkg, 'dist'), { recursive: true, force: true });
    await fs.mkdir(path.join(pkg, 'dist', 'static', 'js'), { recursive: true });
    await fs.writeFile(
      path.join(pkg, 'package.json'),
      JSON.stringify({ name: '@coach/mfe-home', version, coach: { contractVersion: '1' } }),
    );
    await fs.writeFile(path.join(pkg, 'dist', 'mf-manifest.json'), JSON.stringify(MANIFEST));
    await fs.writeFile(path.join(pkg, 'dist', 'remoteEntry.js'), entry);
    await fs.writeFile(path.join(pkg, 'dist', 'static', 'js', '42.0123abcd.js'), chunk);
    await fs.writeFile(path.join(pkg, 'dist', 'coach-release.json'), JSON.stringify(facts));
    await fs.writeFile(path.join(pkg, 'dist', '.build-stamp'), 'not part of the release');
  }
  const publish = (ifNoneLive = false) =>
    publishLocal({
      db: ctx.db,
      packageDir: pkg,
      storage: new LocalFolderStorage(path.dirname(ctx.config.remotesDir)),
      shellDist: ctx.config.shellDist,
      createdBy: 'jest',
      ifNoneLive,
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    pkg = path.join(ctx.dataDir, 'workspace', 'mfe-home');
    await writeShellBuild(ctx.config.shellDist, 'shell-build-1', SHELL_PLATFORM);
  });
  afterAll(() => ctx.close());

  it('copies dist/, records the release with its SRI and promotes it when nothing is live', async () => {
    await build('1.0.0');
    const result = await publish(true);
    expect(result).toMatchObject({ remote: 'mfe_home', version: '1.0.0', action: 'released-and-promoted' });
    expect(result.message).toBe('mfe-home: 1.0.0 released and live');

    const target = path.join(ctx.config.remotesDir, 'mfe-home', '1.0.0');
    expect(await fs.readFile(path.join(target, 'static', 'js', '42.0123abcd.js'), 'utf8')).toBe('chunk(1);');
    const expectedSri = `sha384-${createHash('sha384').update('var mfe_home = 1;').digest('base64')}`;
    expect(await getRegistryDocument(ctx.db)).toEqual({
      revision: 1,
      redirects: [],
      remotes: {
        mfe_home: {
          version: '1.0.0',
          manifest: '/remotes/mfe-home/1.0.0/mf-manifest.json',
          integrity: expectedSri,
          manifestIntegrity: expect.stringMatching(/^sha256-[A-Za-z0-9+/]{43}=$/),
        },
      },
    });
    const release = await getRelease(ctx.db, 'mfe_home', '1.0.0');
    expect(release?.contractVersion).toBe('1.0.0');
    expect(release?.requires).toEqual({ react: '^19.3.1', zustand: '^5.1.0' });
    expect(Object.keys(release?.files ?? {}).sort()).toEqual([
      'coach-release.json',
      'mf-manifest.json',
      'remoteEntry.js',
      'static/js/42.0123abcd.js',
    ]);
    expect(release?.sharedDeps).toEqual([
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: 'zustand', version: '5.1.0', requiredVersion: '^5.1.0', singleton: true },
    ]);

    const served = await ctx.app.request('/remotes/mfe-home/1.0.0/remoteEntry.js');
    expect(await served.text()).toBe('var mfe_home = 1;');
  });

  it('is idempotent: same version and files again is a no-op', async () => {
    await expect(publish(false)).resolves.toMatchObject({ action: 'unchanged' });
    await expect(publish(true)).resolves.toMatchObject({
      action: 'skipped-live',
      message: 'mfe-home: 1.0.0 is live, nothing to publish',
    });
    expect((await getRegistryDocument(ctx.db)).revision).toBe(1);
  });

  it('refuses different files under an already published version', async () => {
    await build('1.0.0', 'var mfe_home = 2;');
    await expect(publish(false)).rejects.toThrow(/mfe_home@1.0.0 is already released with different files/);
    const kept = await fs.readFile(
      path.join(ctx.config.remotesDir, 'mfe-home', '1.0.0', 'remoteEntry.js'),
      'utf8',
    );
    expect(kept).toBe('var mfe_home = 1;');
  });

  it('releases a new version without promoting it while another is live', async () => {
    await build('1.1.0', 'var mfe_home = 3;');
    await expect(publish(false)).resolves.toMatchObject({
      action: 'released',
      message: 'mfe-home: 1.1.0 released (live stays 1.0.0)',
    });
    expect((await getRegistryDocument(ctx.db)).remotes.mfe_home?.version).toBe('1.0.0');
    await promote(ctx.db, 'mfe-home', '1.1.0', { by: 'jest' });
    expect((await getRegistryDocument(ctx.db)).remotes.mfe_home?.version).toBe('1.1.0');
  });

  it('uses the entry file named by the manifest and fails clearly when it is missing', async () => {
    await build('2.0.0');
    const manifest = {
      ...MANIFEST,
      metaData: { remoteEntry: { name: 'remoteEntry.abcdef1234.js', path: '' } },
    };
    await fs.writeFile(path.join(pkg, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
    await expect(publish(false)).rejects.toThrow(
      'the remote entry remoteEntry.abcdef1234.js named by mf-manifest.json is not in the build',
    );
    await fs.writeFile(path.join(pkg, 'dist', 'remoteEntry.abcdef1234.js'), 'hashed entry');
    await publish(false);
    const release = await getRelease(ctx.db, 'mfe_home', '2.0.0');
    expect(release?.integrity).toBe(`sha384-${createHash('sha384').update('hashed entry').digest('base64')}`);
  });

  it('goes through the compatibility gate: a build the live shell cannot run is refused', async () => {
    await build('3.0.0', 'var mfe_home = 4;', 'chunk(4);', { ...FACTS, requires: { react: '^20.0.0' } });
    await expect(publish(false)).rejects.toThrow(
      'react: mfe_home@3.0.0 needs ^20.0.0, the live shell (build shell-build-1) provides 19.3.1.',
    );
    expect(await getRelease(ctx.db, 'mfe_home', '3.0.0')).toBeUndefined();
    await expect(fs.stat(path.join(ctx.config.remotesDir, 'mfe-home', '3.0.0'))).rejects.toThrow();
  });

  it('fails clearly when the remote is not built', async () => {
    await fs.rm(path.join(pkg, 'dist'), { recursive: true, force: true });
    await expect(publish(false)).rejects.toThrow(
      /no readable dist\/mf-manifest.json \(build the remote first\)/,
    );
  });
});
