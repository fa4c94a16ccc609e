import { useTestContext } from '../../testing/test-app';

describe('the one raw-body route (release upload) requires application/octet-stream', () => {
  const TOKEN = 'op-test-token-0123456789abcdefghijklmnopqrstuvwxyz';
  const ctx = useTestContext({ deps: { operatorToken: TOKEN } });

  it.each([undefined, 'text/plain', 'application/json'])('Content-Type %s → 415', async (type) => {
    const headers: Record<string, string> = {
      Authorization: `Operator ${TOKEN}`,
      'X-Platform-Operator': 'Zo%C3%A9',
    };
    if (type) headers['Content-Type'] = type;
    const res = await ctx.app.request('/api/platform/remotes/mfe-home/releases/1.0.0/files/remoteEntry.js', {
      method: 'PUT',
      headers,
      body: new TextEncoder().encode('console.log(1)'),
    });
    expect(res.status).toBe(415);
  });
});
