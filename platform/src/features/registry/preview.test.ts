import fs from 'node:fs/promises';
import path from 'node:path';
import { useTestContext, jsonRequest } from '../../testing/test-app';
import { listEvents } from './events';
import { promote, recordRelease } from './repository';

const TOKEN = 'operator-token-for-the-preview-test-0123456789';
const operator = { Authorization: `Operator ${TOKEN}`, 'X-Platform-Operator': 'Zoé' };

interface Registry {
  remotes: Record<string, { version: string }>;
  preview?: { grants: { remote: string; version: string }[]; ended: boolean; linkRefused: boolean };
}

describe('preview (pnpm platform preview)', () => {
  const ctx = useTestContext({
    deps: { operatorToken: TOKEN, delivery: { flushMs: 0, analysisMs: 0 } },
  });
  beforeAll(async () => {
    await fs.mkdir(ctx.config.shellDist, { recursive: true });
    await fs.writeFile(
      path.join(ctx.config.shellDist, 'index.html'),
      '<!doctype html><html><head><title>Coach</title></head><body><div id="root"></div></body></html>',
    );
    for (const [remote, version] of [
      ['mfe_team', '1.0.0'],
      ['mfe_team', '1.4.0'],
      ['mfe_profile', '2.0.0'],
      ['mfe_profile', '2.1.0'],
    ] as const)
      await recordRelease(ctx.db, {
        remote,
        version,
        manifestUrl: `/remotes/${remote.replace('_', '-')}/${version}/mf-manifest.json`,
        createdBy: 'test',
      });
    await promote(ctx.db, 'mfe_team', '1.0.0', { by: 'test' });
    await promote(ctx.db, 'mfe_profile', '2.0.0', { by: 'test' });
  });

  const grant = async (remote: string, body: Record<string, unknown>) => {
    const res = await ctx.app.request(
      `/api/platform/remotes/${remote}/previews`,
      jsonRequest('POST', body, operator),
    );
    return {
      status: res.status,
      json: (await res.json()) as { path?: string; expiresAt?: string; errors?: unknown },
    };
  };
  /** Opens a link as a browser would, carrying `cookie`: the cookie it then holds. */
  const open = async (linkPath: string, cookie = '') => {
    const res = await ctx.app.request(linkPath, { headers: { Cookie: cookie } });
    const set = res.headers.get('set-cookie') ?? '';
    return { res, cookie: /coach_preview=([^;]*)/.exec(set)?.[1] ?? null, set };
  };
  const registry = async (cookie: string) => {
    const res = await ctx.app.request('/registry.json', { headers: { Cookie: cookie } });
    return { res, body: (await res.json()) as Registry };
  };

  it.each([
    [
      'a version never released',
      'mfe_team',
      { version: '9.9.9' },
      404,
      'mfe_team@9.9.9 has never been released (live: 1.0.0).',
    ],
    ['the live version', 'mfe_team', { version: '1.0.0' }, 409, 'already live for everyone'],
    [
      '0 hours',
      'mfe_team',
      { version: '1.4.0', hours: 0 },
      422,
      'A preview lasts 1 to 168 hours (7 days), not 0.',
    ],
    ['8 days', 'mfe_team', { version: '1.4.0', hours: 192 }, 422, 'not 192'],
  ])('refuses %s, naming it', async (_name, remote, body, status, message) => {
    const answer = await grant(remote, body);
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.json)).toContain(message);
  });

  it('gives the browser that opens the link the version, once; two previews combine; others see the live ones', async () => {
    const team = await grant('mfe-team', { version: '1.4.0', hours: 2 });
    expect(team.status).toBe(200);
    expect(team.json.path).toMatch(/^\/preview\/[A-Za-z0-9_-]{32}$/);
    const opened = await open(team.json.path ?? '');
    expect(opened.res.status).toBe(303);
    expect(opened.res.headers.get('location')).toBe('/my_team');
    expect(opened.set).toMatch(/HttpOnly; SameSite=Lax/);
    expect(opened.res.headers.get('x-robots-tag')).toBe('noindex');
    const cookie = `coach_preview=${opened.cookie}`;

    const again = await open(team.json.path ?? '');
    expect(again.res.headers.get('location')).toBe('/');
    expect(again.set).toMatch(/^coach_preview_notice=link; Path=\/; Max-Age=300; SameSite=Lax/);
    expect((await registry('coach_preview_notice=link')).body.preview).toMatchObject({
      linkRefused: true,
      grants: [],
    });

    const profile = await grant('mfe_profile', { version: '2.1.0' });
    const both = `coach_preview=${(await open(profile.json.path ?? '', cookie)).cookie}`;
    const seen = await registry(both);
    expect(seen.body.remotes.mfe_team?.version).toBe('1.4.0');
    expect(seen.body.remotes.mfe_profile?.version).toBe('2.1.0');
    expect(seen.body.preview?.grants.map((g) => `${g.remote} ${g.version}`).sort()).toEqual([
      'mfe_profile 2.1.0',
      'mfe_team 1.4.0',
    ]);
    expect(seen.res.headers.get('cache-control')).toBe('private, no-cache');
    const page = await ctx.app.request('/my_team', { headers: { Cookie: both } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    // The page carries what the marker shows, and is not the page kept for everyone else.
    expect(await page.text()).toMatch(/"preview":\{"grants":\[\{"remote":"mfe_(team|profile)"/);
    expect(await (await ctx.app.request('/my_team')).text()).not.toContain('"preview"');

    const other = await registry('');
    expect(other.body.remotes.mfe_team?.version).toBe('1.0.0');
    expect(other.body.preview).toBeUndefined();

    const events = await listEvents(ctx.db, 'mfe_team');
    expect(events[0]).toMatchObject({
      action: 'preview',
      version: '1.4.0',
      by: 'Zoé',
      details: { hours: 2 },
    });
  });

  it('ignores a tampered, expired or revoked grant, says so once, and rewrites the cookie', async () => {
    const team = await grant('mfe_team', { version: '1.4.0', hours: 1 });
    const cookie = `coach_preview=${(await open(team.json.path ?? '')).cookie}`;
    const tampered = await registry(cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(tampered.body.remotes.mfe_team?.version).toBe('1.0.0');
    expect(tampered.body.preview).toMatchObject({ ended: true, grants: [] });
    const tamperedPage = await ctx.app.request('/my_team', {
      headers: { Cookie: cookie.replace(/.$/, 'Z') },
    });
    expect(await tamperedPage.text()).toContain('"preview":{"grants":[],"ended":true');

    ctx.clock.advance(2 * 3600_000);
    const expired = await ctx.app.request('/my_team', { headers: { Cookie: cookie } });
    expect(expired.status).toBe(200);
    expect(expired.headers.get('set-cookie')).toMatch(/coach_preview=; Path=\/; Max-Age=0/);
    ctx.clock.advance(-2 * 3600_000);

    const revoked = await ctx.app.request(
      '/api/platform/remotes/mfe_team/previews/revoke',
      jsonRequest('POST', { version: '1.4.0' }, operator),
    );
    expect(await revoked.json()).toMatchObject({ revoked: 2 });
    expect((await registry(cookie)).body).toMatchObject({
      remotes: { mfe_team: { version: '1.0.0' } },
      preview: { ended: true },
    });
    expect((await listEvents(ctx.db, 'mfe_team'))[0]).toMatchObject({
      action: 'preview-revoke',
      details: { revoked: 2 },
    });
  });

  it('GET /preview/leave ends every preview of the browser', async () => {
    const res = await ctx.app.request('/preview/leave');
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/^coach_preview=; Path=\/; Max-Age=0; HttpOnly/);
  });
});
