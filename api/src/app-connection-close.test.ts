import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createTestContext, type TestContext } from './testing/test-app';

interface Answer {
  status: number;
  connection: string | undefined;
}

/**
 * An answer sent before the request body was read (413, a refusal from a middleware) must not
 * promise keep-alive: the server will not read the rest of that body, so it closes the socket,
 * and a client reusing the connection would see its next request fail (docs/security.md).
 */
describe('answers sent before the body was read close the connection', () => {
  let ctx: TestContext;
  let server: ServerType;
  let port: number;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    ctx = await createTestContext();
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  function post(path: string, body: Buffer, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': body.length, ...headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('413 for an oversized body says Connection: close, and the next request on the agent works', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 'x');
    const refused = await post('/api/dashboard/login', big);
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    const next = await post('/api/dashboard/login', Buffer.from('{}'));
    expect(next.status).toBe(422);
  });

  it('a refusal before the body is read (415) closes too; a read body keeps the connection', async () => {
    const refused = await post('/api/dashboard/login', Buffer.from('{}'), { 'Content-Type': 'text/plain' });
    expect(refused.status).toBe(415);
    expect(refused.connection).toBe('close');
    const read = await post('/api/dashboard/login', Buffer.from('{}'));
    expect(read.status).toBe(422);
    expect(read.connection).toBe('keep-alive');
  });
});
