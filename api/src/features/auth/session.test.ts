import { bearer, lastVerificationToken, registerUser } from '../../testing/auth-helpers';
import { jsonRequest, useTestContext } from '../../testing/test-app';
import { DEFAULT_AUTH_POLICY } from '../../session/policy';

const MINUTE = 60_000;

describe('session tokens, whoami, logout and the verified gate', () => {
  const ctx = useTestContext();

  const whoami = (token: string) => ctx.app.request('/api/dashboard/whoami', { headers: bearer(token) });

  it('whoami answers the spec shape', async () => {
    const { token, email } = await registerUser(ctx.app, {
      firstname: 'Ana',
      lastname: 'Lima',
      user_type: 'coach',
      mobile: '',
    });
    const res = await whoami(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      ory: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        identity: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          verifiable_addresses: [{ value: email, verified: false, via: 'email', status: 'sent' }],
        },
      },
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        firstname: 'Ana',
        lastname: 'Lima',
        email,
        birth_date: '1990-04-12',
        gender: 'female',
        mobile: null,
        lang: 'fr',
        user_type: 'coach',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    });
    const ory = body.ory as { id: string; identity: { id: string } };
    const user = body.user as { id: string };
    expect(new Set([ory.id, ory.identity.id, user.id]).size).toBe(3);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/);
  });

  it.each([
    ['no header', {}],
    ['another scheme', { Authorization: 'Basic dXNlcjpwYXNz' }],
    ['a malformed token', { Authorization: 'Bearer abc' }],
    ['an unknown token', { Authorization: `Bearer ${'A'.repeat(43)}` }],
  ])('whoami refuses %s with 401 in the error shape', async (_label, headers) => {
    const res = await ctx.app.request('/api/dashboard/whoami', { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(await res.json()).toEqual({
      errors: { base: ['Votre session a expiré ou n’est pas valide. Veuillez vous reconnecter.'] },
    });
  });

  it('does not accept the token from a cookie or the query string', async () => {
    const { token } = await registerUser(ctx.app);
    expect(
      (await ctx.app.request('/api/dashboard/whoami', { headers: { Cookie: `token=${token}` } })).status,
    ).toBe(401);
    expect((await ctx.app.request(`/api/dashboard/whoami?token=${token}`)).status).toBe(401);
  });

  it('expires a session left idle, and keeps an active one alive', async () => {
    const idle = await registerUser(ctx.app);
    const active = await registerUser(ctx.app);
    for (let elapsed = 0; elapsed < DEFAULT_AUTH_POLICY.sessionIdleMs + 30 * MINUTE; elapsed += 30 * MINUTE) {
      ctx.clock.advance(30 * MINUTE);
      expect((await whoami(active.token)).status).toBe(200);
    }
    expect((await whoami(idle.token)).status).toBe(401);
  });

  it('expires every session at its absolute lifetime, however active', async () => {
    const { token } = await registerUser(ctx.app);
    const steps = DEFAULT_AUTH_POLICY.sessionAbsoluteMs / (60 * MINUTE);
    for (let i = 1; i < steps; i += 1) {
      ctx.clock.advance(60 * MINUTE);
      expect((await whoami(token)).status).toBe(200);
    }
    ctx.clock.advance(60 * MINUTE);
    expect((await whoami(token)).status).toBe(401);
  });

  it('logout revokes the token on the server (and only that one)', async () => {
    const { email, password, token: first } = await registerUser(ctx.app);
    const login = await ctx.app.request('/api/dashboard/login', jsonRequest('POST', { email, password }));
    const { token: second } = (await login.json()) as { token: string };
    const res = await ctx.app.request('/api/dashboard/logout', { method: 'POST', headers: bearer(first) });
    expect(res.status).toBe(204);
    expect((await whoami(first)).status).toBe(401);
    expect((await whoami(second)).status).toBe(200);
    // logging out twice is harmless
    expect(
      (await ctx.app.request('/api/dashboard/logout', { method: 'POST', headers: bearer(first) })).status,
    ).toBe(204);
    expect((await ctx.app.request('/api/dashboard/logout', { method: 'POST' })).status).toBe(401);
  });

  it('gates signed-in calls on a verified e-mail (403), but not whoami', async () => {
    const { token, email } = await registerUser(ctx.app);
    const ping = () => ctx.app.request('/api/dashboard/me/ping', { headers: bearer(token) });
    const refused = await ping();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      errors: {
        base: [
          'Veuillez confirmer votre adresse e-mail pour continuer : ouvrez le lien que nous vous avons envoyé.',
        ],
      },
    });
    expect((await whoami(token)).status).toBe(200);
    expect((await ctx.app.request('/api/dashboard/me/ping')).status).toBe(401);

    const linkToken = await lastVerificationToken(ctx.db, email);
    const confirm = await ctx.app.request(
      '/api/dashboard/verification/confirm',
      jsonRequest('POST', { token: linkToken }),
    );
    expect(confirm.status).toBe(200);
    const allowed = await ping();
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ ok: true });
  });
});
