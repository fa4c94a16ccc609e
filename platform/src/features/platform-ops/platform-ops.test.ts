import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { registryEvents } from '../../db/schema';
import { bearer, registerUser } from '@coach/api/testing';
import { RELEASE_FACTS, fakeBuild, writeShellBuild } from '../../testing/release-fixtures';
import { createTestContext, jsonRequest, type TestContext } from '../../testing/test-app';
import { OPERATOR_TOKEN_FILE, resolveOperatorToken } from '@coach/server-kit/operator/operator-token';

const TOKEN = 'op-test-token-0123456789abcdefghijklmnopqrstuvwxyz';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const sri = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

interface Answer {
  status: number;
  // any, on purpose: each test reads the fields it asserts from many different answer shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  headers: Headers;
}

describe('operator api (/api/platform)', () => {
  let ctx: TestContext;
  const operator = { Authorization: `Operator ${TOKEN}`, 'X-Platform-Operator': 'Zoé%20Martin' };

  async function call(
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = operator,
  ): Promise<Answer> {
    const init: RequestInit = body === undefined ? { method, headers } : jsonRequest(method, body, headers);
    const res = await ctx.app.request(pathname, init);
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
  }

  async function putRaw(
    remote: string,
    version: string,
    name: string,
    bytes: Uint8Array,
    extra: Record<string, string> = {},
  ) {
    const res = await ctx.app.request(`/api/platform/remotes/${remote}/releases/${version}/files/${name}`, {
      method: 'PUT',
      headers: { ...operator, 'Content-Type': 'application/octet-stream', ...extra },
      body: bytes,
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers } as Answer;
  }

  /** What `pnpm platform release` does: one PUT per file, then finalize with the list. */
  async function release(
    remote: string,
    version: string,
    files: Map<string, Buffer>,
    gitCommit: string | null = 'abc1234',
  ) {
    for (const [name, bytes] of files) {
      const answer = await putRaw(remote, version, name, bytes, { 'X-Content-Sha256': sha256(bytes) });
      if (answer.status >= 300) return answer;
    }
    const list = Object.fromEntries([...files].map(([name, bytes]) => [name, sha256(bytes)]));
    return call('POST', `/api/platform/remotes/${remote}/releases/${version}/finalize`, {
      files: list,
      gitCommit,
    });
  }

  const registry = async () =>
    (await ctx.app.request('/registry.json')).json() as Promise<{
      revision: number;
      remotes: Record<string, { version: string; integrity: string }>;
    }>;

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { operatorToken: TOKEN } });
    await writeShellBuild(ctx.config.shellDist, 'shell-1');
  });
  afterAll(() => ctx.close());

  describe('authentication', () => {
    it('refuses calls without the operator token', async () => {
      const none = await call('GET', '/api/platform/status', undefined, {});
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Operator realm="coach-platform"');
      expect(none.json).toEqual({
        errors: { base: ['Platform operations need the operator token: Authorization: Operator <token>.'] },
      });
      const wrong = await call('GET', '/api/platform/status', undefined, {
        Authorization: `Operator ${TOKEN}x`,
        'X-Platform-Operator': 'x',
      });
      expect(wrong.status).toBe(401);
      expect(wrong.json.errors.base).toEqual(['Wrong operator token.']);
      const short = await call(
        'POST',
        '/api/platform/remotes/mfe-home/promote',
        { version: '1.0.0' },
        { Authorization: 'Operator abc', 'X-Platform-Operator': 'x' },
      );
      expect(short.status).toBe(401);
    });

    it("refuses a user's session token, even a valid one", async () => {
      const { token } = await registerUser(ctx.app);
      expect((await ctx.app.request('/api/dashboard/whoami', { headers: bearer(token) })).status).toBe(200);
      for (const headers of [bearer(token), { Authorization: `Operator ${token}` }]) {
        const answer = await call('GET', '/api/platform/status', undefined, {
          ...headers,
          'X-Platform-Operator': 'x',
        });
        expect(answer.status).toBe(401);
      }
      const asBearer = await call('GET', '/api/platform/status', undefined, {
        ...bearer(token),
        'X-Platform-Operator': 'x',
      });
      expect(asBearer.json.errors.base).toEqual([
        'Platform operations take the operator token (Authorization: Operator <token>), not a user session.',
      ]);
    });

    it('is never a session anywhere else', async () => {
      for (const headers of [{ Authorization: `Operator ${TOKEN}` }, { Authorization: `Bearer ${TOKEN}` }]) {
        expect((await ctx.app.request('/api/dashboard/whoami', { headers })).status).toBe(401);
        expect((await ctx.app.request('/api/dashboard/me/ping', { headers })).status).toBe(401);
      }
    });

    it('wants to know who operates', async () => {
      const anonymous = await call('GET', '/api/platform/status', undefined, {
        Authorization: `Operator ${TOKEN}`,
      });
      expect(anonymous.status).toBe(422);
      expect(anonymous.json.errors.operator).toEqual(['Required.']);
      expect((await call('GET', '/api/platform/status')).status).toBe(200);
    });

    it('generates a token file (mode 0600) when none is configured, and keeps it across starts', async () => {
      const dir = path.join(ctx.dataDir, 'token-test');
      const first = resolveOperatorToken(dir, undefined);
      expect(first).toMatchObject({ source: 'generated', file: path.join(dir, OPERATOR_TOKEN_FILE) });
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await fs.stat(path.join(dir, OPERATOR_TOKEN_FILE))).mode & 0o777).toBe(0o600);
      expect(resolveOperatorToken(dir, undefined)).toEqual({ ...first, source: 'file' });
      expect(resolveOperatorToken(dir, TOKEN)).toEqual({ token: TOKEN, source: 'env', file: null });
      await fs.writeFile(path.join(dir, OPERATOR_TOKEN_FILE), 'short\n');
      expect(() => resolveOperatorToken(dir, undefined)).toThrow(/does not hold a usable operator token/);
    });

    it('a platform started without a token writes one that the operator api accepts', async () => {
      const other = await createTestContext();
      try {
        const token = (await fs.readFile(path.join(other.dataDir, OPERATOR_TOKEN_FILE), 'utf8')).trim();
        const res = await other.app.request('/api/platform/status', {
          headers: { Authorization: `Operator ${token}`, 'X-Platform-Operator': 'me' },
        });
        expect(res.status).toBe(200);
        const wrong = await other.app.request('/api/platform/status', {
          headers: { Authorization: `Operator ${TOKEN}`, 'X-Platform-Operator': 'me' },
        });
        expect(wrong.status).toBe(401);
      } finally {
        await other.close();
      }
    });
  });

  describe('release', () => {
    const files = fakeBuild('mfe_trainings', { entry: 'var mfe_trainings = "1.0.0";' });

    it('uploads a build into staging, then finalize checks it, hashes the entry and records it (not live)', async () => {
      const first = await putRaw(
        'mfe-trainings',
        '1.0.0',
        'remoteEntry.js',
        files.get('remoteEntry.js') as Buffer,
      );
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({
        path: 'remoteEntry.js',
        status: 'staged',
        sha256: sha256(files.get('remoteEntry.js') as Buffer),
      });
      const answer = await release('mfe-trainings', '1.0.0', files);
      expect(answer.status).toBe(201);
      expect(answer.json).toMatchObject({
        remote: 'mfe_trainings',
        version: '1.0.0',
        created: true,
        integrity: sri(files.get('remoteEntry.js') as Buffer),
        manifestUrl: '/remotes/mfe-trainings/1.0.0/mf-manifest.json',
        files: 4,
        gitCommit: 'abc1234',
        live: null,
      });
      expect((await registry()).remotes.mfe_trainings).toBeUndefined();
      const served = await ctx.app.request('/remotes/mfe-trainings/1.0.0/static/js/42.0123abcd.js');
      expect(await served.text()).toBe('chunk(1);');
      // the staging area is emptied
      await expect(
        fs.readdir(path.join(ctx.dataDir, 'storage', 'staging', 'mfe-trainings', '1.0.0')),
      ).rejects.toThrow(/ENOENT/);
      const history = await call('GET', '/api/platform/remotes/mfe-trainings/history');
      expect(history.json.releases[0]).toMatchObject({
        version: '1.0.0',
        createdBy: 'Zoé Martin',
        gitCommit: 'abc1234',
        files: 4,
        live: false,
      });
      expect(history.json.events[0]).toMatchObject({ action: 'release', version: '1.0.0', by: 'Zoé Martin' });
    });

    it('treats the same files again as a no-op, and refuses other bytes for a released version', async () => {
      const again = await release('mfe-trainings', '1.0.0', files);
      expect(again.status).toBe(200);
      expect(again.json.created).toBe(false);

      const changed = await putRaw('mfe-trainings', '1.0.0', 'remoteEntry.js', Buffer.from('var evil = 1;'));
      expect(changed.status).toBe(409);
      expect(changed.json.errors.base[0]).toBe(
        'mfe_trainings@1.0.0 is already released and releases are immutable: remoteEntry.js differs from the released file (or is not part of it). Release this build under a new version.',
      );
      const extra = await putRaw('mfe-trainings', '1.0.0', 'static/js/new.js', Buffer.from('x'));
      expect(extra.status).toBe(409);
      const fewer = await call('POST', '/api/platform/remotes/mfe-trainings/releases/1.0.0/finalize', {
        files: { 'remoteEntry.js': sha256(files.get('remoteEntry.js') as Buffer) },
      });
      expect(fewer.status).toBe(409);
      const served = await ctx.app.request('/remotes/mfe-trainings/1.0.0/remoteEntry.js');
      expect(await served.text()).toBe('var mfe_trainings = "1.0.0";');
    });

    it('checks the integrity of every file: a corrupted upload or a missing file is refused, naming it', async () => {
      const bytes = Buffer.from('var mfe_trainings = "1.1.0";');
      const corrupted = await putRaw('mfe-trainings', '1.1.0', 'remoteEntry.js', bytes, {
        'X-Content-Sha256': sha256(Buffer.from('other')),
      });
      expect(corrupted.status).toBe(422);
      expect(corrupted.json.errors.base[0]).toMatch(/^remoteEntry.js arrived corrupted/);

      const build = fakeBuild('mfe_trainings', { entry: 'var mfe_trainings = "1.1.0";' });
      for (const [name, content] of build)
        if (name !== 'static/js/42.0123abcd.js') await putRaw('mfe-trainings', '1.1.0', name, content);
      const list = Object.fromEntries([...build].map(([name, content]) => [name, sha256(content)]));
      const missing = await call('POST', '/api/platform/remotes/mfe-trainings/releases/1.1.0/finalize', {
        files: list,
      });
      expect(missing.status).toBe(422);
      expect(missing.json.errors).toEqual({
        base: ['1 file(s) were not uploaded (static/js/42.0123abcd.js): upload them, then finalize again.'],
        files: ['static/js/42.0123abcd.js: not uploaded.'],
      });

      await putRaw('mfe-trainings', '1.1.0', 'static/js/42.0123abcd.js', Buffer.from('tampered in transit'));
      const mismatch = await call('POST', '/api/platform/remotes/mfe-trainings/releases/1.1.0/finalize', {
        files: list,
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.json.errors.base[0]).toBe(
        'Integrity check failed: static/js/42.0123abcd.js do not match the sha256 declared for them: upload them again.',
      );
      expect((await call('GET', '/api/platform/remotes/mfe-trainings/history')).json.releases).toHaveLength(
        1,
      );
    });

    it('takes the SRI hash from the stored entry itself (the client sends none)', async () => {
      const build = fakeBuild('mfe_trainings', { entry: 'var mfe_trainings = "1.2.0";' });
      const answer = await release('mfe-trainings', '1.2.0', build);
      expect(answer.status).toBe(201);
      expect(answer.json.integrity).toBe(sri(Buffer.from('var mfe_trainings = "1.2.0";')));
    });

    it('refuses a build the live shell cannot run, naming the dependency (422)', async () => {
      const facts = { ...RELEASE_FACTS, requires: { ...RELEASE_FACTS.requires, 'react-router': '^9.0.0' } };
      const answer = await release('mfe-trainings', '2.0.0', fakeBuild('mfe_trainings', { facts }));
      expect(answer.status).toBe(422);
      expect(answer.json.errors.base).toEqual([
        'react-router: mfe_trainings@2.0.0 needs ^9.0.0, the live shell (build shell-1) provides 8.5.1.',
      ]);
      expect(answer.json.errors['react-router']).toHaveLength(1);
      expect(answer.headers.get('x-refusal-code')).toBe('incompatible');
    });

    it('refuses unknown remotes, odd versions and paths', async () => {
      const unknown = await putRaw('mfe-nope', '1.0.0', 'a.js', Buffer.from('x'));
      expect(unknown.status).toBe(404);
      expect(unknown.json.errors.base[0]).toBe(
        'Unknown remote "mfe-nope" (known: mfe-home, mfe-trainings, mfe-team, mfe-life-gps, mfe-profile).',
      );
      expect((await putRaw('mfe-trainings', '1.0.0..', 'a.js', Buffer.from('x'))).status).toBe(422);
      expect((await putRaw('mfe-trainings', '3.0.0', '.hidden', Buffer.from('x'))).status).toBe(422);
      expect((await putRaw('mfe-trainings', '3.0.0', '..%2Fescape.js', Buffer.from('x'))).status).toBe(422);
      const notSemver = await release('mfe-trainings', '3.0', fakeBuild('mfe_trainings'));
      expect(notSemver.status).toBe(422);
      expect(notSemver.json.errors.base[0]).toMatch(/is not a semantic version/);
    });

    it('takes large files on the upload route only', async () => {
      const big = Buffer.alloc(300 * 1024, 'a');
      expect((await putRaw('mfe-trainings', '3.1.0', 'static/js/big.0123abcd.js', big)).status).toBe(201);
      const tooBig = await putRaw(
        'mfe-trainings',
        '3.1.0',
        'static/js/huge.js',
        Buffer.alloc(20 * 1024 * 1024 + 1, 'a'),
      );
      expect(tooBig.status).toBe(413);
      const bigJson = await call('POST', '/api/platform/remotes/mfe-trainings/promote', {
        version: '1.0.0',
        reason: 'x'.repeat(100 * 1024),
      });
      expect(bigJson.status).toBe(413);
    });
  });

  describe('promote, rollback, lock, prune', () => {
    beforeAll(async () => {
      for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
        const answer = await release(
          'mfe-team',
          version,
          fakeBuild('mfe_team', { entry: `var mfe_team = "${version}";`, chunk: version }),
        );
        expect(answer.status).toBe(201);
      }
    });

    it('promotes atomically with optimistic concurrency, and says who and why', async () => {
      const { revision } = await registry();
      const promoted = await call('POST', '/api/platform/remotes/mfe-team/promote', {
        version: '1.0.0',
        expectedRevision: revision,
        reason: 'first',
      });
      expect(promoted.status).toBe(200);
      expect(promoted.json).toMatchObject({
        remote: 'mfe_team',
        dir: 'mfe-team',
        version: '1.0.0',
        previousVersion: null,
        revision: revision + 1,
        changed: true,
      });
      expect((await registry()).remotes.mfe_team).toMatchObject({
        version: '1.0.0',
        integrity: sri(Buffer.from('var mfe_team = "1.0.0";')),
      });

      const stale = await call('POST', '/api/platform/remotes/mfe-team/promote', {
        version: '1.1.0',
        expectedRevision: revision,
        reason: 'late',
      });
      expect(stale.status).toBe(409);
      expect(stale.json.errors.base).toEqual([
        `The registry is at revision ${revision + 1}, not ${revision}: it changed meanwhile. Read it again and retry.`,
      ]);
      expect((await registry()).remotes.mfe_team?.version).toBe('1.0.0');

      const unknown = await call('POST', '/api/platform/remotes/mfe-team/promote', { version: '9.9.9' });
      expect(unknown.status).toBe(404);
      expect(unknown.json.errors.base).toEqual(['mfe_team@9.9.9 has not been released.']);
      const invalid = await call('POST', '/api/platform/remotes/mfe-team/promote', {
        version: '1.1.0',
        expectedRevision: -1,
        oops: true,
      });
      expect(invalid.status).toBe(422);
      expect(Object.keys(invalid.json.errors).sort()).toEqual(['expectedRevision', 'oops']);
    });

    it('lets exactly one of two concurrent promotes win; the other is refused, not applied', async () => {
      const { revision } = await registry();
      const answers = await Promise.all([
        call('POST', '/api/platform/remotes/mfe-team/promote', {
          version: '1.1.0',
          expectedRevision: revision,
          reason: 'a',
        }),
        call('POST', '/api/platform/remotes/mfe-team/promote', {
          version: '1.2.0',
          expectedRevision: revision,
          reason: 'b',
        }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200);
      const after = await registry();
      expect(after.revision).toBe(revision + 1);
      expect(after.remotes.mfe_team?.version).toBe(winner?.json.version);
    });

    it('rolls back to the previous version by default, or to --to', async () => {
      // whichever promote won above: 1.1.0 then 1.2.0, so the previous version is 1.1.0
      await call('POST', '/api/platform/remotes/mfe-team/promote', { version: '1.1.0', reason: 'go' });
      await call('POST', '/api/platform/remotes/mfe-team/promote', { version: '1.2.0', reason: 'go' });
      const live = (await registry()).remotes.mfe_team?.version;
      expect(live).toBe('1.2.0');
      const back = await call('POST', '/api/platform/remotes/mfe_team/rollback', { reason: '3 a.m. errors' });
      expect(back.status).toBe(200);
      expect(back.json).toMatchObject({ version: '1.1.0', previousVersion: '1.2.0', changed: true });
      const to = await call('POST', '/api/platform/remotes/mfe-team/rollback', {
        to: '1.0.0',
        reason: 'older',
      });
      expect(to.json).toMatchObject({ version: '1.0.0', previousVersion: '1.1.0' });
      const history = await call('GET', '/api/platform/remotes/mfe-team/history?limit=2');
      expect(history.json.events).toEqual([
        expect.objectContaining({
          action: 'rollback',
          version: '1.0.0',
          fromVersion: '1.1.0',
          by: 'Zoé Martin',
          reason: 'older',
        }),
        expect.objectContaining({
          action: 'rollback',
          version: '1.1.0',
          fromVersion: '1.2.0',
          reason: '3 a.m. errors',
        }),
      ]);
      expect(history.json.live).toMatchObject({
        version: '1.0.0',
        previousVersion: '1.1.0',
        by: 'Zoé Martin',
        reason: 'older',
        locked: false,
      });
      expect(
        history.json.releases.map((r: { version: string; live: boolean; previous: boolean }) => [
          r.version,
          r.live,
          r.previous,
        ]),
      ).toEqual([
        ['1.2.0', false, false],
        ['1.1.0', false, true],
        ['1.0.0', true, false],
      ]);
      const nothing = await call('POST', '/api/platform/remotes/mfe-profile/rollback', {});
      expect(nothing.status).toBe(409);
      expect(nothing.json.errors.base).toEqual(['mfe_profile has no live version to roll back.']);
    });

    it('lock refuses promote and rollback (409) until unlock', async () => {
      expect((await call('POST', '/api/platform/remotes/mfe-team/lock', {})).status).toBe(422);
      const locked = await call('POST', '/api/platform/remotes/mfe-team/lock', { reason: 'incident 7' });
      expect(locked.json).toMatchObject({
        remote: 'mfe_team',
        locked: true,
        changed: true,
        lockReason: 'incident 7',
      });
      for (const [route, body] of [
        ['promote', { version: '1.2.0' }],
        ['rollback', {}],
      ] as const) {
        const refused = await call('POST', `/api/platform/remotes/mfe-team/${route}`, body);
        expect(refused.status).toBe(409);
        expect(refused.json.errors.base).toEqual(['mfe_team is locked (incident 7): unlock it first.']);
        expect(refused.headers.get('x-refusal-code')).toBe('locked');
      }
      const status = await call('GET', '/api/platform/status');
      expect(status.json.remotes.find((r: { remote: string }) => r.remote === 'mfe_team').live).toMatchObject(
        { locked: true, lockReason: 'incident 7' },
      );
      expect((await call('POST', '/api/platform/remotes/mfe-team/unlock', {})).json).toMatchObject({
        locked: false,
        changed: true,
      });
      expect(
        (await call('POST', '/api/platform/remotes/mfe-team/promote', { version: '1.2.0' })).status,
      ).toBe(200);
    });

    it('prune keeps the N newest and always the live and previous ones', async () => {
      expect((await call('POST', '/api/platform/remotes/mfe-team/prune', { keep: -1 })).status).toBe(422);
      // live 1.2.0, previous 1.0.0
      const pruned = await call('POST', '/api/platform/remotes/mfe-team/prune', { keep: 0, reason: 'disk' });
      expect(pruned.status).toBe(200);
      expect(pruned.json).toEqual({
        remote: 'mfe_team',
        dir: 'mfe-team',
        kept: ['1.2.0', '1.0.0'],
        pruned: ['1.1.0'],
      });
      expect((await ctx.app.request('/remotes/mfe-team/1.1.0/remoteEntry.js')).status).toBe(404);
      expect((await ctx.app.request('/remotes/mfe-team/1.2.0/remoteEntry.js')).status).toBe(200);
      expect((await ctx.app.request('/remotes/mfe-team/1.0.0/remoteEntry.js')).status).toBe(200);
      const again = await call('POST', '/api/platform/remotes/mfe-team/promote', { version: '1.1.0' });
      expect(again.status).toBe(409);
      expect(again.json.errors.base).toEqual([
        'mfe_team@1.1.0 was pruned (its files are deleted): it cannot go live again.',
      ]);
      const reupload = await putRaw(
        'mfe-team',
        '1.1.0',
        'remoteEntry.js',
        Buffer.from('var mfe_team = "1.1.0";'),
      );
      expect(reupload.status).toBe(409);
      const refinalize = await call('POST', '/api/platform/remotes/mfe-team/releases/1.1.0/finalize', {
        files: { 'remoteEntry.js': sha256(Buffer.from('var mfe_team = "1.1.0";')) },
      });
      expect(refinalize.status).toBe(409);
      expect(refinalize.json.errors.base[0]).toMatch(
        /^mfe_team@1.1.0 is already released and releases are immutable: it was pruned\./,
      );
    });
  });

  describe('status and front version', () => {
    it('reports every remote, the revision, the front version and the live shell', async () => {
      const status = await call('GET', '/api/platform/status');
      expect(status.status).toBe(200);
      expect(status.json).toMatchObject({
        revision: (await registry()).revision,
        frontVersion: '1',
        shell: { buildId: 'shell-1', contractVersion: '1.0.0' },
        shellProblem: null,
        storage: expect.stringContaining('local folder'),
      });
      expect(status.json.remotes.map((r: { dir: string }) => r.dir).sort()).toEqual([
        'mfe-home',
        'mfe-life-gps',
        'mfe-profile',
        'mfe-team',
        'mfe-trainings',
      ]);
      expect(status.json.remotes.find((r: { dir: string }) => r.dir === 'mfe-home')).toMatchObject({
        live: null,
        releases: 0,
        latestRelease: null,
      });
      expect(status.json.remotes.find((r: { dir: string }) => r.dir === 'mfe-team')).toMatchObject({
        live: { version: '1.2.0', by: 'Zoé Martin' },
        releases: 2,
        latestRelease: '1.2.0',
      });
    });

    it('front-version bump changes the value the shells compare, and records who', async () => {
      const bumped = await call('POST', '/api/platform/front-version/bump', { reason: 'new cookie policy' });
      expect(bumped).toMatchObject({ status: 200, json: { version: '2' } });
      expect(await (await ctx.app.request('/api/debug/data_page/front-version')).json()).toEqual({
        version: '2',
      });
      const events = await ctx.db
        .select()
        .from(registryEvents)
        .where(eq(registryEvents.action, 'front-version'));
      expect(events).toEqual([
        expect.objectContaining({
          version: '2',
          by: 'Zoé Martin',
          reason: 'new cookie policy',
          remote: null,
        }),
      ]);
    });
  });
});
