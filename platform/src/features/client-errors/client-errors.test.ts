import { useTestContext } from '../../testing/test-app';
import { RateWindow } from './rate-window';

const report = {
  kind: 'remote-load',
  remote: 'mfe_team',
  version: '1.2.0',
  message: 'RemoteUnavailableError: mfe_team: could not load ./routes',
  stack: 'at loadExposed',
  path: '/my_team',
};

describe('POST /api/client-errors', () => {
  // Behind a proxy, so each test can speak from its own client address.
  const ctx = useTestContext({ config: { trustProxy: true } });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    ctx.app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('accepts a report with the remote and its version', async () => {
    const res = await post(report);
    expect(res.status).toBe(204);
  });

  it('refuses a malformed report with the error shape, never a 500', async () => {
    for (const body of [
      '{nope',
      { ...report, kind: 'other' },
      { ...report, extra: 1 },
      { ...report, message: 'x'.repeat(2001) },
    ]) {
      const res = await post(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toEqual({ errors: expect.any(Object) });
    }
  });

  it('limits the rate per client address, with Retry-After', async () => {
    const from = (ip: string) => post(report, { 'X-Forwarded-For': ip });
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push((await from('203.0.113.9')).status);
    expect(answers.filter((status) => status === 204)).toHaveLength(30);
    const refused = await from('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await from('203.0.113.10')).status).toBe(204);
  });

  it('refuses an oversized body', async () => {
    const res = await post({ ...report, stack: 'x'.repeat(20_000) }, {});
    expect(res.status).toBe(413);
  });
});

describe('RateWindow', () => {
  it('allows the limit per window, then asks to wait until the window ends', () => {
    const window = new RateWindow(2, 1000);
    expect(window.hit('a', 0)).toBe(0);
    expect(window.hit('a', 100)).toBe(0);
    expect(window.hit('a', 200)).toBe(800);
    expect(window.hit('b', 200)).toBe(0);
    expect(window.hit('a', 1000)).toBe(0);
  });

  it('stays bounded in memory', () => {
    const window = new RateWindow(1, 1000, 3);
    for (let i = 0; i < 10; i += 1) window.hit(`k${i}`, 0);
    expect(window.hit('k9', 0)).toBeGreaterThan(0);
  });
});
