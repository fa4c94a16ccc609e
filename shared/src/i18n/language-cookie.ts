import { LANGUAGE_COOKIE, type Language } from './languages.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the language for the server too (languages.ts, `LANGUAGE_COOKIE`). */
export function writeLanguageCookie(lng: Language): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
