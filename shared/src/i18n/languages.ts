export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** SPEC §9: French is the default (the library default would be en-US). */
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks a supported language out of an Accept-Language header or a locale query value. */
export function pickLanguage(raw: string | null | undefined): Language {
  if (!raw) return DEFAULT_LANGUAGE;
  for (const part of raw.split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The chosen language, kept in this cookie only (language-cookie.ts): the page starts from it and
 * the server reads the same value (platform/src/features/registry/prerender-compose.ts), so a page
 * the server draws ahead (docs/adr/0012-prerendered-first-paint.md) and the live page agree.
 * A preference, not an identifier: it holds `fr` or `en` and nothing else, which is why it
 * survives the clear of a front-version change (docs/product.md §4.1, §7.3).
 */
export const LANGUAGE_COOKIE = 'lang';
