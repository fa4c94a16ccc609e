import { initialLanguage, readLanguageCookie, writeLanguageCookie } from './language-cookie.ts';

function clearLanguageCookie(): void {
  document.cookie = 'lang=; Path=/; Max-Age=0';
}

beforeEach(() => {
  clearLanguageCookie();
  localStorage.clear();
});

describe('the language cookie, the one place the language is kept', () => {
  it('reads what was written, and nothing that is not a language', () => {
    expect(readLanguageCookie()).toBeNull();
    writeLanguageCookie('en');
    expect(readLanguageCookie()).toBe('en');
    document.cookie = 'lang=de; Path=/';
    expect(readLanguageCookie()).toBeNull();
  });

  it('starts from the cookie even when local storage is empty (a storage cleared by a new front version)', () => {
    writeLanguageCookie('en');
    expect(initialLanguage()).toBe('en');
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('the cookie wins over an older copy in local storage', () => {
    writeLanguageCookie('en');
    localStorage.setItem('lang', 'fr');
    expect(initialLanguage()).toBe('en');
  });

  it('moves a visitor’s earlier choice from local storage into the cookie, once', () => {
    localStorage.setItem('lang', 'en');
    expect(initialLanguage()).toBe('en');
    expect(readLanguageCookie()).toBe('en');
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('French when nothing was chosen, and no cookie written for a choice nobody made', () => {
    localStorage.setItem('lang', 'de');
    expect(initialLanguage()).toBe('fr');
    expect(readLanguageCookie()).toBeNull();
  });
});
