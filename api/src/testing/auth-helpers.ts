import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../db/schema';
import type { Db } from '@coach/server-kit/db/types';
import { jsonRequest } from './test-app';

/** Any app the helpers call: the api's, or the platform in front of it. */
type App = { request(input: string, init?: RequestInit): Response | Promise<Response> };

let counter = 0;

/** A valid registration user object (unique e-mail each call). */
export function validUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    firstname: 'Camille',
    lastname: 'Durand',
    birth_date: '1990-04-12',
    gender: 'female',
    email: `camille.${process.pid}.${counter}.${Date.now()}@example.com`,
    mobile: '+33612345678',
    lang: 'fr',
    password: 'Correct-Horse-Battery-42',
    user_type: 'coachee',
    ...overrides,
  };
}

export async function registerRequest(
  app: App,
  user: Record<string, unknown>,
  options: { query?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return app.request(
    `/api/dashboard/register${options.query ?? ''}`,
    jsonRequest('POST', { user }, options.headers),
  );
}

/** Registers through the api and returns the token and the e-mail used. */
export async function registerUser(
  app: App,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; email: string; password: string }> {
  const user = validUser(overrides);
  const res = await registerRequest(app, user);
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { token, email: String(user.email), password: String(user.password) };
}

/** A registered person whose address is verified: what most signed-in calls need. */
export async function verifiedUser(
  ctx: { app: App; db: Db },
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; email: string; password: string }> {
  const user = await registerUser(ctx.app, overrides);
  await markVerified(ctx.db, user.email);
  return user;
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

export async function loginRequest(app: App, body: unknown, query = ''): Promise<Response> {
  return app.request(`/api/dashboard/login${query}`, jsonRequest('POST', body));
}

/** The link token of the newest verification e-mail sent to `email`. */
export async function lastVerificationToken(db: Db, email: string): Promise<string> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));
  const newest = rows.sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  )[0];
  const link = newest?.links[0];
  if (!link) throw new Error(`no verification mail for ${email}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export async function markVerified(db: Db, email: string): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email.toLowerCase()));
}

export type CallJson = Record<string, unknown> & { errors?: Record<string, string[]> };

/** A signed-in caller: status, JSON body (empty when none) and text, in the language asked. */
export function caller(app: App) {
  return async (token: string, method: string, path: string, body?: unknown, lang = 'fr') => {
    const headers = { ...bearer(token), 'Accept-Language': lang };
    const res = await app.request(
      path,
      body === undefined ? { method, headers } : jsonRequest(method, body, headers),
    );
    const text = await res.text();
    const json = (
      text && res.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : {}
    ) as CallJson;
    return { status: res.status, json, text, headers: res.headers };
  };
}

/** `caller` of a test file's context (`useTestContext`): made at describe time, it calls the opened app. */
export function callerOf(ctx: { app: App }) {
  return (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);
}

/** A verified person made before the test file's tests, and their calls (`call(method, path, body?, lang?)`). */
export function useVerifiedCaller(ctx: { app: App; db: Db }) {
  let token = '';
  beforeAll(async () => {
    token = (await verifiedUser(ctx)).token;
  });
  const call = callerOf(ctx);
  return (method: string, path: string, body?: unknown, lang?: string) =>
    call(token, method, path, body, lang);
}
