import fs from 'node:fs/promises';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { readRegistryOncePerStamp } from './registry-reads';
import { createRegistryStamp } from './registry-stamp';
import { promote, recordRelease } from './repository';

/** The page's registry reads: none per page, one of each per stamp, a change seen within the stamp's check. */
describe('readRegistryOncePerStamp', () => {
  let ctx: TestContext;
  let now = 0;
  const release = (version: string) =>
    recordRelease(ctx.db, {
      remote: 'mfe_trainings',
      version,
      manifestUrl: `/remotes/mfe-trainings/${version}/mf-manifest.json`,
      integrity: `sha384-${'C'.repeat(64)}`,
      createdBy: 'test',
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    await release('1.0.0');
    await release('2.0.0');
    await promote(ctx.db, 'mfe_trainings', '1.0.0', { by: 'test' });
  });
  afterAll(() => ctx.close());

  it('gives what the registry held at its stamp until the stamp moves, and asks the storage once per key', async () => {
    const stamp = createRegistryStamp({
      db: ctx.db,
      frontVersion: async () => '1',
      checkMs: 1000,
      now: () => now,
    });
    const copy = path.join(ctx.config.remotesDir, 'copy.json');
    await fs.mkdir(ctx.config.remotesDir, { recursive: true });
    await fs.writeFile(copy, '{}');
    const localFile = jest.fn(async () => ({ absolutePath: copy, size: 2, mtimeMs: 0 }));
    const reads = readRegistryOncePerStamp(stamp, { db: ctx.db, localFile, frontVersion: async () => '1' });
    expect((await reads.live('mfe_trainings'))?.version).toBe('1.0.0');
    expect((await reads.document()).remotes.mfe_trainings?.version).toBe('1.0.0');
    await Promise.all([reads.file('a/b.json'), reads.file('a/b.json')]);
    expect(localFile).toHaveBeenCalledTimes(1);
    // The copy on disk is looked at each time: changed, its new size shows (its source reads it again).
    await fs.writeFile(copy, '{"a":1}');
    expect((await reads.file('a/b.json'))?.size).toBe(7);
    expect(localFile).toHaveBeenCalledTimes(1);

    // Another instance promotes: this one sees it once its stamp is read again.
    await promote(ctx.db, 'mfe_trainings', '2.0.0', { by: 'test' });
    expect((await reads.live('mfe_trainings'))?.version).toBe('1.0.0');
    now += 1000;
    expect((await reads.live('mfe_trainings'))?.version).toBe('2.0.0');
    expect((await reads.document()).remotes.mfe_trainings?.version).toBe('2.0.0');
    expect((await reads.release('mfe_trainings', '2.0.0'))?.version).toBe('2.0.0');
    await reads.file('a/b.json');
    expect(localFile).toHaveBeenCalledTimes(2);

    // A change made through this instance: at once.
    await promote(ctx.db, 'mfe_trainings', '1.0.0', { by: 'test' });
    stamp.invalidate();
    expect((await reads.live('mfe_trainings'))?.version).toBe('1.0.0');
  });
});
