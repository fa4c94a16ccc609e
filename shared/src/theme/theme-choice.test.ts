import { chooseTheme, currentTheme } from './theme-choice.ts';
import { colorSchemeOf, themeOfCookie } from './themes.ts';

beforeEach(() => {
  document.head.innerHTML = '<meta name="color-scheme" content="light dark">';
  delete document.documentElement.dataset.theme;
  document.cookie = 'theme=; Path=/; Max-Age=0';
});

test('a chosen theme is drawn at once and remembered for the server', () => {
  chooseTheme('dark');
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('dark');
  expect(document.cookie).toContain('theme=dark');
  expect(currentTheme()).toBe('dark');
});

test("the system's theme leaves no attribute and no cookie", () => {
  chooseTheme('light');
  chooseTheme('system');
  expect(document.documentElement.dataset.theme).toBeUndefined();
  expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light dark');
  expect(document.cookie).not.toContain('theme=');
  expect(currentTheme()).toBe('system');
});

test('a cookie means light or dark, anything else the system', () => {
  expect(themeOfCookie('dark')).toBe('dark');
  expect(themeOfCookie('light')).toBe('light');
  expect(themeOfCookie('<script>')).toBe('system');
  expect(themeOfCookie(undefined)).toBe('system');
  expect(colorSchemeOf('system')).toBe('light dark');
});
