/**
 * The session token lives in a JavaScript-readable cookie named `token` (SPEC §3): the front
 * reads it to send the Bearer header. Risks and mitigations: docs/adr/0002-token-cookie.md.
 */
import { TOKEN_COOKIE } from './token-cookie-name.ts';

export { TOKEN_COOKIE };

function secureAttribute(): string {
  return globalThis.location?.protocol === 'https:' ? '; Secure' : '';
}

export function readToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const value = decodeCookieValue(rest.join('='));
      // A value that does not decode was not written by us: forget it rather than fail to start.
      if (value === null) clearToken();
      return value === '' ? null : value;
    }
  }
  return null;
}

function decodeCookieValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Path `/`, optional max age (seconds), SameSite=Strict, Secure under https. */
export function writeToken(token: string, maxAgeSeconds?: number): void {
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.floor(maxAgeSeconds)}`;
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/${maxAge}; SameSite=Strict${secureAttribute()}`;
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secureAttribute()}`;
}
