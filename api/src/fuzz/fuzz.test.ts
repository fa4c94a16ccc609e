import fs from 'node:fs/promises';
import path from 'node:path';
import { bearer, markVerified, registerUser } from '../testing/auth-helpers';
import { createTestContext, type TestContext } from '../testing/test-app';
import type { OpenApiDocument } from '@coach/server-kit/openapi/document';
// Deterministic (mulberry32), so that a failure can be replayed.
import { mulberry32 } from '../cli/seed/plan';

/**
 * Sends malformed input to every documented endpoint: broken JSON, wrong types, missing and
 * unknown fields, huge and deeply nested values, odd characters, odd query strings. Every
 * answer must be < 500, and every error must be JSON in the spec's shape.
 */

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff',
  '💥'.repeat(300),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '../../etc/passwd',
  'x'.repeat(70_000),
  '1990-02-31',
  '+33',
  'null',
  '__proto__',
  'A'.repeat(43),
];

function randomValue(rand: () => number, depth = 0): unknown {
  const pick = Math.floor(rand() * 12);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return rand() < 0.5;
    case 2:
      return [0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 0.5][Math.floor(rand() * 6)];
    case 3:
    case 4:
      return NASTY_STRINGS[Math.floor(rand() * NASTY_STRINGS.length)];
    case 5:
      return depth < 4
        ? Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1))
        : [];
    case 6:
      return depth < 4 ? randomObject(rand, depth + 1) : {};
    default:
      return `s${Math.floor(rand() * 1e6)}`;
  }
}

const KEYS = [
  'user',
  'email',
  'password',
  'token',
  'firstname',
  'lastname',
  'birth_date',
  'gender',
  'mobile',
  'lang',
  'user_type',
  'expires_in_hours',
  '__proto__',
  'constructor',
  'x',
];

function randomObject(rand: () => number, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = Math.floor(rand() * 6);
  for (let i = 0; i < n; i += 1) {
    const key = KEYS[Math.floor(rand() * KEYS.length)] ?? 'x';
    Object.defineProperty(out, key, {
      value: randomValue(rand, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  if (rand() < 0.5) out.user = randomValue(rand, depth + 1);
  return out;
}

/** Valid-looking register payloads with one field broken: reaches deeper code paths. */
function mutatedUser(rand: () => number): unknown {
  const user: Record<string, unknown> = {
    firstname: 'Fuzz',
    lastname: 'Test',
    birth_date: '1990-01-01',
    gender: 'male',
    email: `fuzz${Math.floor(rand() * 1e9)}@example.com`,
    mobile: '+33612345678',
    lang: 'fr',
    password: 'Fuzzy-Passphrase-2024',
    user_type: 'coach',
  };
  const keys = Object.keys(user);
  const key = keys[Math.floor(rand() * keys.length)] ?? 'email';
  user[key] = randomValue(rand);
  return { user };
}

const FIXED_BODIES: (string | undefined)[] = [
  undefined,
  '',
  ' ',
  'null',
  'true',
  '42',
  '"string"',
  '[]',
  '[{}]',
  '{',
  '{"user":',
  '{"email":"a@b.c","password":"x"',
  "{'single':'quotes'}",
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"user":{"__proto__":{"admin":true}}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  JSON.stringify({ user: 'x'.repeat(60_000) }),
  'x'.repeat(70 * 1024),
  '\ufeff{"email":"a@b.c","password":"password123"}',
];

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  '',
];

const ODD_QUERIES = [
  '',
  '?invited_id=',
  '?invited_id=%00',
  '?invited_id=%E0%A4%A',
  '?locale=xx',
  '?locale=%FF',
  '?locale=en&locale=fr',
  `?to=${'a'.repeat(300)}`,
  '?to=',
  '?invited_id[]=1',
  '?token=abc',
];

describe('fuzz: malformed input never causes a 5xx', () => {
  let ctx: TestContext;
  let tokens: string[];
  beforeAll(async () => {
    ctx = await createTestContext({
      deps: {
        throttleRules: {
          register_ip: { limit: 100_000, windowMs: 3_600_000 },
          login_ip: { limit: 100_000, windowMs: 3_600_000 },
          confirm_ip: { limit: 100_000, windowMs: 3_600_000 },
        },
      },
    });
    await fs.mkdir(ctx.config.shellDist, { recursive: true });
    await fs.writeFile(path.join(ctx.config.shellDist, 'index.html'), '<!doctype html><title>Coach</title>');
    const unverified = await registerUser(ctx.app);
    const verified = await registerUser(ctx.app);
    await markVerified(ctx.db, verified.email);
    tokens = [unverified.token, verified.token];
  });
  afterAll(() => ctx.close());

  const failures: string[] = [];

  async function send(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> },
  ) {
    let res: Response;
    try {
      res = await ctx.app.request(path, { method, body: init.body, headers: init.headers });
    } catch (error) {
      failures.push(`${method} ${path} threw ${String(error)}`);
      return;
    }
    const text = await res.text();
    const label = `${method} ${path} [${init.headers?.['Content-Type'] ?? '-'}] ${JSON.stringify(init.body?.slice(0, 60))}`;
    if (res.status >= 500) failures.push(`${label} → ${res.status} ${text.slice(0, 200)}`);
    if (res.status >= 400 && method !== 'HEAD') {
      try {
        const body = JSON.parse(text) as { errors?: Record<string, unknown> };
        const ok =
          body.errors !== undefined &&
          Object.values(body.errors).every(
            (messages) =>
              Array.isArray(messages) && messages.every((m) => typeof m === 'string' && m.length > 0),
          );
        if (!ok) failures.push(`${label} → ${res.status} without the error shape: ${text.slice(0, 200)}`);
      } catch {
        failures.push(`${label} → ${res.status} not JSON: ${text.slice(0, 200)}`);
      }
    }
  }

  /** Values for the path parameters of documented paths (the operator routes refuse first anyway). */
  const SAMPLE_PARAMS: Record<string, string> = {
    remote: 'mfe-home',
    version: '1.0.0',
    path: 'remoteEntry.js',
  };

  async function documentedEndpoints(): Promise<{ method: string; path: string }[]> {
    const document = (await (await ctx.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    return Object.entries(document.paths).flatMap(([template, item]) =>
      Object.keys(item ?? {})
        .filter((method) => ['get', 'head', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({
          method: method.toUpperCase(),
          path: template.replace(/\{(\w+)\}/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? 'x'),
        })),
    );
  }

  // One test for all endpoints: the list comes from the generated document, known only once the app runs.
  it('every documented endpoint', async () => {
    const endpoints = await documentedEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
    for (const { method, path } of endpoints) {
      const rand = mulberry32(path.length * 7919 + method.length);
      const authVariants: Record<string, string>[] = [
        {},
        bearer(tokens[0] ?? ''),
        bearer(tokens[1] ?? ''),
        { Authorization: 'Bearer \u00ff\u00fe' },
        { Authorization: 'Bearer' },
      ];
      const bodies: (string | undefined)[] = [...FIXED_BODIES];
      for (let i = 0; i < 40; i += 1) bodies.push(JSON.stringify(randomObject(rand)));
      for (let i = 0; i < 40; i += 1) bodies.push(JSON.stringify(mutatedUser(rand)));
      for (let i = 0; i < 20; i += 1)
        bodies.push(JSON.stringify({ email: randomValue(rand), password: randomValue(rand) }));
      for (let i = 0; i < 20; i += 1) bodies.push(JSON.stringify({ token: randomValue(rand) }));

      for (const [index, body] of bodies.entries()) {
        const contentType =
          index < FIXED_BODIES.length
            ? (CONTENT_TYPES[index % CONTENT_TYPES.length] ?? '')
            : 'application/json';
        const headers: Record<string, string> = { ...authVariants[index % authVariants.length] };
        if (contentType) headers['Content-Type'] = contentType;
        const query = ODD_QUERIES[index % ODD_QUERIES.length] ?? '';
        const bodyless = method === 'GET' || method === 'HEAD';
        await send(method, `${path}${query}`, { body: bodyless ? undefined : body, headers });
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('odd paths and methods', async () => {
    for (const path of [
      '/api/%',
      '/api/%E0%A4%A',
      '/api/dashboard/whoami/..',
      '/api/dashboard//login',
      `/api/${'a'.repeat(5000)}`,
      '/remotes/%',
      '/%',
      '/api/dashboard/login%00',
    ]) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD']) {
        await send(method, path, {
          body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
          headers: { 'Content-Type': 'application/json' },
        });
      }
    }
    expect(failures).toEqual([]);
  });
});
