import { parse as parseCookies } from 'hono/utils/cookie';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage } from '@coach/shared/i18n/languages';
import { THEME_COOKIE, themeOfCookie } from '@coach/shared/theme/themes';
import { TOKEN_COOKIE } from '@coach/shared/token-cookie';

/**
 * Which of the pages shared by every signed-out visitor a request gets: its path, and its language
 * and theme as the page reads them from the cookies (the prerendered page's language, the theme
 * on `<html>`), or null for a request with a session, whose page is its own (drawn on the server
 * for the member, or composed for that request as before).
 */
export function signedOutVariant(pathname: string, cookieHeader: string | undefined): string | null {
  const cookies = parseCookies(cookieHeader ?? '');
  if (cookies[TOKEN_COOKIE]) return null;
  const lang = cookies[LANGUAGE_COOKIE];
  return `${isLanguage(lang) ? lang : DEFAULT_LANGUAGE} ${themeOfCookie(cookies[THEME_COOKIE])} ${pathname}`;
}
