import { pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it.each([
    [null, 'fr'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,fr;q=0.5', 'fr'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
