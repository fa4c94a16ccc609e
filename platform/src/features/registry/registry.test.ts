import { useTestContext } from '../../testing/test-app';
import {
  RegistryError,
  getLive,
  getRegistryDocument,
  promote,
  recordRelease,
  rollback,
  setLocked,
  type ReleaseInput,
} from './repository';

const SRI = `sha384-${'A'.repeat(64)}`;

function release(remote: string, version: string, extra: Partial<ReleaseInput> = {}): ReleaseInput {
  const dir = remote.replaceAll('_', '-');
  return {
    remote,
    version,
    manifestUrl: `/remotes/${dir}/${version}/mf-manifest.json`,
    integrity: SRI,
    createdBy: 'test',
    ...extra,
  };
}

describe('remote registry', () => {
  const ctx = useTestContext();

  it('starts empty at revision 0', async () => {
    const res = await ctx.app.request('/registry.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revision: 0, remotes: {}, redirects: [] });
  });

  it('lists live remotes under their Module Federation names, with manifest URL and integrity', async () => {
    await recordRelease(ctx.db, release('mfe-home', '1.0.0'));
    await recordRelease(ctx.db, release('mfe_trainings', '2.1.0', { integrity: null }));
    await promote(ctx.db, 'mfe-home', '1.0.0', { by: 'test' });
    await promote(ctx.db, 'mfe_trainings', '2.1.0', { by: 'test' });
    const res = await ctx.app.request('/registry.json');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      revision: 2,
      redirects: [],
      remotes: {
        mfe_home: {
          version: '1.0.0',
          manifest: '/remotes/mfe-home/1.0.0/mf-manifest.json',
          integrity: SRI,
          manifestIntegrity: null, // recorded without its file list
        },
        mfe_trainings: {
          version: '2.1.0',
          manifest: '/remotes/mfe-trainings/2.1.0/mf-manifest.json',
          integrity: null,
          manifestIntegrity: null,
        },
      },
    });
  });

  it('serves a strong ETag and answers 304 while unchanged, 200 once changed', async () => {
    const first = await ctx.app.request('/registry.json');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await ctx.app.request('/registry.json', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    await recordRelease(ctx.db, release('mfe-home', '1.1.0'));
    await promote(ctx.db, 'mfe-home', '1.1.0', { by: 'test' });
    const changed = await ctx.app.request('/registry.json', { headers: { 'If-None-Match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answers HEAD without a body', async () => {
    const res = await ctx.app.request('/registry.json', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(await res.text()).toBe('');
  });

  it('refuses a promote with a stale expected revision, with a clear error', async () => {
    const { revision } = await getRegistryDocument(ctx.db);
    await expect(
      promote(ctx.db, 'mfe-home', '1.0.0', { by: 'test', expectedRevision: revision - 1 }),
    ).rejects.toThrow(
      new RegistryError(
        'stale_revision',
        `The registry is at revision ${revision}, not ${revision - 1}: it changed meanwhile. Read it again and retry.`,
      ),
    );
    expect((await getLive(ctx.db, 'mfe-home'))?.version).toBe('1.1.0');
  });

  it('lets exactly one of two concurrent promotes at the same revision win', async () => {
    await recordRelease(ctx.db, release('mfe-home', '1.2.0'));
    const { revision } = await getRegistryDocument(ctx.db);
    const results = await Promise.allSettled([
      promote(ctx.db, 'mfe-home', '1.2.0', { by: 'alice', expectedRevision: revision }),
      promote(ctx.db, 'mfe-home', '1.0.0', { by: 'bob', expectedRevision: revision }),
    ]);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.reason).toBeInstanceOf(RegistryError);
    expect((rejected[0]?.reason as RegistryError).code).toBe('stale_revision');
    expect((await getRegistryDocument(ctx.db)).revision).toBe(revision + 1);
  });

  it('refuses to promote an unknown release', async () => {
    await expect(promote(ctx.db, 'mfe-home', '9.9.9', { by: 'test' })).rejects.toMatchObject({
      code: 'unknown_release',
    });
  });

  it('rolls back to the previous version and bumps the revision', async () => {
    await promote(ctx.db, 'mfe-home', '1.2.0', { by: 'test' });
    await promote(ctx.db, 'mfe-home', '1.1.0', { by: 'test' });
    const before = (await getRegistryDocument(ctx.db)).revision;
    const result = await rollback(ctx.db, 'mfe_home', { by: 'ops', reason: 'broken' });
    expect(result).toMatchObject({
      version: '1.2.0',
      previousVersion: '1.1.0',
      revision: before + 1,
      changed: true,
    });
    const live = await getLive(ctx.db, 'mfe-home');
    expect(live).toMatchObject({ version: '1.2.0', previousVersion: '1.1.0', by: 'ops', reason: 'broken' });
    await expect(rollback(ctx.db, 'mfe-profile', { by: 'ops' })).rejects.toMatchObject({ code: 'not_live' });
  });

  it('does not bump the revision when promoting the live version again', async () => {
    const before = (await getRegistryDocument(ctx.db)).revision;
    const result = await promote(ctx.db, 'mfe-home', '1.2.0', { by: 'test' });
    expect(result.changed).toBe(false);
    expect((await getRegistryDocument(ctx.db)).revision).toBe(before);
  });

  it('refuses to move a locked remote until unlocked', async () => {
    await setLocked(ctx.db, 'mfe-home', true, { by: 'ops', reason: 'incident 42' });
    await expect(promote(ctx.db, 'mfe-home', '1.0.0', { by: 'test' })).rejects.toThrow(
      /locked \(incident 42\)/,
    );
    await setLocked(ctx.db, 'mfe-home', false, { by: 'ops' });
    await expect(promote(ctx.db, 'mfe-home', '1.0.0', { by: 'test' })).resolves.toMatchObject({
      changed: true,
    });
  });

  it('keeps releases immutable: same data is a no-op, different data is refused', async () => {
    await expect(recordRelease(ctx.db, release('mfe-home', '1.0.0'))).resolves.toMatchObject({
      created: false,
    });
    await expect(
      recordRelease(ctx.db, release('mfe-home', '1.0.0', { integrity: `sha384-${'B'.repeat(64)}` })),
    ).rejects.toMatchObject({ code: 'release_conflict' });
    await expect(recordRelease(ctx.db, release('mfe-home', '../etc'))).rejects.toThrow(/Invalid version/);
    await expect(
      recordRelease(ctx.db, release('mfe-home', '3.0.0', { manifestUrl: 'javascript:alert(1)' })),
    ).rejects.toThrow(/Invalid manifest URL/);
  });

  it('allows exactly the origins of absolute manifest URLs in the CSP', async () => {
    const csp = async () =>
      (await ctx.app.request('/registry.json')).headers.get('content-security-policy') ?? '';
    expect(await csp()).toContain("script-src 'self';");
    expect(await csp()).toContain("frame-ancestors 'none'");
    await recordRelease(
      ctx.db,
      release('mfe-team', '1.0.0', {
        manifestUrl: 'https://cdn.example.com/mfe-team/1.0.0/mf-manifest.json',
      }),
    );
    await promote(ctx.db, 'mfe-team', '1.0.0', { by: 'test' });
    const policy = await csp();
    expect(policy).toContain("script-src 'self' https://cdn.example.com;");
    expect(policy).toContain("connect-src 'self' https://cdn.example.com;");
    expect(policy).not.toContain('/mfe-team/');
  });
});
