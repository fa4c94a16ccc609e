import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { LocalFolderStorage } from '../../storage/local-folder-storage';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { RELEASE_FACTS, SHELL_PLATFORM, fakeBuild, writeShellBuild } from '../../testing/release-fixtures';
import { listEvents } from './events';
import { promoteRelease, rollbackRelease } from './release-moves';
import { pruneReleases } from './release-prune';
import { publishRelease, type ReleaseDeps } from './releases';
import { RegistryError, getLive, getRegistryDocument, getRelease, setLocked } from './repository';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('releases: publish, promote, rollback, lock, prune', () => {
  let ctx: TestContext;
  let deps: ReleaseDeps;
  const by = 'camille';

  const publish = (remote: string, version: string, entry = `var ${remote} = "${version}";`, extra = {}) =>
    publishRelease(deps, {
      remote,
      version,
      files: fakeBuild(remote, { entry, chunk: `chunk("${version}")`, ...extra }),
      gitCommit: 'abc1234',
      by,
    });
  const stored = (remote: string, version: string, file: string) =>
    fs.readFile(path.join(ctx.config.remotesDir, remote.replaceAll('_', '-'), version, file), 'utf8');
  const refusal = async (promise: Promise<unknown>): Promise<RegistryError> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof RegistryError) return error;
      throw error;
    }
    throw new Error('expected a refusal');
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    deps = {
      db: ctx.db,
      storage: new LocalFolderStorage(path.dirname(ctx.config.remotesDir)),
      shellDist: ctx.config.shellDist,
    };
    await writeShellBuild(ctx.config.shellDist, 'shell-1');
  });
  afterAll(() => ctx.close());

  describe('release', () => {
    it('stores every file immutably, computes the entry SRI itself, records who, when, the commit and the facts, and is not live', async () => {
      const outcome = await publish('mfe_trainings', '1.0.0');
      expect(outcome).toMatchObject({
        remote: 'mfe_trainings',
        dir: 'mfe-trainings',
        version: '1.0.0',
        created: true,
      });
      expect(outcome.release).toMatchObject({
        manifestUrl: '/remotes/mfe-trainings/1.0.0/mf-manifest.json',
        integrity: sri('var mfe_trainings = "1.0.0";'),
        gitCommit: 'abc1234',
        createdBy: by,
        contractVersion: '1.0.0',
        requires: RELEASE_FACTS.requires,
        treeShaken: RELEASE_FACTS.treeShaken,
        prunedAt: null,
      });
      expect(Object.keys(outcome.release.files ?? {}).sort()).toEqual([
        'coach-release.json',
        'mf-manifest.json',
        'remoteEntry.js',
        'static/js/42.0123abcd.js',
      ]);
      expect(await stored('mfe_trainings', '1.0.0', 'static/js/42.0123abcd.js')).toBe('chunk("1.0.0")');
      expect((await getRegistryDocument(ctx.db)).remotes.mfe_trainings).toBeUndefined();
      const [event] = await listEvents(ctx.db, 'mfe_trainings');
      expect(event).toMatchObject({
        action: 'release',
        version: '1.0.0',
        by,
        details: { gitCommit: 'abc1234', files: 4 },
      });
    });

    it('is a no-op with the same files and refuses other files under the same version', async () => {
      await expect(publish('mfe_trainings', '1.0.0')).resolves.toMatchObject({ created: false });
      const error = await refusal(publish('mfe_trainings', '1.0.0', 'var changed = 1;'));
      expect(error.code).toBe('release_conflict');
      expect(error.message).toBe(
        'mfe_trainings@1.0.0 is already released with different files (releases are immutable): release this build under a new version (pnpm platform version mfe-trainings patch --note "…").',
      );
      // same entry, one chunk changed: still refused (every file counts, not only the entry)
      const chunkOnly = await refusal(
        publishRelease(deps, {
          remote: 'mfe_trainings',
          version: '1.0.0',
          files: fakeBuild('mfe_trainings', { entry: 'var mfe_trainings = "1.0.0";', chunk: 'evil()' }),
          by,
        }),
      );
      expect(chunkOnly.code).toBe('release_conflict');
      expect(await stored('mfe_trainings', '1.0.0', 'remoteEntry.js')).toBe('var mfe_trainings = "1.0.0";');
      expect(await stored('mfe_trainings', '1.0.0', 'static/js/42.0123abcd.js')).toBe('chunk("1.0.0")');
    });

    it('refuses what the gate refuses, storing and recording nothing', async () => {
      const facts = { ...RELEASE_FACTS, requires: { ...RELEASE_FACTS.requires, zustand: '^6.0.0' } };
      const error = await refusal(publish('mfe_trainings', '1.1.0', undefined, { facts }));
      expect(error).toMatchObject({
        code: 'incompatible',
        fields: { zustand: [expect.stringContaining('needs ^6.0.0')] },
      });
      expect(error.message).toBe(
        'zustand: mfe_trainings@1.1.0 needs ^6.0.0, the live shell (build shell-1) provides 5.1.0.',
      );
      expect(await getRelease(ctx.db, 'mfe_trainings', '1.1.0')).toBeUndefined();
      await expect(stored('mfe_trainings', '1.1.0', 'remoteEntry.js')).rejects.toThrow(/ENOENT/);
    });

    it.each([
      ['a version that is not semver', { version: '1.0' }, /"1.0" is not a semantic version/],
      [
        'a build without mf-manifest.json',
        { drop: 'mf-manifest.json' },
        /the build has no mf-manifest.json \(is this a remote build\?\)/,
      ],
      [
        'a build without its platform facts',
        { drop: 'coach-release.json' },
        /the build has no coach-release.json \(it is written by the platform's webpack config/,
      ],
      [
        'a build missing the entry its manifest names',
        { drop: 'remoteEntry.js' },
        /the remote entry remoteEntry.js named by mf-manifest.json is not in the build/,
      ],
      [
        'the build of another remote',
        { manifestName: 'mfe_team' },
        /this build is mfe_team, not mfe_trainings/,
      ],
      [
        'a file path leaving the release',
        { add: '../escape.js' },
        /"..\/escape.js" is not an acceptable file path/,
      ],
    ])(
      'refuses %s',
      async (
        _what,
        options: { version?: string; drop?: string; manifestName?: string; add?: string },
        message,
      ) => {
        const files = fakeBuild('mfe_trainings', { manifestName: options.manifestName });
        if (options.drop) files.delete(options.drop);
        if (options.add) files.set(options.add, Buffer.from('x'));
        const error = await refusal(
          publishRelease(deps, { remote: 'mfe_trainings', version: options.version ?? '1.2.0', files, by }),
        );
        expect(error.code).toBe('invalid_release');
        expect(error.message).toMatch(message);
      },
    );
  });

  describe('promote and rollback', () => {
    beforeAll(async () => {
      for (const version of ['2.0.0', '2.1.0', '2.2.0']) await publish('mfe_team', version);
    });

    it('moves the pointer atomically, bumps the revision and records who, when and why', async () => {
      const before = (await getRegistryDocument(ctx.db)).revision;
      await expect(
        promoteRelease(deps, 'mfe-team', '2.0.0', { by: 'ana', reason: 'first' }),
      ).resolves.toMatchObject({
        version: '2.0.0',
        previousVersion: null,
        revision: before + 1,
        changed: true,
      });
      await promoteRelease(deps, 'mfe-team', '2.1.0', {
        by: 'ana',
        reason: 'new filters',
        expectedRevision: before + 1,
      });
      const doc = await getRegistryDocument(ctx.db);
      expect(doc.revision).toBe(before + 2);
      expect(doc.remotes.mfe_team).toMatchObject({
        version: '2.1.0',
        integrity: sri('var mfe_team = "2.1.0";'),
      });
      expect(await getLive(ctx.db, 'mfe_team')).toMatchObject({
        version: '2.1.0',
        previousVersion: '2.0.0',
        by: 'ana',
        reason: 'new filters',
      });
      const [latest] = await listEvents(ctx.db, 'mfe_team');
      expect(latest).toMatchObject({
        action: 'promote',
        version: '2.1.0',
        fromVersion: '2.0.0',
        revision: before + 2,
        by: 'ana',
        reason: 'new filters',
      });
      expect(latest?.at).toBeInstanceOf(Date);
    });

    it('refuses a stale expected revision without changing anything', async () => {
      const { revision } = await getRegistryDocument(ctx.db);
      const error = await refusal(
        promoteRelease(deps, 'mfe-team', '2.2.0', { by: 'bob', expectedRevision: revision - 1 }),
      );
      expect(error.code).toBe('stale_revision');
      expect((await getLive(ctx.db, 'mfe_team'))?.version).toBe('2.1.0');
      expect((await getRegistryDocument(ctx.db)).revision).toBe(revision);
    });

    it('lets exactly one of concurrent promotes at the same revision win', async () => {
      const { revision } = await getRegistryDocument(ctx.db);
      const results = await Promise.allSettled([
        promoteRelease(deps, 'mfe-team', '2.2.0', { by: 'ana', expectedRevision: revision }),
        promoteRelease(deps, 'mfe-team', '2.0.0', { by: 'bob', expectedRevision: revision }),
        promoteRelease(deps, 'mfe-team', '2.2.0', { by: 'eve', expectedRevision: revision }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost.map((r) => (r.reason as RegistryError).code)).toEqual(['stale_revision', 'stale_revision']);
      expect((await getRegistryDocument(ctx.db)).revision).toBe(revision + 1);
      const events = await listEvents(ctx.db, 'mfe_team', { limit: 10 });
      expect(events.filter((e) => e.revision === revision + 1)).toHaveLength(1);
    });

    it('rolls back to the previously live version by default, or to a named one', async () => {
      await promoteRelease(deps, 'mfe-team', '2.1.0', { by: 'ana' });
      await promoteRelease(deps, 'mfe-team', '2.2.0', { by: 'ana' });
      const back = await rollbackRelease(deps, 'mfe-team', { by: 'night-ops', reason: 'errors on /my_team' });
      expect(back).toMatchObject({ version: '2.1.0', previousVersion: '2.2.0', changed: true });
      const [event] = await listEvents(ctx.db, 'mfe_team');
      expect(event).toMatchObject({
        action: 'rollback',
        version: '2.1.0',
        fromVersion: '2.2.0',
        by: 'night-ops',
        reason: 'errors on /my_team',
      });
      await expect(
        rollbackRelease(deps, 'mfe-team', { by: 'ops', toVersion: '2.0.0' }),
      ).resolves.toMatchObject({ version: '2.0.0' });
      expect((await refusal(rollbackRelease(deps, 'mfe-team', { by: 'ops', toVersion: '9.9.9' }))).code).toBe(
        'unknown_release',
      );
      expect((await refusal(rollbackRelease(deps, 'mfe-profile', { by: 'ops' }))).code).toBe('not_live');
    });

    it('refuses promote and rollback while locked, until unlocked; records both', async () => {
      await setLocked(ctx.db, 'mfe-team', true, { by: 'ana', reason: 'incident 42' });
      for (const attempt of [
        promoteRelease(deps, 'mfe-team', '2.2.0', { by: 'bob' }),
        rollbackRelease(deps, 'mfe-team', { by: 'bob' }),
      ]) {
        const error = await refusal(attempt);
        expect(error.code).toBe('locked');
        expect(error.message).toBe('mfe_team is locked (incident 42): unlock it first.');
      }
      expect((await getLive(ctx.db, 'mfe_team'))?.version).toBe('2.0.0');
      await expect(setLocked(ctx.db, 'mfe-team', false, { by: 'ana' })).resolves.toMatchObject({
        locked: false,
        changed: true,
      });
      await expect(setLocked(ctx.db, 'mfe-team', false, { by: 'ana' })).resolves.toMatchObject({
        changed: false,
      });
      await expect(promoteRelease(deps, 'mfe-team', '2.2.0', { by: 'bob' })).resolves.toMatchObject({
        changed: true,
      });
      const actions = (await listEvents(ctx.db, 'mfe_team', { limit: 3 })).map((e) => `${e.action}:${e.by}`);
      expect(actions).toEqual(['promote:bob', 'unlock:ana', 'lock:ana']);
    });

    it('runs the gate again when going live: a release the live shell cannot run is refused', async () => {
      await writeShellBuild(ctx.config.shellDist, 'shell-2', {
        ...SHELL_PLATFORM,
        provides: { ...SHELL_PLATFORM.provides, react: '20.0.0' },
      });
      try {
        const error = await refusal(promoteRelease(deps, 'mfe-team', '2.1.0', { by: 'ana' }));
        expect(error.code).toBe('incompatible');
        expect(error.message).toBe(
          'react: mfe_team@2.1.0 needs ^19.3.1, the live shell (build shell-2) provides 20.0.0.',
        );
        await fs.rm(path.join(ctx.config.shellDist, 'builds', 'latest.json'));
        expect((await refusal(rollbackRelease(deps, 'mfe-team', { by: 'ana' }))).message).toMatch(
          /^Cannot check compatibility/,
        );
        expect((await getLive(ctx.db, 'mfe_team'))?.version).toBe('2.2.0');
      } finally {
        await writeShellBuild(ctx.config.shellDist, 'shell-1');
      }
    });
  });

  describe('prune', () => {
    beforeAll(async () => {
      for (const version of ['3.0.0', '3.1.0', '3.2.0', '3.3.0', '3.4.0'])
        await publish('mfe_profile', version);
      await promoteRelease(deps, 'mfe_profile', '3.1.0', { by: 'ana' });
      await promoteRelease(deps, 'mfe_profile', '3.2.0', { by: 'ana' }); // live 3.2.0, previous 3.1.0
    });

    it('keeps the N newest plus the live and previous releases, deletes the others files, keeps their rows', async () => {
      const result = await pruneReleases(deps, 'mfe-profile', 1, { by: 'ana' });
      expect(result).toEqual({
        remote: 'mfe_profile',
        kept: ['3.4.0', '3.2.0', '3.1.0'],
        pruned: ['3.3.0', '3.0.0'],
      });
      await expect(stored('mfe_profile', '3.0.0', 'remoteEntry.js')).rejects.toThrow(/ENOENT/);
      await expect(stored('mfe_profile', '3.3.0', 'remoteEntry.js')).rejects.toThrow(/ENOENT/);
      for (const version of result.kept)
        await expect(stored('mfe_profile', version, 'remoteEntry.js')).resolves.toContain(version);
      expect((await getRelease(ctx.db, 'mfe_profile', '3.0.0'))?.prunedAt).toBeInstanceOf(Date);
      const [event] = await listEvents(ctx.db, 'mfe_profile');
      expect(event).toMatchObject({
        action: 'prune',
        by: 'ana',
        details: { keep: 1, pruned: ['3.3.0', '3.0.0'] },
      });
    });

    it('never removes the live or the previous release, even with keep 0', async () => {
      const result = await pruneReleases(deps, 'mfe-profile', 0, { by: 'ana' });
      expect(result).toEqual({ remote: 'mfe_profile', kept: ['3.2.0', '3.1.0'], pruned: ['3.4.0'] });
      expect((await getRegistryDocument(ctx.db)).remotes.mfe_profile?.version).toBe('3.2.0');
      await expect(stored('mfe_profile', '3.2.0', 'remoteEntry.js')).resolves.toContain('3.2.0');
      await expect(stored('mfe_profile', '3.1.0', 'remoteEntry.js')).resolves.toContain('3.1.0');
      await expect(pruneReleases(deps, 'mfe-profile', 0, { by: 'ana' })).resolves.toMatchObject({
        pruned: [],
      });
    });

    it('a pruned release can neither go live again nor be released again', async () => {
      expect((await refusal(promoteRelease(deps, 'mfe-profile', '3.3.0', { by: 'ana' }))).code).toBe(
        'pruned',
      );
      expect(
        (await refusal(rollbackRelease(deps, 'mfe-profile', { by: 'ana', toVersion: '3.0.0' }))).code,
      ).toBe('pruned');
      expect((await refusal(publish('mfe_profile', '3.3.0'))).code).toBe('pruned');
    });

    it('is never done by release, promote or rollback', async () => {
      for (const version of ['4.0.0', '4.1.0']) await publish('mfe_home', version);
      await promoteRelease(deps, 'mfe_home', '4.0.0', { by: 'ana' });
      await promoteRelease(deps, 'mfe_home', '4.1.0', { by: 'ana' });
      await rollbackRelease(deps, 'mfe_home', { by: 'ana' });
      for (const version of ['4.0.0', '4.1.0']) {
        await expect(stored('mfe_home', version, 'remoteEntry.js')).resolves.toContain(version);
        expect((await getRelease(ctx.db, 'mfe_home', version))?.prunedAt).toBeNull();
      }
    });
  });
});
