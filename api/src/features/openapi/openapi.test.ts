import { createTestContext, type TestContext } from '../../testing/test-app';

describe('OpenAPI', () => {
  let dev: TestContext;
  let prod: TestContext;
  beforeAll(async () => {
    dev = await createTestContext();
    prod = await createTestContext({ config: { nodeEnv: 'production' } });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('serves /api/openapi.json generated from the shared valibot schemas', async () => {
    const res = await dev.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } } }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/health',
      '/api/debug/data_page/front-version',
      '/api/dashboard/register',
      '/api/dashboard/login',
      '/api/dashboard/whoami',
      '/api/dashboard/logout',
      '/api/dashboard/verification/resend',
      '/api/dashboard/verification/confirm',
      '/registry.json',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const register = doc.paths['/api/dashboard/register']?.post?.requestBody?.content['application/json'].schema;
    expect(register).toMatchObject({
      type: 'object',
      required: ['user'],
      additionalProperties: false,
      properties: {
        user: {
          additionalProperties: false,
          properties: {
            password: { type: 'string', minLength: 8, maxLength: 256 },
            user_type: { enum: ['coachee', 'coach', 'manager', 'hr'] },
            email: { format: 'email' },
          },
        },
      },
    });
    const login = doc.paths['/api/dashboard/login']?.post?.requestBody?.content['application/json'].schema;
    expect(login).toMatchObject({ required: ['email', 'password'], additionalProperties: false });
  });

  it('has a readable page at /api/docs in development only', async () => {
    const page = await dev.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/dashboard/register');
    expect(html).not.toMatch(/<script/i);
    expect((await prod.app.request('/api/docs')).status).toBe(404);
    const prodDoc = (await (await prod.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(prodDoc.paths).not.toHaveProperty(['/api/dev/mails']);
  });

  it('keeps the dev helpers out of production', async () => {
    expect((await prod.app.request('/api/dev/mails')).status).toBe(404);
    expect((await prod.app.request('/api/dev/invitations', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await dev.app.request('/api/dev/mails')).status).toBe(200);
  });
});
