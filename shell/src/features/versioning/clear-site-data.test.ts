import { clearSiteData } from './clear-site-data.ts';

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort();
}

describe('clearSiteData (docs/product.md §4.1)', () => {
  it('clears the session and every other readable cookie, and local storage', async () => {
    document.cookie = 'token=tok; Path=/';
    document.cookie = 'other=1; Path=/';
    localStorage.setItem('firstName', 'Ada');
    await clearSiteData();
    expect(cookieNames()).not.toContain('token');
    expect(cookieNames()).not.toContain('other');
    expect(localStorage.length).toBe(0);
  });

  it('keeps the language: a preference, not an identifier, which the next page and the server read', async () => {
    document.cookie = 'lang=en; Path=/';
    document.cookie = 'token=tok; Path=/';
    await clearSiteData();
    expect(cookieNames()).toEqual(['lang']);
    expect(document.cookie).toContain('lang=en');
  });

  it('keeps the chosen theme too: a release does not change the colours a person picked', async () => {
    document.cookie = 'theme=dark; Path=/';
    document.cookie = 'token=tok; Path=/';
    await clearSiteData();
    expect(cookieNames()).toContain('theme');
    expect(cookieNames()).not.toContain('token');
  });
});
