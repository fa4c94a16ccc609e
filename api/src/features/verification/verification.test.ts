import { bearer, lastVerificationToken, registerUser } from '../../testing/auth-helpers';
import { jsonRequest, useTestContext } from '../../testing/test-app';
import { DEFAULT_AUTH_POLICY } from '../../session/policy';

type ErrorJson = { errors: Record<string, string[]> };
const MINUTE = 60_000;

describe('e-mail verification', () => {
  const ctx = useTestContext();

  const confirm = (token: unknown) =>
    ctx.app.request('/api/dashboard/verification/confirm', jsonRequest('POST', { token }));
  const resend = (token?: string) =>
    ctx.app.request('/api/dashboard/verification/resend', {
      method: 'POST',
      headers: token ? bearer(token) : {},
    });
  const address = async (token: string) => {
    const res = await ctx.app.request('/api/dashboard/whoami', { headers: bearer(token) });
    const body = (await res.json()) as {
      ory: { identity: { verifiable_addresses: { verified: boolean; status: string }[] } };
    };
    return body.ory.identity.verifiable_addresses[0];
  };

  it('the e-mailed link verifies the address; opening it twice is fine', async () => {
    const { token, email } = await registerUser(ctx.app);
    expect(await address(token)).toMatchObject({ verified: false, status: 'sent' });
    const linkToken = await lastVerificationToken(ctx.db, email);
    const res = await confirm(linkToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ verified: true });
    expect(await address(token)).toMatchObject({ verified: true, status: 'completed' });
    expect((await confirm(linkToken)).status).toBe(200);
  });

  it('refuses an unknown or malformed token with a clear error', async () => {
    const unknown = await confirm('B'.repeat(43));
    expect(unknown.status).toBe(422);
    const message = 'Ce lien de confirmation n’est pas valide ou a expiré. Demandez-en un nouveau.';
    expect(await unknown.json()).toEqual({ errors: { base: [message], token: [message] } });
    const malformed = await confirm('short');
    expect(((await malformed.json()) as ErrorJson).errors.token).toEqual([
      'Le jeton de confirmation n’est pas valide.',
    ]);
    const missing = await ctx.app.request('/api/dashboard/verification/confirm', jsonRequest('POST', {}));
    expect(((await missing.json()) as ErrorJson).errors.token).toEqual([
      'Le jeton de confirmation est manquant.',
    ]);
  });

  it('refuses an expired link', async () => {
    const { email } = await registerUser(ctx.app);
    const linkToken = await lastVerificationToken(ctx.db, email);
    ctx.clock.advance(DEFAULT_AUTH_POLICY.verificationTtlMs + 1000);
    expect((await confirm(linkToken)).status).toBe(422);
  });

  it('resend sends a new link and retires the old one', async () => {
    const { token, email } = await registerUser(ctx.app);
    const oldLink = await lastVerificationToken(ctx.db, email);
    ctx.clock.advance(MINUTE);
    const res = await resend(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true });
    const newLink = await lastVerificationToken(ctx.db, email);
    expect(newLink).not.toBe(oldLink);
    expect((await confirm(oldLink)).status).toBe(422);
    expect((await confirm(newLink)).status).toBe(200);
  });

  it('throttles resend: 429 with Retry-After, then allowed again after the wait', async () => {
    const { token } = await registerUser(ctx.app);
    ctx.clock.advance(MINUTE);
    expect((await resend(token)).status).toBe(200);
    const refused = await resend(token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      errors: { base: ['Trop de tentatives. Veuillez réessayer dans 60 secondes.'] },
    });
    ctx.clock.advance(61_000);
    expect((await resend(token)).status).toBe(200);
    const again = await resend(token);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('120');
    expect(((await again.json()) as ErrorJson).errors.base).toEqual([
      'Trop de tentatives. Veuillez réessayer dans 2 minutes.',
    ]);
  });

  it('resend needs a session and an unverified address', async () => {
    expect((await resend()).status).toBe(401);
    const { token, email } = await registerUser(ctx.app);
    await confirm(await lastVerificationToken(ctx.db, email));
    const res = await resend(token);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ errors: { base: ['Votre adresse e-mail est déjà confirmée.'] } });
  });
});
