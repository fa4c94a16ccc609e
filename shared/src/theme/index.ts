export { THEMES, THEME_COOKIE, colorSchemeOf, isTheme, themeOfCookie, type Theme } from './themes.ts';
export { chooseTheme, currentTheme } from './theme-choice.ts';
