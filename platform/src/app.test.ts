import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import type { Hono } from 'hono';
import { createServerApp } from '@coach/server-kit/http/server-app';
import { silentLogger } from '@coach/server-kit/logger';
import { createPlatform } from './app';
import { getFrontVersion } from './features/front-version/repository';
import { createFirstPaintSource } from './features/registry/first-paint-source';
import { createPrerenderSource } from './features/registry/prerender-source';
import { readRegistryEachTime } from './features/registry/registry-reads';
import { promote } from './features/registry/repository';
import { createShellStartup } from './features/registry/shell-startup';
import { staticRoutes } from './features/static/routes';
import { LocalFolderStorage } from './storage/local-folder-storage';
import { loginPages, recordPrerenderedRelease, shellFrames } from './testing/prerender-fixtures';
import { writeShellBuild } from './testing/release-fixtures';
import { createTestContext, jsonRequest, type TestContext } from './testing/test-app';

const TOKEN = 'op-test-token-signed-out-pages-0123456789abcdefgh';
const operator = { Authorization: `Operator ${TOKEN}`, 'X-Platform-Operator': 'Zoé%20Martin' };
const INDEX =
  '<!doctype html><html lang=fr><head><meta name=color-scheme content="light dark">' +
  '<script defer src=/main.3f9a2c1b0d.js></script></head><body><div id=root></div></body></html>';

/** The pages as composed for each request, with the same sources: what the cache must give back. */
function uncachedPlatform(ctx: TestContext): Pick<Hono, 'request'> {
  const storage = new LocalFolderStorage(path.dirname(ctx.config.remotesDir));
  const remoteFile = (key: string) => storage.localFile(key);
  const { shellDist } = ctx.config;
  const registry = readRegistryEachTime({
    db: ctx.db,
    localFile: remoteFile,
    frontVersion: () => getFrontVersion(ctx.db),
    redirectHosts: ctx.config.redirectAllowedHosts,
  });
  const app = createServerApp({
    logger: silentLogger,
    trustProxy: false,
    corsOrigins: [],
    csp: async () => '',
  });
  app.route(
    '/',
    staticRoutes({
      remoteFile,
      shellDist,
      firstPaint: createFirstPaintSource({ registry, shellStartup: createShellStartup(shellDist) }),
      prerender: createPrerenderSource({ registry, shellDist }).transform,
    }),
  );
  return app;
}

/** The signed-out pages, composed once and sent as bytes (docs/adr/0014-signed-out-page-cache.md). */
describe('signed-out pages kept between requests', () => {
  let ctx: TestContext;
  let uncached: Pick<Hono, 'request'>;

  /** The answer, and its body as the browser reads it (decoded). */
  const page = async (app: Pick<Hono, 'request'>, pathname: string, init: RequestInit = {}) => {
    const res = await app.request(pathname, { redirect: 'manual', ...init });
    const bytes = Buffer.from(await res.arrayBuffer());
    const decode = { gzip: gunzipSync, deflate: inflateSync }[res.headers.get('content-encoding') ?? ''];
    return { res, html: (decode ? decode(bytes) : bytes).toString('utf8') };
  };
  const call = (method: string, pathname: string, body: unknown) =>
    ctx.app.request(pathname, jsonRequest(method, body, operator));

  beforeAll(async () => {
    // A long window: what shows at once below is the in-process invalidation, not a re-read.
    ctx = await createTestContext({
      deps: { operatorToken: TOKEN, registryCheckMs: 60_000 },
      config: { redirectAllowedHosts: [] },
    });
    await recordPrerenderedRelease(ctx, '7.0.0', loginPages('Connexion'));
    await recordPrerenderedRelease(ctx, '7.1.0', loginPages('Connexion, deuxième'));
    await promote(ctx.db, 'mfe_home', '7.0.0', { by: 'test' });
    await fs.writeFile(path.join(ctx.config.shellDist, 'index.html'), INDEX);
    await writeShellBuild(ctx.config.shellDist, 'shell-1');
    uncached = uncachedPlatform(ctx);
  });
  afterAll(() => ctx.close());

  it.each([
    ['/home/login', undefined, undefined],
    ['/home/login', 'lang=en', undefined],
    ['/home/login', 'theme=dark', 'gzip, deflate, br'],
    ['/home/login', 'lang=en; theme=light; other=1', 'br;q=1, gzip;q=0.8'],
    ['/home/login', 'lang=xx; theme=purple', 'deflate'],
    ['/home/login', undefined, 'deflate, gzip;q=0.5'],
    ['/home/login', undefined, 'identity'],
    ['/home', undefined, 'gzip'],
    ['/trainings', 'lang=en', undefined],
    ['/', undefined, '*'],
  ])(
    '%s with cookies %s and Accept-Encoding %s: the answer of an uncached composition, twice',
    async (pathname, cookie, acceptEncoding) => {
      const headers: Record<string, string> = {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
      };
      const expected = await page(uncached, pathname, { headers });
      for (const attempt of [1, 2]) {
        const { res, html } = await page(ctx.app, pathname, { headers });
        expect([attempt, res.status]).toEqual([attempt, 200]);
        expect(html).toBe(expected.html);
        for (const header of ['etag', 'cache-control', 'vary', 'content-type', 'content-encoding'])
          expect([header, res.headers.get(header)]).toEqual([header, expected.res.headers.get(header)]);
      }
      const again = await ctx.app.request(pathname, {
        headers: { ...headers, 'If-None-Match': expected.res.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
      const head = await ctx.app.request(pathname, { method: 'HEAD', headers });
      const expectedHead = await uncached.request(pathname, { method: 'HEAD', headers });
      for (const header of ['etag', 'vary', 'content-encoding'])
        expect([header, head.headers.get(header)]).toEqual([header, expectedHead.headers.get(header)]);
      expect(await head.text()).toBe('');
    },
  );

  it('each language and theme gets its own page', async () => {
    const login = (cookie: string) => page(ctx.app, '/home/login', { headers: { Cookie: cookie } });
    expect((await login('lang=en')).html).toContain('<h1>Log in</h1>');
    expect((await login('lang=fr')).html).toContain('<h1>Connexion</h1>');
    expect((await login('theme=dark')).html).toContain('<html data-theme="dark"');
    expect((await login('theme=system')).html).not.toContain('data-theme');
  });

  it('a request with a session never gets the signed-out page', async () => {
    await page(ctx.app, '/home/login'); // the signed-out page is kept
    for (const cookie of ['token=abc', 'lang=en; token=abc; theme=dark']) {
      const { res, html } = await page(ctx.app, '/home/login', { headers: { Cookie: cookie } });
      const expected = await page(uncached, '/home/login', { headers: { Cookie: cookie } });
      expect(html).not.toContain('data-prerendered');
      expect(html).toBe(expected.html);
      expect(res.headers.get('etag')).toBe(expected.res.headers.get('etag'));
    }
    expect((await page(ctx.app, '/home/login')).html).toContain('data-prerendered="mfe_home@7.0.0"');
  });

  it('a promote and a rollback through this instance show on the next request', async () => {
    const before = await page(ctx.app, '/home/login');
    expect(before.html).toContain('<h1>Connexion</h1>');
    expect((await call('POST', '/api/platform/remotes/mfe-home/promote', { version: '7.1.0' })).status).toBe(
      200,
    );
    const promoted = await page(ctx.app, '/home/login');
    expect(promoted.html).toContain(
      'data-prerendered="mfe_home@7.1.0"><main lang-fr><h1>Connexion, deuxième',
    );
    expect(promoted.html).toBe((await page(uncached, '/home/login')).html);
    expect(promoted.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));

    expect((await call('POST', '/api/platform/remotes/mfe-home/rollback', {})).status).toBe(200);
    const rolledBack = await page(ctx.app, '/home/login');
    expect(rolledBack.html).toContain('data-prerendered="mfe_home@7.0.0"><main lang-fr><h1>Connexion</h1>');
    expect(rolledBack.html).toBe((await page(uncached, '/home/login')).html);
  });

  it('a redirect rule added or removed through this instance shows on the next request', async () => {
    await page(ctx.app, '/old-login');
    const added = await call('POST', '/api/platform/redirects', { from: '/old-login', to: '/home/login' });
    expect(added.status).toBe(201);
    const redirected = await page(ctx.app, '/old-login');
    expect(redirected.res.status).toBe(307);
    expect(redirected.res.headers.get('location')).toBe('/home/login');
    expect((await page(ctx.app, '/home/login')).html).toContain('"from":"/old-login"');

    expect((await call('POST', '/api/platform/redirects/remove', { from: '/old-login' })).status).toBe(200);
    expect((await page(ctx.app, '/old-login')).res.status).toBe(200);
    expect((await page(ctx.app, '/home/login')).html).not.toContain('"from":"/old-login"');
  });

  it('a front-version bump through this instance shows on the next request', async () => {
    const before = await page(ctx.app, '/home/login');
    const bumped = await call('POST', '/api/platform/front-version/bump', { reason: 'test' });
    expect(bumped.status).toBe(200);
    const version = await getFrontVersion(ctx.db);
    const after = await page(ctx.app, '/home/login');
    expect(after.html).toContain(`{"version":"${version}"}`);
    expect(after.html).not.toBe(before.html);
  });

  it('a new shell build shows on the next request: its index.html, its frames, its start', async () => {
    const shell = ctx.config.shellDist;
    await page(ctx.app, '/home/login');
    await fs.writeFile(
      path.join(shell, 'index.html'),
      INDEX.replace('<head>', '<head><meta name=build content=2>'),
    );
    expect((await page(ctx.app, '/home/login')).html).toContain('<meta name=build content=2>');

    await fs.writeFile(path.join(shell, 'prerender.json'), JSON.stringify(shellFrames('section')));
    expect((await page(ctx.app, '/home/login')).html).toContain(
      '<section lang-fr><h1>Connexion</h1></section>',
    );

    await fs.writeFile(path.join(shell, '84.0a1b2c3d4e.js'), 'start();');
    await writeShellBuild(shell, 'shell-2');
    const meta = path.join(shell, 'builds', 'meta', 'shell-2.json');
    const facts = JSON.parse(await fs.readFile(meta, 'utf8')) as object;
    await fs.writeFile(meta, JSON.stringify({ ...facts, startup: { scripts: ['/84.0a1b2c3d4e.js'] } }));
    await fs.writeFile(
      path.join(shell, 'builds', 'latest.json'),
      JSON.stringify({ id: 'shell-2', timestamp: 2 }),
    );
    const started = await page(ctx.app, '/home/login');
    expect(started.html).toContain('href="/84.0a1b2c3d4e.js"');
    expect(started.html).toBe((await page(uncached, '/home/login')).html);
  });

  it('a page a part of which could not be read is sent, and not kept', async () => {
    const builds = path.join(ctx.config.shellDist, 'builds');
    const meta = path.join(builds, 'meta', 'shell-3.json');
    const facts = (await fs.readFile(path.join(builds, 'meta', 'shell-2.json'), 'utf8')).replace(
      'shell-2',
      'shell-3',
    );
    await fs.writeFile(meta, '{ not json');
    await fs.writeFile(path.join(builds, 'latest.json'), JSON.stringify({ id: 'shell-3', timestamp: 3 }));
    const without = await page(ctx.app, '/home/login');
    expect(without.res.status).toBe(200);
    expect(without.html).toContain('data-prerendered="mfe_home@7.0.0"');
    expect(without.html).not.toContain('href="/84.0a1b2c3d4e.js"');
    // builds/latest.json is unchanged: only the failure keeps the page above from being sent again.
    await fs.writeFile(meta, facts);
    expect((await page(ctx.app, '/home/login')).html).toContain('href="/84.0a1b2c3d4e.js"');
  });

  it('a page composed while a release file differs from its record is not kept', async () => {
    const pagesFile = path.join(ctx.config.remotesDir, 'mfe-home', '7.0.0', 'prerender.json');
    const intact = await fs.readFile(pagesFile, 'utf8');
    const kept = await page(ctx.app, '/home/login', { headers: { Cookie: 'lang=en' } });
    await fs.writeFile(pagesFile, intact.replace('Log in', '<img src=x onerror=alert(1)>'));
    try {
      // Kept before the change: composed from the intact file, which is all a page ever shows.
      expect((await page(ctx.app, '/home/login', { headers: { Cookie: 'lang=en' } })).html).toBe(kept.html);
      const fresh = await page(ctx.app, '/home/login', { headers: { Cookie: 'lang=en; theme=dark' } });
      expect(fresh.html).not.toContain('onerror');
      expect(fresh.html).not.toContain('data-prerendered');
    } finally {
      await fs.writeFile(pagesFile, intact);
    }
    const repaired = await page(ctx.app, '/home/login', { headers: { Cookie: 'lang=en; theme=dark' } });
    expect(repaired.html).toContain('data-prerendered="mfe_home@7.0.0"');
  });

  it("another instance's promote shows once its window has passed", async () => {
    const lagging = createPlatform({ db: ctx.db, config: ctx.config, registryCheckMs: 60_000 });
    const prompt = createPlatform({ db: ctx.db, config: ctx.config, registryCheckMs: 50 });
    for (const other of [lagging, prompt])
      expect((await page(other, '/home/login')).html).toContain('mfe_home@7.0.0');

    expect((await call('POST', '/api/platform/remotes/mfe-home/promote', { version: '7.1.0' })).status).toBe(
      200,
    );
    expect((await page(ctx.app, '/home/login')).html).toContain('mfe_home@7.1.0');
    // Within its window, an instance that did not make the change still sends what it kept.
    expect((await page(lagging, '/home/login')).html).toContain('mfe_home@7.0.0');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await page(prompt, '/home/login')).html).toContain('mfe_home@7.1.0');
  });
});
