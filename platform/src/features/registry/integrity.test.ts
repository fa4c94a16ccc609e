import { createHash } from 'node:crypto';
import { useTestContext } from '../../testing/test-app';
import { promote, recordRelease } from './repository';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * Everything a remote executes is checked against the registry (docs/security.md, "Integrity of
 * the remotes"): the registry carries the manifest's hash, and each release's integrity document
 * (from the database, never from the storage the files live in) the hash of every script and style.
 */
describe('release integrity', () => {
  const ctx = useTestContext();
  beforeAll(async () => {
    await recordRelease(ctx.db, {
      remote: 'mfe_home',
      version: '1.2.0',
      manifestUrl: '/remotes/mfe-home/1.2.0/mf-manifest.json',
      integrity: `sha384-${'A'.repeat(64)}`,
      createdBy: 'test',
      files: {
        'mf-manifest.json': hex('{"manifest":1}'),
        'remoteEntry.js': hex('entry'),
        '123.abcdef0123.js': hex('chunk'),
        'static/css/9.0123456789.css': hex('css'),
        'coach-release.json': hex('{}'),
        '123.abcdef0123.js.LICENSE.txt': hex('license'),
      },
    });
    await promote(ctx.db, 'mfe_home', '1.2.0', { by: 'test' });
    await recordRelease(ctx.db, {
      remote: 'mfe_team',
      version: '0.9.0',
      manifestUrl: '/remotes/mfe-team/0.9.0/mf-manifest.json',
      integrity: null,
      createdBy: 'test',
    });
    await promote(ctx.db, 'mfe_team', '0.9.0', { by: 'test' });
  });

  it("the registry carries the manifest's hash (null when the release has no file list)", async () => {
    const registry = (await (await ctx.app.request('/registry.json')).json()) as {
      remotes: Record<string, { manifestIntegrity: string | null }>;
    };
    expect(registry.remotes.mfe_home?.manifestIntegrity).toBe(sri('{"manifest":1}'));
    expect(registry.remotes.mfe_team?.manifestIntegrity).toBeNull();
  });

  it('each release has an immutable integrity document: every script and style, by path', async () => {
    const res = await ctx.app.request('/registry/integrity/mfe_home/1.2.0.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.json()).toEqual({
      remote: 'mfe_home',
      version: '1.2.0',
      files: {
        'remoteEntry.js': sri('entry'),
        '123.abcdef0123.js': sri('chunk'),
        'static/css/9.0123456789.css': sri('css'),
      },
    });
  });

  it.each([
    '/registry/integrity/mfe_home/9.9.9.json',
    '/registry/integrity/mfe_team/0.9.0.json',
    '/registry/integrity/nope/1.0.0.json',
    '/registry/integrity/mfe_home/1.2.0',
    '/registry/integrity/mfe_home/..%2F1.2.0.json',
  ])('%s → 404', async (url) => {
    expect((await ctx.app.request(url)).status).toBe(404);
  });
});
