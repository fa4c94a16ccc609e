import { useTestContext } from '../../testing/test-app';
import { withTeamReleases } from './delivery-fixtures';
import { readWindow } from './count-store';

const TOKEN = 'operator-token-for-the-counts-test-0123456789';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const report = (version: string) => ({
  kind: 'route',
  remote: 'mfe_team',
  version,
  message: 'TypeError: x is undefined',
  stack: 'at Team',
  path: '/my_team',
});

describe('counts per remote and version', () => {
  const ctx = useTestContext({
    config: { trustProxy: true },
    deps: { operatorToken: TOKEN, delivery: { flushMs: 20, analysisMs: 0 } },
  });
  beforeAll(async () => {
    await withTeamReleases(ctx, ['1.0.0', '1.1.0']);
  });

  const window = async (expected: (w: { loads: number; errors: number }) => boolean) => {
    for (let i = 0; i < 100; i += 1) {
      const figures = (await readWindow(ctx.db, 'mfe_team', ['1.0.0', '1.1.0'], new Date(0))).get('1.0.0');
      if (figures && expected(figures)) return figures;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the counts never arrived');
  };

  it("counts a page of the remote's routes, and gives a new visitor its cookie", async () => {
    const res = await ctx.app.request('/my_team', { headers: { 'User-Agent': FIREFOX } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(
      /^coach_visitor=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    );
    expect((await window((w) => w.loads >= 1)).loads).toBe(1);
  });

  it('counts a report for the version the sender is given, never one for another version', async () => {
    const post = (version: string, ip: string) =>
      ctx.app.request('/api/client-errors', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, 'User-Agent': CHROME },
        body: JSON.stringify(report(version)),
      });
    expect((await post('1.0.0', '198.51.100.1')).status).toBe(204);
    expect((await post('1.0.0', '198.51.100.2')).status).toBe(204);
    expect((await post('1.1.0', '198.51.100.3')).status).toBe(204); // not live for anyone
    expect((await post('6.6.6', '198.51.100.4')).status).toBe(204); // never released
    const figures = await window((w) => w.errors >= 2);
    expect(figures).toMatchObject({ errors: 2, reporters: 2 });
    const other = (await readWindow(ctx.db, 'mfe_team', ['1.1.0', '6.6.6'], new Date(0))).get('1.1.0');
    expect(other?.errors).toBe(0);
  });

  it('GET /metrics: Prometheus text behind the operator token', async () => {
    expect((await ctx.app.request('/metrics')).status).toBe(401);
    const res = await ctx.app.request('/metrics', {
      headers: { Authorization: `Operator ${TOKEN}`, 'X-Platform-Operator': 'prometheus' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain(
      'coach_remote_page_loads_total{remote="mfe_team",version="1.0.0",engine="firefox"} 1',
    );
    expect(text).toContain(
      'coach_remote_client_errors_total{remote="mfe_team",version="1.0.0",engine="chromium"} 2',
    );
    expect(text).toMatch(
      /coach_http_request_duration_seconds_count\{method="GET",route="\/\*",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /coach_http_request_duration_seconds_count\{method="GET",route="\/metrics",status="401"\} 1/,
    );
    expect(text).not.toContain('/my_team');
  });
});
