import { createHmac, timingSafeEqual } from 'node:crypto';

/** The browser's preview grants: HttpOnly, signed, one entry per previewed remote. */
export const PREVIEW_COOKIE = 'coach_preview';

/** Set for a few minutes when a preview link could not be opened (preview-routes.ts): the next page says so. */
export const PREVIEW_NOTICE_COOKIE = 'coach_preview_notice';

/** One grant as the cookie holds it: which grant, for which remote and version, until when. */
export interface PreviewGrant {
  id: string;
  remote: string;
  version: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<payload>.<hmac>` per grant, joined by `~` (all cookie-safe characters). */
export function encodePreviewCookie(key: Buffer, grants: readonly PreviewGrant[]): string {
  return grants
    .map((grant) => {
      const payload = Buffer.from(
        JSON.stringify([grant.id, grant.remote, grant.version, grant.expiresAt]),
      ).toString('base64url');
      return `${payload}.${sign(key, payload)}`;
    })
    .join('~');
}

function decodeOne(key: Buffer, entry: string): PreviewGrant | null {
  const [payload, mac, extra] = entry.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [id, remote, version, expiresAt] = value as unknown[];
    if (typeof id !== 'string' || typeof remote !== 'string' || typeof version !== 'string') return null;
    if (typeof expiresAt !== 'number' || !Number.isSafeInteger(expiresAt)) return null;
    return { id, remote, version, expiresAt };
  } catch {
    return null;
  }
}

export interface ReadGrants {
  /** Signed, unexpired, not revoked: at most one per remote (the latest to end wins). */
  valid: PreviewGrant[];
  /** Entries dropped (tampered, expired, revoked): the page says so once, and the cookie is rewritten. */
  dropped: number;
}

/** The grants a cookie holds that still hold. Never throws: anything wrong is dropped. */
export function readPreviewCookie(
  key: Buffer,
  value: string | undefined,
  now: number,
  revoked: ReadonlySet<string>,
): ReadGrants {
  if (!value) return { valid: [], dropped: 0 };
  const byRemote = new Map<string, PreviewGrant>();
  let dropped = 0;
  for (const entry of value.split('~').slice(0, 16)) {
    const grant = decodeOne(key, entry);
    if (!grant || grant.expiresAt <= now || revoked.has(grant.id)) {
      dropped += 1;
      continue;
    }
    const held = byRemote.get(grant.remote);
    if (!held || held.expiresAt < grant.expiresAt) byRemote.set(grant.remote, grant);
  }
  return { valid: [...byRemote.values()], dropped };
}
