import { createHash } from 'node:crypto';

/** The api as the platform reaches it (registry/signed-in-source.ts's ApiFetch). */
export type ApiFetch = (request: Request) => Response | Promise<Response>;

const KEPT = 10_000;
const TTL_MS = 10 * 60_000;
const DEADLINE_MS = 800;

/**
 * The member a session token belongs to, so that a member gets the same canary version on every
 * device (assignment.ts): the api's whoami, asked once per token and kept 10 minutes (a token's
 * member never changes; a signed-out token is simply not found again). Null when the api does not
 * know the token or does not answer in time: the visitor cookie decides then.
 */
export function createMemberIds(api: ApiFetch, now: () => number = Date.now) {
  const kept = new Map<string, { id: string | null; at: number }>();
  return async (token: string): Promise<string | null> => {
    const key = createHash('sha256').update(token).digest('base64url');
    const hit = kept.get(key);
    if (hit && now() - hit.at < TTL_MS) return hit.id;
    let id: string | null;
    try {
      const response = await api(
        new Request('http://platform.internal/api/dashboard/whoami', {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(DEADLINE_MS),
        }),
      );
      const body = (await response.json().catch(() => null)) as { user?: { id?: unknown } } | null;
      id = response.ok && typeof body?.user?.id === 'string' ? body.user.id : null;
    } catch {
      return null; // not kept: asked again on the next request
    }
    if (kept.size >= KEPT) kept.clear();
    kept.set(key, { id, at: now() });
    return id;
  };
}
