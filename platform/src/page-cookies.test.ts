import { hasSessionCookie, pageTheme, prerenderLanguage } from './page-cookies';

describe('hasSessionCookie', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['lang=en', false],
    ['token=', false],
    ['token=abc', true],
    ['lang=fr; token=a%3Db', true],
    ['mytoken=abc', false],
  ])('%s → %s', (header, expected) => {
    expect(hasSessionCookie(header)).toBe(expected);
  });
});

describe('prerenderLanguage', () => {
  it.each([
    [undefined, 'fr'],
    ['lang=en', 'en'],
    ['token=x; lang=en', 'en'],
    ['lang=de', 'fr'],
    ['lang=EN', 'fr'],
  ])('%s → %s', (header, expected) => {
    expect(prerenderLanguage(header)).toBe(expected);
  });
});

describe('pageTheme', () => {
  it.each([
    [undefined, 'system'],
    ['theme=dark', 'dark'],
    ['lang=en; theme=light', 'light'],
    ['theme=purple', 'system'],
  ])('%s → %s', (header, expected) => {
    expect(pageTheme(header)).toBe(expected);
  });
});
