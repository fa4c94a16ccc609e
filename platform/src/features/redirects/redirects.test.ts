import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { redirectRules, registryEvents } from '../../db/schema';
import { createTestContext, jsonRequest, type TestContext } from '../../testing/test-app';
import { PERMANENT_REDIRECT_CACHE, TEMPORARY_REDIRECT_CACHE } from './page-redirects';

const TOKEN = 'op-test-token-redirects-0123456789abcdefghijklmnop';
const operator = { Authorization: `Operator ${TOKEN}`, 'X-Platform-Operator': 'Inès%20Roy' };

interface Answer {
  status: number;
  // any, on purpose: each test reads the fields it asserts from several answer shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  headers: Headers;
}

describe('redirect rules (operator api, registry, page loads)', () => {
  let ctx: TestContext;

  async function call(method: string, pathname: string, body?: unknown, headers = operator): Promise<Answer> {
    const init: RequestInit = body === undefined ? { method, headers } : jsonRequest(method, body, headers);
    const res = await ctx.app.request(pathname, init);
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
  }
  const add = (body: object) => call('POST', '/api/platform/redirects', body);
  const remove = (from: string, reason?: string) =>
    call('POST', '/api/platform/redirects/remove', { from, reason });
  const page = (pathname: string, method = 'GET') =>
    ctx.app.request(pathname, { method, redirect: 'manual' });
  const servedRedirects = async () =>
    ((await (await ctx.app.request('/registry.json')).json()) as { redirects: unknown[] }).redirects;
  const revision = async () =>
    ((await (await ctx.app.request('/registry.json')).json()) as { revision: number }).revision;

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { operatorToken: TOKEN },
      config: { redirectAllowedHosts: ['launch.example.com'] },
    });
    await fs.mkdir(ctx.config.shellDist, { recursive: true });
    await fs.writeFile(path.join(ctx.config.shellDist, 'index.html'), '<!doctype html><title>shell</title>');
  });
  afterAll(() => ctx.close());

  afterEach(async () => {
    await ctx.db.delete(redirectRules);
  });

  it('takes the operator token, like promote and rollback', async () => {
    expect((await call('GET', '/api/platform/redirects', undefined, {} as typeof operator)).status).toBe(401);
    const asUser = await call('POST', '/api/platform/redirects', { from: '/a', to: '/trainings' }, {
      Authorization: 'Bearer nope',
      'X-Platform-Operator': 'x',
    } as unknown as typeof operator);
    expect(asUser.status).toBe(401);
    expect(await ctx.db.select().from(redirectRules)).toEqual([]);
  });

  it('adds, lists and removes a rule, each change in the audit trail and the registry', async () => {
    const before = await revision();
    const added = await add({ from: '/old_trainings', to: '/trainings', permanent: true, reason: 'renamed' });
    expect(added.status).toBe(201);
    expect(added.json.rule).toMatchObject({
      from: '/old_trainings',
      to: '/trainings',
      permanent: true,
      createdBy: 'Inès Roy',
      reason: 'renamed',
      applies: true,
    });
    expect(added.json.revision).toBe(before + 1);

    const registry = await (await ctx.app.request('/registry.json')).json();
    expect(registry).toMatchObject({
      revision: before + 1,
      redirects: [{ from: '/old_trainings', to: '/trainings', permanent: true }],
    });

    const listed = await call('GET', '/api/platform/redirects');
    expect(listed.status).toBe(200);
    expect(listed.json.allowedHosts).toEqual(['launch.example.com']);
    expect(listed.json.rules.map((rule: { from: string }) => rule.from)).toEqual(['/old_trainings']);
    expect(listed.json.events[0]).toMatchObject({
      action: 'redirect-add',
      by: 'Inès Roy',
      reason: 'renamed',
      revision: before + 1,
      details: { from: '/old_trainings', to: '/trainings', permanent: true },
    });

    const removed = await remove('/old_trainings', 'back again');
    expect(removed.status).toBe(200);
    expect(removed.json.revision).toBe(before + 2);
    expect(await servedRedirects()).toEqual([]);
    const events = await ctx.db
      .select()
      .from(registryEvents)
      .where(eq(registryEvents.action, 'redirect-remove'));
    expect(events.at(-1)).toMatchObject({ by: 'Inès Roy', reason: 'back again', revision: before + 2 });
  });

  it.each([
    { body: { from: '/api/health', to: '/trainings' }, field: 'from', message: /platform server/ },
    { body: { from: '/:slug', to: '/trainings' }, field: 'from', message: /first segment/ },
    { body: { from: '/registry.json', to: '/trainings' }, field: 'from', message: /./ },
    { body: { from: '/a', to: 'https://evil.example/' }, field: 'to', message: /allowlist/ },
    { body: { from: '/a', to: '//evil.example' }, field: 'to', message: /./ },
    { body: { from: '/a', to: '/\\evil.example' }, field: 'to', message: /backslash/ },
    { body: { from: '/a', to: 'javascript:alert(1)' }, field: 'to', message: /./ },
    { body: { from: '/a', to: 'https://launch.example.com@evil.example/' }, field: 'to', message: /./ },
    { body: { from: '/a', to: '/a' }, field: 'to', message: /loop/ },
    { body: { from: '/a', to: '/trainings', extra: 1 }, field: 'extra', message: /Unexpected field/ },
    { body: { to: '/trainings' }, field: 'from', message: /./ },
  ])('refuses $body.from → $body.to, naming $field', async ({ body, field, message }) => {
    const before = await revision();
    const answer = await add(body);
    expect(answer.status).toBe(422);
    expect(answer.json.errors[field]?.[0]).toMatch(message);
    expect(await revision()).toBe(before);
    expect(await ctx.db.select().from(redirectRules)).toEqual([]);
  });

  it('refuses a loop made with the rules already there, and a second rule for the same source', async () => {
    expect((await add({ from: '/a', to: '/b' })).status).toBe(201);
    const loop = await add({ from: '/b', to: '/a' });
    expect(loop.status).toBe(422);
    expect(loop.json.errors.to[0]).toMatch(/loop: \/a → \/b → \/a/);
    expect(loop.headers.get('X-Refusal-Code')).toBe('invalid_redirect');
    const twice = await add({ from: '/a', to: '/c' });
    expect(twice.status).toBe(409);
    expect(twice.json.errors.from[0]).toMatch(/exists/);
    expect(twice.headers.get('X-Refusal-Code')).toBe('redirect_exists');
  });

  it('refuses to remove a rule that does not exist', async () => {
    const answer = await remove('/nothing');
    expect(answer.status).toBe(404);
    expect(answer.json.errors.from[0]).toMatch(/No rule/);
  });

  describe('page loads', () => {
    it('answers a permanent rule with 308, a temporary one with 307, before the HTML', async () => {
      await add({ from: '/training/:slug/old', to: '/training/:slug', permanent: true });
      await add({ from: '/coming-soon', to: 'https://launch.example.com/soon', permanent: false });

      const permanent = await page('/training/mindset/old?invited_id=7');
      expect(permanent.status).toBe(308);
      expect(permanent.headers.get('Location')).toBe('/training/mindset?invited_id=7');
      expect(permanent.headers.get('Cache-Control')).toBe(PERMANENT_REDIRECT_CACHE);

      const temporary = await page('/coming-soon?token=secret', 'HEAD');
      expect(temporary.status).toBe(307);
      expect(temporary.headers.get('Location')).toBe('https://launch.example.com/soon');
      expect(temporary.headers.get('Cache-Control')).toBe(TEMPORARY_REDIRECT_CACHE);

      const untouched = await page('/training/mindset');
      expect(untouched.status).toBe(200);
      expect(await untouched.text()).toContain('<title>shell</title>');
    });

    it('stops at once when the rule is removed', async () => {
      await add({ from: '/old_trainings', to: '/trainings', permanent: true });
      expect((await page('/old_trainings')).status).toBe(308);
      await remove('/old_trainings');
      expect((await page('/old_trainings')).status).toBe(200);
    });

    it('no longer applies an external rule whose host left the allowlist', async () => {
      await ctx.db
        .insert(redirectRules)
        .values({ from: '/gone', to: 'https://launch.example.org/x', permanent: false, createdBy: 'x' });
      expect((await page('/gone')).status).toBe(200);
      expect(await servedRedirects()).toEqual([]);
      const listed = await call('GET', '/api/platform/redirects');
      expect(listed.json.rules[0]).toMatchObject({ from: '/gone', applies: false });
    });

    it('never answers the api, the remotes, the registry or files with a redirect', async () => {
      // Written straight into the table: the operator api refuses these.
      await ctx.db.insert(redirectRules).values([
        { from: '/api/health', to: '/trainings', permanent: false, createdBy: 'x' },
        { from: '/registry.json', to: '/trainings', permanent: false, createdBy: 'x' },
        { from: '/favicon.ico', to: '/trainings', permanent: false, createdBy: 'x' },
      ]);
      expect((await page('/api/health')).status).toBe(200);
      expect((await page('/registry.json')).status).toBe(200);
      expect((await page('/favicon.ico')).status).not.toBe(307);
    });
  });
});
