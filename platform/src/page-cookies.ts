import { parse as parseCookies } from 'hono/utils/cookie';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from '@coach/shared/i18n/languages';
import { THEME_COOKIE, themeOfCookie, type Theme } from '@coach/shared/theme/themes';
import { TOKEN_COOKIE } from '@coach/shared/token-cookie';

/**
 * What a page's HTML reads from the request's cookies, read one way wherever a page is composed
 * (drawn ahead, drawn for a member, kept for every signed-out visitor): a kept page is keyed by
 * exactly what its composition read.
 */

/** Only visitors without a session get a page drawn ahead: a signed-in one is sent elsewhere by the guards. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(parseCookies(cookieHeader ?? '', TOKEN_COOKIE)[TOKEN_COOKIE]);
}

/** The language the shell will start in: the visitor's choice (cookie), else the default. */
export function prerenderLanguage(cookieHeader: string | null | undefined): Language {
  const lang = parseCookies(cookieHeader ?? '', LANGUAGE_COOKIE)[LANGUAGE_COOKIE];
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The theme the person chose in their profile (the `theme` cookie), `system` without one. */
export function pageTheme(cookieHeader: string | null | undefined): Theme {
  return themeOfCookie(parseCookies(cookieHeader ?? '', THEME_COOKIE)[THEME_COOKIE]);
}
