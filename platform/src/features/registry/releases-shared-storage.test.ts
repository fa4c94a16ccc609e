import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createPlatform } from '../../app';
import type { FileStorage } from '../../storage/file-storage';
import { PostgresStorage } from '../../storage/postgres-storage';
import { S3Storage } from '../../storage/s3-storage';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { RELEASE_FACTS, fakeBuild, writeShellBuild } from '../../testing/release-fixtures';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import { promoteRelease, rollbackRelease } from './release-moves';
import { pruneReleases } from './release-prune';
import { publishRelease, type ReleaseDeps } from './releases';
import { RegistryError } from './repository';

/**
 * Release, promote, rollback, prune, SRI and the compatibility gate on the shared storages
 * (docs/adr/0011): the same outcomes as on the local folder (releases.test.ts), files served by
 * the platform from the storage, and prune deleting them from it.
 */
const STORAGES: [string, (ctx: TestContext, s3: TestS3Server, cacheDir: string) => FileStorage][] = [
  ['PostgresStorage', (ctx, _s3, cacheDir) => new PostgresStorage(ctx.db, cacheDir)],
  [
    'S3Storage',
    (_ctx, s3, cacheDir) =>
      new S3Storage({ client: s3.client, bucket: s3.bucket, keyPrefix: 'releases/', cacheDir }),
  ],
];

describe.each(STORAGES)('releases on %s', (_name, makeStorage) => {
  let ctx: TestContext;
  let s3: TestS3Server;
  let storage: FileStorage;
  let deps: ReleaseDeps;
  const by = 'camille';
  const remote = 'mfe_team';
  const publish = (version: string, entry = `var team = "${version}";`, facts?: object) =>
    publishRelease(deps, { remote, version, files: fakeBuild(remote, { entry, facts }), by });

  beforeAll(async () => {
    ctx = await createTestContext();
    s3 = await startTestS3Server({ conditionalWrites: true });
    storage = makeStorage(ctx, s3, await fs.mkdtemp(path.join(os.tmpdir(), 'coach-cache-')));
    deps = { db: ctx.db, storage, shellDist: ctx.config.shellDist };
    await writeShellBuild(ctx.config.shellDist, 'shell-1');
  });
  afterAll(async () => {
    await s3.close();
    await ctx.close();
  });

  it('releases, refuses other bytes under a version, gates, promotes, rolls back, serves and prunes', async () => {
    const first = await publish('1.0.0');
    expect(first.created).toBe(true);
    expect(first.release.integrity).toBe(
      `sha384-${createHash('sha384').update('var team = "1.0.0";').digest('base64')}`,
    );
    expect((await publish('1.0.0')).created).toBe(false);
    await expect(publish('1.0.0', 'var team = "other";')).rejects.toMatchObject({ code: 'release_conflict' });
    await expect(
      publish('1.0.9', undefined, {
        ...RELEASE_FACTS,
        requires: { ...RELEASE_FACTS.requires, zustand: '^6.0.0' },
      }),
    ).rejects.toBeInstanceOf(RegistryError);
    expect(await storage.list('remotes/mfe-team/1.0.9/')).toEqual([]); // the gate runs before any write
    await publish('1.1.0');
    await publish('1.2.0');

    await promoteRelease(deps, remote, '1.0.0', { by });
    await promoteRelease(deps, remote, '1.2.0', { by });
    expect((await rollbackRelease(deps, remote, { by })).version).toBe('1.0.0');

    // The platform serves the live files from the storage, with their cache policy.
    const app = createPlatform({ db: ctx.db, config: ctx.config, storage, cspCacheMs: 0 });
    const registry = (await (await app.request('/registry.json')).json()) as {
      remotes: Record<string, { manifest: string }>;
    };
    expect(registry.remotes[remote]?.manifest).toBe('/remotes/mfe-team/1.0.0/mf-manifest.json');
    const chunk = await app.request('/remotes/mfe-team/1.0.0/static/js/42.0123abcd.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(chunk.headers.get('content-type')).toMatch(/javascript/);
    expect(await chunk.text()).toBe('chunk(1);');
    expect((await app.request('/remotes/mfe-team/1.0.0/..%2F1.1.0/remoteEntry.js')).status).toBe(404);

    // keep 0: only the live (1.0.0) and the previous (1.2.0) stay; 1.1.0's files leave the storage.
    const pruned = await pruneReleases(deps, remote, 0, { by });
    expect(pruned.pruned).toEqual(['1.1.0']);
    expect(await storage.list('remotes/mfe-team/1.1.0/')).toEqual([]);
    expect((await app.request('/remotes/mfe-team/1.1.0/remoteEntry.js')).status).toBe(404);
    expect(await storage.list('remotes/mfe-team/1.0.0/')).toHaveLength(4);
    await expect(publish('1.1.0')).rejects.toMatchObject({ code: 'pruned' });
  });
});
