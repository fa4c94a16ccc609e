import { LANGUAGE_COOKIE } from '@coach/shared/i18n';
import { THEME_COOKIE } from '@coach/shared/theme';

/**
 * Cookies a version change leaves in place. The clear is there to drop what an older front may have
 * left stale or shaped differently — the session, drafts, caches. The language is a preference, not
 * an identifier (`fr` or `en`, docs/product.md §7.3), and it is the one place the language is kept:
 * cleared, the clear-cache page's fresh load and the server would fall back to French while the
 * account says otherwise (docs/product.md §4.1). The theme likewise (one of a few names): a
 * release is no reason for the colours a person chose to change.
 */
const KEPT_COOKIES: ReadonlySet<string> = new Set([LANGUAGE_COOKIE, THEME_COOKIE]);

/** Clears what a page can clear of its own site: readable cookies, Cache Storage, localStorage. */
export async function clearSiteData(): Promise<void> {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name && !KEPT_COOKIES.has(name)) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  if ('caches' in globalThis) {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
  localStorage.clear();
}
