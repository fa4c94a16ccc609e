import { silentLogger } from '../logger';
import { startDraining, stopDrainingForTests } from './lifecycle';
import { answerErrors, createServerApp } from './server-app';

function appThrowing(error: unknown) {
  const app = createServerApp({
    logger: silentLogger,
    trustProxy: false,
    corsOrigins: [],
    csp: async () => "default-src 'self'",
  });
  app.get('/api/thing', () => {
    throw error;
  });
  answerErrors(app, silentLogger);
  return app;
}

const refused = new Error('Failed query: select 1', {
  cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
});

describe('the error answers', () => {
  afterEach(() => stopDrainingForTests());

  it.each([
    ['fr', 'La base de données est indisponible.'],
    ['en', 'The database is unavailable.'],
  ])('an unreachable database: 503, Retry-After, the message in %s', async (lang, message) => {
    const res = await appThrowing(refused).request('/api/thing', { headers: { 'Accept-Language': lang } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('3');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ errors: { base: [message] } });
  });

  it('a full disk: 503, a longer Retry-After, its own message', async () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    const res = await appThrowing(full).request('/api/thing', { headers: { 'Accept-Language': 'en' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({
      errors: { base: ['The server has no storage space left. Please try again later.'] },
    });
  });

  it('a bug stays a 500, without Retry-After', async () => {
    const res = await appThrowing(new TypeError('x is undefined')).request('/api/thing');
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
  });

  it('says Connection: close on every answer once the process is stopping', async () => {
    const app = appThrowing(refused);
    expect((await app.request('/api/thing')).headers.get('connection')).toBeNull();
    startDraining();
    expect((await app.request('/api/thing')).headers.get('connection')).toBe('close');
  });
});

/**
 * The headers the middleware adds after the handler are written on the answer's own headers
 * (compression.ts, request-context.ts), so that Hono's light answer is sent as it is.
 */
describe('the headers every answer gets', () => {
  const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `member ${i}` })) };

  function appAnswering() {
    const app = createServerApp({
      logger: silentLogger,
      trustProxy: false,
      corsOrigins: [],
      csp: async () => "default-src 'self'",
    });
    app.get('/api/list', (c) => c.json(big));
    app.get('/api/by-cookie', (c) => {
      c.header('Vary', 'Cookie');
      return c.json(big);
    });
    return app;
  }

  it('a JSON read: request id, no-store, Vary: Accept-Encoding, and the body as it was', async () => {
    const res = await appAnswering().request('/api/list', { headers: { 'X-Request-Id': 'req-1' } });
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  it('compressed when the client accepts gzip, and Vary keeps what the handler said', async () => {
    const res = await appAnswering().request('/api/by-cookie', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const text = await new Response(res.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(JSON.parse(text)).toEqual(big);
  });
});
