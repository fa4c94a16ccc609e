/**
 * The colour themes a person can choose in their profile (docs/product.md §8.6). `system` follows
 * the device (prefers-color-scheme); `light` and `dark` hold whatever the device says.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The chosen theme, kept in a cookie so that the server writes it on `<html data-theme>` of every
 * page it sends: the first paint has the right colours without a script (the CSP allows none
 * inline). A preference, not an identifier: `light` or `dark`, no cookie for `system`. The server
 * reads it in platform/src/features/static/theme.ts.
 */
export const THEME_COOKIE = 'theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The theme a cookie's value stands for: anything but `light` or `dark` is the system's. */
export function themeOfCookie(value: string | undefined): Theme {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The `content` of `<meta name="color-scheme">` for a theme: what the browser paints before any CSS. */
export function colorSchemeOf(theme: Theme): string {
  return theme === 'system' ? 'light dark' : theme;
}
