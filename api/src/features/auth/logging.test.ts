import { createLogger } from '@coach/server-kit/logger';
import {
  bearer,
  lastVerificationToken,
  loginRequest,
  registerRequest,
  validUser,
} from '../../testing/auth-helpers';
import { createTestContext, jsonRequest, type TestContext } from '../../testing/test-app';

/** Collects every log line the app writes. */
function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('logs never contain secrets', () => {
  it.each(['development', 'production'] as const)('in %s: no password, no session token', async (nodeEnv) => {
    const { lines, stream } = capture();
    const ctx: TestContext = await createTestContext({
      config: { nodeEnv },
      deps: { logger: createLogger('debug', stream) },
    });
    try {
      const user = validUser({ password: 'Very-Secret-Passphrase-99' });
      const registered = (await (await registerRequest(ctx.app, user)).json()) as { token: string };
      const login = (await (
        await loginRequest(ctx.app, { email: user.email, password: user.password })
      ).json()) as { token: string };
      await loginRequest(ctx.app, { email: user.email, password: 'Wrong-Secret-Passphrase-00' });
      await ctx.app.request('/api/dashboard/whoami', { headers: bearer(login.token) });
      const linkToken = await lastVerificationToken(ctx.db, String(user.email));
      await ctx.app.request('/api/dashboard/verification/confirm', jsonRequest('POST', { token: linkToken }));
      await ctx.app.request('/api/dashboard/logout', { method: 'POST', headers: bearer(login.token) });
      await new Promise((resolve) => setTimeout(resolve, 50)); // the mailer logs after the response

      const all = lines.join('\n');
      expect(lines.length).toBeGreaterThan(5);
      expect(all).not.toContain('Very-Secret-Passphrase-99');
      expect(all).not.toContain('Wrong-Secret-Passphrase-00');
      expect(all).not.toContain(registered.token);
      expect(all).not.toContain(login.token);
      // The verification link is printed for developers only (no SMTP outside production).
      if (nodeEnv === 'production') expect(all).not.toContain(linkToken);
      else expect(all).toContain(linkToken);
    } finally {
      await ctx.close();
    }
  });
});
