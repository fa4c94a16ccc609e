import { validUser } from './testing/auth-helpers';
import { useTestContext } from './testing/test-app';

/**
 * A cross-site form or `fetch(…, { mode: 'no-cors' })` can only send a "simple" request: no
 * Content-Type, or text/plain, form-urlencoded, multipart. None of them may reach a JSON route
 * (docs/security.md, "JSON bodies only as application/json").
 */
describe('JSON routes require Content-Type: application/json', () => {
  const ctx = useTestContext();

  const json = (body: unknown) => new TextEncoder().encode(JSON.stringify(body));
  const routes: [string, unknown][] = [
    ['/api/dashboard/register', { user: validUser() }],
    ['/api/dashboard/login', { email: 'someone@example.com', password: 'a-password-123' }],
  ];

  it.each(routes)('%s: a body without Content-Type → 415', async (url, body) => {
    // A Uint8Array body makes fetch send no Content-Type at all (a string would be text/plain).
    const res = await ctx.app.request(`${url}?locale=en`, { method: 'POST', body: json(body) });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      errors: { base: ['The request body must be sent as JSON (Content-Type: application/json).'] },
    });
  });

  it.each([
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
  ])('a simple-request type (%s) → 415', async (type) => {
    const res = await ctx.app.request('/api/dashboard/login', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: JSON.stringify({ email: 'someone@example.com', password: 'a-password-123' }),
    });
    expect(res.status).toBe(415);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON'])(
    '%s is accepted',
    async (type) => {
      const res = await ctx.app.request('/api/dashboard/login', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'a-password-123' }),
      });
      expect(res.status).toBe(401);
    },
  );
});
