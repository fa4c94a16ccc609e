import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from './languages.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Where the language was kept before the cookie became its one place. Read once, for visitors who
 * chose a language back then, and removed: two copies drifted apart (a front-version change
 * cleared one, and the server, which reads only the cookie, drew pages in the other language).
 */
const LEGACY_STORAGE_KEY = 'lang';

/** The language the cookie holds, or null when it holds none (or anything but `fr` or `en`). */
export function readLanguageCookie(): Language | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return isLanguage(value) ? value : null;
  }
  return null;
}

/** Remembers the language for this page's next loads and for the server (languages.ts, `LANGUAGE_COOKIE`). */
export function writeLanguageCookie(lng: Language): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

function takeLegacyLanguage(): Language | null {
  try {
    const storage = globalThis.localStorage;
    const value = storage?.getItem(LEGACY_STORAGE_KEY);
    storage?.removeItem(LEGACY_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    // Storage disabled: there is no earlier choice to carry over.
    return null;
  }
}

/**
 * The language a page starts in: the cookie's, else an earlier choice left in local storage (moved
 * into the cookie), else French. Nothing is written for a visitor who never chose: the server's
 * default is French too, and a preference nobody expressed is not one to store.
 */
export function initialLanguage(): Language {
  const fromCookie = readLanguageCookie();
  if (fromCookie) return fromCookie;
  const legacy = takeLegacyLanguage();
  if (!legacy) return DEFAULT_LANGUAGE;
  writeLanguageCookie(legacy);
  return legacy;
}
