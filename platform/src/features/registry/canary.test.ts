import fs from 'node:fs/promises';
import path from 'node:path';
import { useTestContext, jsonRequest } from '../../testing/test-app';
import { listEvents } from './events';
import { getRegistryRevision, promote, recordRelease, setLocked } from './repository';

const TOKEN = 'operator-token-for-the-canary-test-0123456789';
const operator = { Authorization: `Operator ${TOKEN}`, 'X-Platform-Operator': 'Zoé' };

describe('canary (pnpm platform canary)', () => {
  const ctx = useTestContext({
    config: { trustProxy: true },
    deps: { operatorToken: TOKEN, delivery: { flushMs: 0, analysisMs: 200 } },
  });
  beforeAll(async () => {
    await fs.mkdir(ctx.config.shellDist, { recursive: true });
    await fs.writeFile(path.join(ctx.config.shellDist, 'index.html'), '<!doctype html><title>Coach</title>');
    for (const version of ['1.0.0', '1.1.0', '1.2.0'])
      await recordRelease(ctx.db, {
        remote: 'mfe_team',
        version,
        manifestUrl: `/remotes/mfe-team/${version}/mf-manifest.json`,
        createdBy: 'test',
      });
    await recordRelease(ctx.db, {
      remote: 'mfe_profile',
      version: '2.0.0',
      manifestUrl: '/remotes/mfe-profile/2.0.0/mf-manifest.json',
      createdBy: 'test',
    });
    await promote(ctx.db, 'mfe_team', '1.0.0', { by: 'test' });
    await promote(ctx.db, 'mfe_profile', '2.0.0', { by: 'test' });
  });

  const canary = (remote: string, body: Record<string, unknown>) =>
    ctx.app.request(`/api/platform/remotes/${remote}/canary`, jsonRequest('POST', body, operator));
  const call = async (method: string, pathname: string, body?: unknown) => {
    const res = await ctx.app.request(
      pathname,
      body === undefined ? { method, headers: operator } : jsonRequest(method, body, operator),
    );
    return { status: res.status, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a view read field by field
  };
  const visitor = (i: number) => `coach_visitor=${`v${String(i).padStart(3, '0')}`.padEnd(22, 'x')}`;
  const versionFor = async (cookie: string) => {
    const res = await ctx.app.request('/registry.json', { headers: { Cookie: cookie } });
    const body = (await res.json()) as { remotes: Record<string, { version: string }> };
    return {
      version: body.remotes.mfe_team?.version,
      cacheControl: res.headers.get('cache-control'),
      vary: res.headers.get('vary'),
    };
  };

  it.each([
    [
      'a version never released',
      'mfe_team',
      { version: '9.9.9', percent: 10 },
      404,
      'mfe_team@9.9.9 has never been released (live: 1.0.0).',
    ],
    [
      'a remote that does not exist',
      'mfe_nope',
      { version: '1.1.0', percent: 10 },
      404,
      '(known: mfe-home, mfe-trainings',
    ],
    [
      '0 %',
      'mfe_team',
      { version: '1.1.0', percent: 0 },
      422,
      'The percentage must be a whole number from 1 to 99, not 0',
    ],
    ['100 %', 'mfe_team', { version: '1.1.0', percent: 100 }, 422, 'not 100'],
    [
      'the live version',
      'mfe_team',
      { version: '1.0.0', percent: 10 },
      409,
      'mfe_team@1.0.0 is already live for everyone.',
    ],
  ])('refuses %s, naming it, with nothing changed', async (_name, remote, body, status, message) => {
    const revision = await getRegistryRevision(ctx.db);
    const res = await canary(remote, body);
    expect(res.status).toBe(status);
    expect(JSON.stringify(await res.json())).toContain(message);
    expect(await getRegistryRevision(ctx.db)).toBe(revision);
  });

  it('refuses a canary on a locked remote', async () => {
    await setLocked(ctx.db, 'mfe_profile', true, { by: 'test', reason: 'audit week' });
    const res = await canary('mfe_profile', { version: '2.0.0', percent: 10 });
    expect(res.status).toBe(409);
    await setLocked(ctx.db, 'mfe_profile', false, { by: 'test' });
  });

  it('gives 10 % then 50 % of visitors the canary, sticky, everyone in staying in; a second canary refused', async () => {
    expect((await canary('mfe_team', { version: '1.1.0', percent: 10 })).status).toBe(200);
    const cookies = Array.from({ length: 100 }, (_, i) => visitor(i));
    const at10 = await Promise.all(cookies.map(async (cookie) => (await versionFor(cookie)).version));
    expect((await canary('mfe_team', { version: '1.1.0', percent: 50 })).status).toBe(200);
    const at50 = await Promise.all(cookies.map(async (cookie) => (await versionFor(cookie)).version));
    const in10 = at10.filter((v) => v === '1.1.0').length;
    const in50 = at50.filter((v) => v === '1.1.0').length;
    expect(in10).toBeGreaterThanOrEqual(3);
    expect(in10).toBeLessThanOrEqual(20);
    expect(in50).toBeGreaterThanOrEqual(35);
    expect(in50).toBeLessThanOrEqual(65);
    at10.forEach((version, i) => version === '1.1.0' && expect(at50[i]).toBe('1.1.0'));
    expect(await Promise.all(cookies.map(async (cookie) => (await versionFor(cookie)).version))).toEqual(
      at50,
    );
    const inCanary = cookies[at50.indexOf('1.1.0')] ?? '';
    expect(await versionFor(inCanary)).toEqual({
      version: '1.1.0',
      cacheControl: 'private, no-cache',
      vary: 'Cookie, Accept-Encoding',
    });

    const second = await canary('mfe_team', { version: '1.2.0', percent: 10 });
    expect(second.status).toBe(409);
    expect(JSON.stringify(await second.json())).toContain(
      'already runs a canary of 1.1.0 at 50 % (live: 1.0.0)',
    );
  });

  it('status shows both versions side by side; rollback ends the canary, everyone back on the stable', async () => {
    const status = await call('GET', '/api/platform/status');
    const team = status.json.remotes.find((r: { remote: string }) => r.remote === 'mfe_team');
    expect(team.canary).toMatchObject({
      version: '1.1.0',
      stableVersion: '1.0.0',
      percent: 50,
      maxErrorRate: 2,
      minErrors: 5,
      windowSeconds: 300,
    });
    expect(team.canary.stable).toMatchObject({ version: '1.0.0', loads: 0, errors: 0 });
    const rolled = await call('POST', '/api/platform/remotes/mfe_team/rollback', { reason: 'enough' });
    expect(rolled.json).toMatchObject({ version: '1.0.0', previousVersion: '1.1.0', canaryEnded: true });
    expect((await versionFor(visitor(1))).version).toBe('1.0.0');
    const events = await listEvents(ctx.db, 'mfe_team');
    expect(events.slice(0, 3).map((e) => [e.action, e.details.outcome ?? e.details.percent])).toEqual([
      ['canary-end', 'rolled-back'],
      ['canary', 50],
      ['canary', 10],
    ]);
  });

  it('promote finishes a canary of that version', async () => {
    expect((await canary('mfe_team', { version: '1.1.0', percent: 20 })).status).toBe(200);
    expect((await call('POST', '/api/platform/remotes/mfe_team/promote', { version: '1.1.0' })).status).toBe(
      200,
    );
    const [last] = await listEvents(ctx.db, 'mfe_team');
    expect([last?.action, last?.details.outcome]).toEqual(['canary-end', 'promoted']);
    expect((await versionFor(visitor(2))).version).toBe('1.1.0');
  });

  it('rolls a failing canary back by itself, in figures, when 3 of its visitors report errors', async () => {
    expect((await canary('mfe_team', { version: '1.2.0', percent: 50, minErrors: 5 })).status).toBe(200);
    const cookies = Array.from({ length: 40 }, (_, i) => visitor(100 + i));
    const inCanary: string[] = [];
    for (const cookie of cookies) if ((await versionFor(cookie)).version === '1.2.0') inCanary.push(cookie);
    for (const cookie of cookies) await ctx.app.request('/my_team', { headers: { Cookie: cookie } });
    const report = (cookie: string, i: number) =>
      ctx.app.request('/api/client-errors', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-Forwarded-For': `203.0.113.${i}` },
        body: JSON.stringify({
          kind: 'route',
          remote: 'mfe_team',
          version: '1.2.0',
          message: 'boom',
          stack: '',
          path: '/my_team',
        }),
      });
    // Two reporters, however many errors: not enough.
    for (let i = 0; i < 6; i += 1) await report(inCanary[i % 2] ?? '', i);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(
      (await call('GET', '/api/platform/status')).json.remotes.find(
        (r: { remote: string }) => r.remote === 'mfe_team',
      ).canary,
    ).not.toBeNull();
    await report(inCanary[2] ?? '', 9);
    let ended = null;
    for (let i = 0; i < 50 && !ended; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [last] = await listEvents(ctx.db, 'mfe_team');
      if (last?.action === 'canary-end') ended = last;
    }
    expect(ended).toMatchObject({
      by: 'platform',
      version: '1.2.0',
      details: { outcome: 'auto-rolled-back' },
    });
    expect(ended?.reason).toMatch(/^auto rollback: 7 errors in \d+ loads, \d+\.\d %, stable 0\.0 %$/);
    expect((await versionFor(inCanary[0] ?? '')).version).toBe('1.1.0');
    const status = await call('GET', '/api/platform/status');
    expect(
      status.json.remotes.find((r: { remote: string }) => r.remote === 'mfe_team').lastCanaryEnd,
    ).toMatchObject({
      outcome: 'auto-rolled-back',
      by: 'platform',
    });
  });
});
