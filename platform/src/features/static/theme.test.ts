import { withTheme } from './theme';

const BUILT =
  '<!doctype html><html lang=fr><head><meta name=color-scheme content="light dark"></head><body></body></html>';

describe('withTheme', () => {
  test('a chosen theme is written on <html> and in the colour scheme', () => {
    expect(withTheme(BUILT, 'lang=en; theme=dark')).toBe(
      '<!doctype html><html data-theme="dark" lang=fr><head><meta name="color-scheme" content="dark"></head><body></body></html>',
    );
    expect(withTheme(BUILT, 'theme=light')).toContain('<html data-theme="light" lang=fr>');
  });

  test('no choice, or a value that is no theme, leaves the page to the system', () => {
    expect(withTheme(BUILT, undefined)).toBe(BUILT);
    expect(withTheme(BUILT, 'theme=system')).toBe(BUILT);
    expect(withTheme(BUILT, 'theme="><script>')).toBe(BUILT);
  });
});
