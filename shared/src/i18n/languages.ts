export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** SPEC §9: French is the default (the library default would be en-US). */
export const DEFAULT_LANGUAGE: Language = 'fr';
export const LANGUAGE_STORAGE_KEY = 'lang';

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
 * The chosen language, mirrored from local storage into a cookie (language-cookie.ts) so that the
 * server can send a signed-out page already drawn in it (docs/adr/0012-prerendered-first-paint.md).
 * A preference, not an identifier: it holds `fr` or `en` and nothing else. The server reads it
 * with its cookie parser (api/src/features/registry/prerender-compose.ts).
 */
export const LANGUAGE_COOKIE = 'lang';
