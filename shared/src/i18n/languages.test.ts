import { languageFromCookieHeader, pickLanguage } from './languages.ts';

describe('languageFromCookieHeader', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['lang=en', 'en'],
    ['token=abc; lang=fr', 'fr'],
    ['lang=de', null],
    ['xlang=en', null],
  ])('%s → %s', (header, expected) => {
    expect(languageFromCookieHeader(header)).toBe(expected);
  });
});

describe('pickLanguage', () => {
  it.each([
    [null, 'fr'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,fr;q=0.5', 'fr'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
