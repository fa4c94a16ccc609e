/**
 * The session token lives in a JavaScript-readable cookie named `token` (SPEC §3): the front
 * reads it to send the Bearer header. Risks and mitigations: docs/adr/0002-token-cookie.md.
 */
import { TIME_ZONE_COOKIE, TOKEN_COOKIE } from './token-cookie-name.ts';

export { TIME_ZONE_COOKIE, TOKEN_COOKIE };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function secureAttribute(): string {
  return globalThis.location?.protocol === 'https:' ? '; Secure' : '';
}

/** The raw value of a cookie of this page, or null when there is none. */
function rawCookie(wanted: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) return rest.join('=');
  }
  return null;
}

export function readToken(): string | null {
  if (typeof document === 'undefined') return null;
  const raw = rawCookie(TOKEN_COOKIE);
  if (raw === null) return null;
  const value = decodeCookieValue(raw);
  // A value that does not decode was not written by us: forget it rather than fail to start.
  if (value === null) clearToken();
  return value === '' ? null : value;
}

function decodeCookieValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Path `/`, optional max age (seconds), SameSite=Strict, Secure under https; the time zone beside it. */
export function writeToken(token: string, maxAgeSeconds?: number): void {
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.floor(maxAgeSeconds)}`;
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/${maxAge}; SameSite=Strict${secureAttribute()}`;
  writeTimeZone();
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secureAttribute()}`;
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secureAttribute()}`;
}

/**
 * Keeps the browser's time zone in the `tz` cookie (`TIME_ZONE_COOKIE`) when it changed: the
 * server draws the member's next pages in their day. Nothing when the browser names none.
 */
export function writeTimeZone(): void {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return; // no Intl time zones in this browser: the server leaves the day to it
  }
  if (!timeZone || decodeCookieValue(rawCookie(TIME_ZONE_COOKIE) ?? '') === timeZone) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Strict${secureAttribute()}`;
}
