import { THEME_COOKIE, colorSchemeOf, themeOfCookie, type Theme } from './themes.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The theme the page is drawn in: the server wrote it on `<html data-theme>` (none: the system's). */
export function currentTheme(): Theme {
  if (typeof document === 'undefined') return 'system';
  return themeOfCookie(document.documentElement.dataset.theme);
}

/**
 * Applies a theme at once (the tokens follow `<html data-theme>`, shared/src/ui/tokens.css) and
 * remembers it for the pages the server sends next (`THEME_COOKIE`).
 */
export function chooseTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', colorSchemeOf(theme));
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    theme === 'system'
      ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
