import { jsonRequest, useTestContext, createTestContext } from '../../testing/test-app';

/** What @hono/node-server hands the app: the socket the request came in on. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('dev routes answer only loopback clients by default (docs/security.md)', () => {
  const ctx = useTestContext({ config: { nodeEnv: 'development', devRoutes: 'loopback' } });

  const requests: [string, () => RequestInit][] = [
    ['/api/dev/mails', () => ({})],
    ['/api/dev/invitations', () => jsonRequest('POST', {})],
    ['/api/docs', () => ({})],
  ];

  it.each(requests)('%s answers 127.0.0.1, ::1 and ::ffff:127.0.0.1', async (url, init) => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      const res = await ctx.app.request(url, init(), from(address));
      expect([200, 201]).toContain(res.status);
    }
  });

  it.each(requests)('%s is a 404 for any other client', async (url, init) => {
    for (const address of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1']) {
      expect((await ctx.app.request(url, init(), from(address))).status).toBe(404);
    }
    expect((await ctx.app.request(url, init())).status).toBe(404); // no socket: not loopback
  });

  it('a proxied request is not local, even when the proxy runs on this machine', async () => {
    const res = await ctx.app.request(
      '/api/dev/mails',
      { headers: { 'X-Forwarded-For': '203.0.113.9' } },
      from('127.0.0.1'),
    );
    expect(res.status).toBe(404);
    const forwarded = await ctx.app.request(
      '/api/dev/mails',
      { headers: { Forwarded: 'for=203.0.113.9' } },
      from('127.0.0.1'),
    );
    expect(forwarded.status).toBe(404);
  });

  it('DEV_ROUTES=all answers everyone; off answers no one', async () => {
    const all = await createTestContext({ config: { nodeEnv: 'development', devRoutes: 'all' } });
    const off = await createTestContext({ config: { nodeEnv: 'development', devRoutes: 'off' } });
    try {
      expect((await all.app.request('/api/dev/mails', {}, from('192.168.1.20'))).status).toBe(200);
      expect((await off.app.request('/api/dev/mails', {}, from('127.0.0.1'))).status).toBe(404);
      expect((await off.app.request('/api/docs', {}, from('127.0.0.1'))).status).toBe(404);
    } finally {
      await all.close();
      await off.close();
    }
  });

  it('production never has them, whatever the configuration says', async () => {
    const prod = await createTestContext({ config: { nodeEnv: 'production', devRoutes: 'all' } });
    try {
      expect((await prod.app.request('/api/dev/mails', {}, from('127.0.0.1'))).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
