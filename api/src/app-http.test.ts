import { HTTPException } from 'hono/http-exception';
import { createTestContext, type TestContext } from './testing/test-app';

describe('platform HTTP behaviour', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { corsOrigins: ['https://app.example.com'] } });
    ctx.app.get('/api/test/boom', () => {
      throw new Error('secret detail at /srv/app.ts:12');
    });
    ctx.app.get('/api/test/http-exception', () => {
      throw new HTTPException(400, { message: 'internal detail' });
    });
    ctx.app.post('/api/test/echo', async (c) => c.json({ size: (await c.req.text()).length }));
  });
  afterAll(() => ctx.close());

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/dashboard/nope'],
    ['DELETE', '/api/health'],
    ['GET', '/api'],
  ])('%s %s → JSON 404 in the error shape', async (method, url) => {
    const res = await ctx.app.request(url, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ errors: { base: [`Ressource introuvable : ${url}`] } });
  });

  it('speaks English when asked (Accept-Language or ?locale=)', async () => {
    const viaHeader = await ctx.app.request('/api/nope', {
      headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
    });
    expect(await viaHeader.json()).toEqual({ errors: { base: ['Not found: /api/nope'] } });
    const viaQuery = await ctx.app.request('/api/nope?locale=en', { headers: { 'Accept-Language': 'fr' } });
    expect(await viaQuery.json()).toEqual({ errors: { base: ['Not found: /api/nope'] } });
  });

  it('turns an unexpected error into a generic JSON 500 without details', async () => {
    const res = await ctx.app.request('/api/test/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      errors: { base: ['Erreur interne du serveur. Veuillez réessayer plus tard.'] },
    });
    expect(text).not.toMatch(/secret|\.ts|at /);
  });

  it('turns a framework HTTP error into the error shape, without its details', async () => {
    const res = await ctx.app.request('/api/test/http-exception?locale=en');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { base: ['Invalid request.'] } });
  });

  it('refuses bodies over the limit with a JSON 413', async () => {
    const small = await ctx.app.request('/api/test/echo', { method: 'POST', body: 'x'.repeat(1000) });
    expect(await small.json()).toEqual({ size: 1000 });
    const res = await ctx.app.request('/api/test/echo', { method: 'POST', body: 'x'.repeat(64 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      errors: { base: ['Le corps de la requête dépasse la taille maximale autorisée (64 Ko).'] },
    });
  });

  it('refuses an oversized streamed body (no Content-Length) too', async () => {
    const chunk = new TextEncoder().encode('y'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await ctx.app.request('/api/test/echo', {
      method: 'POST',
      body,
      headers: { 'Transfer-Encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('sets the security headers on every response', async () => {
    for (const url of ['/api/health', '/api/nope', '/registry.json']) {
      const res = await ctx.app.request(url);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'(;| )/);
    }
  });

  it('answers CORS only for allowlisted origins', async () => {
    const allowed = await ctx.app.request('/api/health', { headers: { Origin: 'https://app.example.com' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const other = await ctx.app.request('/api/health', { headers: { Origin: 'https://evil.example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await ctx.app.request('/api/dashboard/login', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
