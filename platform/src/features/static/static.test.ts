import fs from 'node:fs/promises';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../testing/test-app';

async function write(file: string, content: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

describe('static files', () => {
  let ctx: TestContext;
  let remote: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    remote = path.join(ctx.config.remotesDir, 'mfe-home', '1.0.0');
    await write(path.join(remote, 'mf-manifest.json'), '{"name":"mfe_home"}');
    await write(path.join(remote, 'remoteEntry.js'), 'var mfe_home;');
    await write(path.join(remote, 'static/js/123.0a1b2c3d4e.js'), 'chunk();');
    await write(path.join(remote, 'static/css/main.0a1b2c3d4e.css'), 'body{}');
    await write(path.join(remote, 'notes.txt'), 'plain');
    await write(path.join(ctx.config.remotesDir, 'secret.txt'), 'top secret');
    await write(path.join(ctx.dataDir, 'outside.txt'), 'outside');
    const shell = ctx.config.shellDist;
    await write(path.join(shell, 'index.html'), '<!doctype html><title>Coach</title>');
    await write(path.join(shell, 'main.de9cf040f9.js'), 'shell();');
    await write(path.join(shell, 'favicon.svg'), '<svg/>');
    await write(path.join(shell, 'builds/latest.json'), '{"id":"abc"}');
    await write(path.join(shell, 'builds/meta/abc.json'), '{"id":"abc"}');
  });
  afterAll(() => ctx.close());

  describe('/remotes', () => {
    it.each([
      [
        'static/js/123.0a1b2c3d4e.js',
        'public, max-age=31536000, immutable',
        'text/javascript; charset=utf-8',
      ],
      ['static/css/main.0a1b2c3d4e.css', 'public, max-age=31536000, immutable', 'text/css; charset=utf-8'],
      ['mf-manifest.json', 'no-cache', 'application/json; charset=utf-8'],
      ['remoteEntry.js', 'no-cache', 'text/javascript; charset=utf-8'],
      ['notes.txt', 'no-cache', 'text/plain; charset=utf-8'],
    ])('%s → %s', async (file, cacheControl, contentType) => {
      const res = await ctx.app.request(`/remotes/mfe-home/1.0.0/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(cacheControl);
      expect(res.headers.get('content-type')).toBe(contentType);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toBe(await fs.readFile(path.join(remote, file), 'utf8'));
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const first = await ctx.app.request('/remotes/mfe-home/1.0.0/mf-manifest.json');
      const etag = first.headers.get('etag') ?? '';
      const second = await ctx.app.request('/remotes/mfe-home/1.0.0/mf-manifest.json', {
        headers: { 'If-None-Match': etag },
      });
      expect(second.status).toBe(304);
    });

    it.each([
      '/remotes/mfe-home/1.0.0/..%2f..%2fsecret.txt',
      '/remotes/mfe-home/1.0.0/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mfe-home/..%2f/secret.txt',
      '/remotes/mfe-home/1.0.0/..%5c..%5csecret.txt',
      '/remotes/mfe-home/1.0.0/%00remoteEntry.js',
      '/remotes/mfe-home/1.0.0/static%2fjs%2f123.0a1b2c3d4e.js',
      '/remotes/mfe-home/1.0.0/',
      '/remotes/mfe-home/1.0.0/missing.js',
      '/remotes/mfe-home/9.9.9/remoteEntry.js',
      '/remotes/MFE/1.0.0/remoteEntry.js',
      '/remotes/../outside.txt',
      '/remotes/%2e%2e/outside.txt',
    ])('refuses %s with a JSON 404', async (url) => {
      const res = await ctx.app.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as { errors: { base: string[] } };
      expect(body.errors.base[0]).toMatch(/^Ressource introuvable/);
    });
  });

  describe('the shell', () => {
    it('serves index.html at / with no-cache', async () => {
      const res = await ctx.app.request('/');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await res.text()).toContain('<title>Coach</title>');
    });

    it('puts the live registry into the head of the page, with a validator of its own', async () => {
      const index = path.join(ctx.config.shellDist, 'index.html');
      const built = await fs.readFile(index, 'utf8');
      await fs.writeFile(index, '<!doctype html><html><head><title>Coach</title></head><body></body></html>');
      try {
        const res = await ctx.app.request('/home/login');
        const html = await res.text();
        const inline =
          /<script type="application\/json" id="coach-registry">(.*?)<\/script>[^]*<\/head>/.exec(html);
        const registry = await (await ctx.app.request('/registry.json')).json();
        expect(JSON.parse(inline?.[1] ?? 'null')).toEqual(registry);
        const again = await ctx.app.request('/home/login', {
          headers: { 'If-None-Match': res.headers.get('etag') ?? '' },
        });
        expect(again.status).toBe(304);
      } finally {
        await fs.writeFile(index, built);
      }
    });

    it.each(['/home/login', '/training/my-course/modules/intro', '/nope', '/my_team/edit-3'])(
      'falls back to index.html for the client route %s',
      async (url) => {
        const res = await ctx.app.request(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(await res.text()).toContain('<title>Coach</title>');
      },
    );

    it('serves a file without an extension, even one added after the first page', async () => {
      expect((await ctx.app.request('/LICENSE')).status).toBe(200); // the page: no such file yet
      await fs.writeFile(path.join(ctx.config.shellDist, 'LICENSE'), 'MIT');
      try {
        const res = await ctx.app.request('/LICENSE');
        expect(await res.text()).toBe('MIT');
      } finally {
        await fs.rm(path.join(ctx.config.shellDist, 'LICENSE'));
      }
      expect(await (await ctx.app.request('/LICENSE')).text()).toContain('<title>Coach</title>');
    });

    it('serves hashed files immutable and others no-cache', async () => {
      const hashed = await ctx.app.request('/main.de9cf040f9.js');
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const icon = await ctx.app.request('/favicon.svg');
      expect(icon.headers.get('cache-control')).toBe('no-cache');
      expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    });

    it('serves builds/latest.json for one second and build metadata forever', async () => {
      const latest = await ctx.app.request('/builds/latest.json?t=1700000000000');
      expect(latest.status).toBe(200);
      expect(latest.headers.get('cache-control')).toBe('public, max-age=1');
      const meta = await ctx.app.request('/builds/meta/abc.json');
      expect(meta.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('answers a JSON 404 (no fallback) for a missing file with an extension', async () => {
      const res = await ctx.app.request('/missing.0123456789.js');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    });

    it('does not serve files outside SHELL_DIST', async () => {
      for (const url of ['/..%2foutside.txt', '/%2e%2e/outside.txt', '/builds/..%2f..%2foutside.txt']) {
        const res = await ctx.app.request(url);
        expect(res.status).toBe(404);
      }
    });

    it('gives a clear 503 when the shell is not built', async () => {
      await fs.rename(ctx.config.shellDist, `${ctx.config.shellDist}.away`);
      try {
        const res = await ctx.app.request('/home');
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          errors: { base: ['L’application n’est pas encore construite : lancez « npm start ».'] },
        });
      } finally {
        await fs.rename(`${ctx.config.shellDist}.away`, ctx.config.shellDist);
      }
    });
  });
});
