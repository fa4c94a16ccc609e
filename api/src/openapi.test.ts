import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { createTestContext, type TestContext } from './testing/test-app';
import {
  generateOpenApiDocument,
  toOpenApiPath,
  type OpenApiDocument,
} from '@coach/server-kit/openapi/document';

/** `METHOD path` of every mounted route the document lacks. */
function undocumented(app: Pick<Hono, 'routes'>, document: OpenApiDocument): string[] {
  return (
    app.routes
      // method ALL: `app.use(...)` middlewares and catch-alls (e.g. other methods on whoami → 404)
      .filter((route) => route.method !== 'ALL')
      .filter((route) => {
        const item = document.paths[toOpenApiPath(route.path)] as Record<string, unknown> | undefined;
        return !item?.[route.method.toLowerCase()];
      })
      .map((route) => `${route.method} ${route.path}`)
  );
}

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
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } } }
        >
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/health',
      '/api/dashboard/register',
      '/api/dashboard/login',
      '/api/dashboard/whoami',
      '/api/dashboard/logout',
      '/api/dashboard/verification/resend',
      '/api/dashboard/verification/confirm',
      '/api/platform/access-codes',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const register =
      doc.paths['/api/dashboard/register']?.post?.requestBody?.content['application/json'].schema;
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

  it.each([
    ['development', () => dev],
    ['production', () => prod],
  ])('documents every mounted route (%s)', async (_name, context) => {
    const { app } = context();
    const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
    expect(undocumented(app, document)).toEqual([]);
    expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(20);
  });

  it('notices a route without a description', async () => {
    const app = new Hono()
      .get(
        '/api/described',
        describeRoute({ summary: 'described', responses: { 200: { description: 'ok' } } }),
        (c) => c.text('ok'),
      )
      .get('/api/forgotten/:id', (c) => c.text('ok'));
    expect(undocumented(app, await generateOpenApiDocument(app, { title: 't', description: 'd' }))).toEqual([
      'GET /api/forgotten/:id',
    ]);
  });

  it('documents the validated input with the schema that validates it', async () => {
    const document = (await (await dev.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    expect(document.paths['/api/platform/access-codes']?.post?.security).toEqual([{ operator: [] }]);
    const confirm = document.paths['/api/dashboard/verification/confirm']?.post;
    expect(Object.keys(confirm?.responses ?? {}).sort()).toEqual(['200', '400', '409', '415', '422', '429']);
    expect(confirm?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: {
            required: ['token'],
            properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
          },
        },
      },
    });
  });

  it('has a readable page at /api/docs in development only', async () => {
    const page = await dev.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/dashboard/register');
    expect(html).not.toMatch(/<script/i);
    expect((await prod.app.request('/api/docs')).status).toBe(404);
    const prodDoc = (await (await prod.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(prodDoc.paths).not.toHaveProperty(['/api/dev/mails']);
  });

  it('keeps the dev helpers out of production', async () => {
    expect((await prod.app.request('/api/dev/mails')).status).toBe(404);
    expect((await prod.app.request('/api/dev/invitations', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await dev.app.request('/api/dev/mails')).status).toBe(200);
  });
});
