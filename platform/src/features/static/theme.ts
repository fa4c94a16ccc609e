import { colorSchemeOf } from '@coach/shared/theme/themes';
import { pageTheme } from '../../page-cookies';

const HTML_OPEN = /<html(?=[\s>])/i;
const COLOR_SCHEME_META = /<meta name=(?:"color-scheme"|color-scheme) content=(?:"[^"]*"|[^\s>"]*)/i;

/**
 * The page drawn in the theme the person chose in their profile (the `theme` cookie,
 * @coach/shared/theme): `data-theme` on `<html>`, which the design tokens follow
 * (shared/src/ui/tokens.css), and the colour scheme the browser paints before any CSS arrives.
 * Without a choice the page is left as built: it follows the system (prefers-color-scheme).
 */
export function withTheme(html: string, cookieHeader: string | null | undefined): string {
  const theme = pageTheme(cookieHeader);
  if (theme === 'system') return html;
  return html
    .replace(HTML_OPEN, `<html data-theme="${theme}"`)
    .replace(COLOR_SCHEME_META, `<meta name="color-scheme" content="${colorSchemeOf(theme)}"`);
}
