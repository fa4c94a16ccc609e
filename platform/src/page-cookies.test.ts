import { hasSessionCookie, pageTheme, prerenderLanguage } from './page-cookies';

/** What each reader of a page's `Cookie` header makes of it (undefined: no header). */
const READERS: [string, (header: string | undefined) => unknown, [string | undefined, unknown][]][] = [
  [
    'hasSessionCookie',
    hasSessionCookie,
    [
      [undefined, false],
      ['', false],
      ['lang=en', false],
      ['token=', false],
      ['token=abc', true],
      ['lang=fr; token=a%3Db', true],
      ['mytoken=abc', false],
    ],
  ],
  [
    'prerenderLanguage',
    prerenderLanguage,
    [
      [undefined, 'fr'],
      ['lang=en', 'en'],
      ['token=x; lang=en', 'en'],
      ['lang=de', 'fr'],
      ['lang=EN', 'fr'],
    ],
  ],
  [
    'pageTheme',
    pageTheme,
    [
      [undefined, 'system'],
      ['theme=dark', 'dark'],
      ['lang=en; theme=light', 'light'],
      ['theme=purple', 'system'],
    ],
  ],
];

describe.each(READERS)('%s', (_name, read, cases) => {
  it.each(cases)('%s → %s', (header, expected) => {
    expect(read(header)).toBe(expected);
  });
});
