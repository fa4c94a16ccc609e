import { hasSessionCookie, pageTheme, prerenderLanguage } from '../../page-cookies';

/**
 * Which of the pages shared by every signed-out visitor a request gets: its path, and its language
 * and theme as the page's composition reads them from the cookies (page-cookies.ts), or null for a
 * request with a session, whose page is its own (drawn on the server for the member, or composed
 * for that request as before).
 */
export function signedOutVariant(pathname: string, cookieHeader: string | undefined): string | null {
  if (hasSessionCookie(cookieHeader)) return null;
  return `${prerenderLanguage(cookieHeader)} ${pageTheme(cookieHeader)} ${pathname}`;
}
