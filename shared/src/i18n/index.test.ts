import { defineNamespace, i18n, initI18n, setLanguage } from './index.ts';

describe('defineNamespace', () => {
  it('registers a remote namespace once and returns its name', () => {
    const ns = defineNamespace('example', { fr: { title: 'Bonjour' }, en: { title: 'Hello' } });
    expect(ns.name).toBe('example');
    expect(ns.register()).toBe('example');
    expect(ns.register()).toBe('example');
    expect(i18n.getFixedT('fr', 'example')('title')).toBe('Bonjour');
    expect(i18n.getFixedT('en', 'example')('title')).toBe('Hello');
  });
});

describe('the language cookie (what the server and the page both read)', () => {
  it('follows the language chosen, and nothing else keeps a copy', async () => {
    initI18n();
    await setLanguage('en');
    expect(document.cookie).toContain('lang=en');
    await setLanguage('fr');
    expect(document.cookie).toContain('lang=fr');
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('a page opened with `lang=en` and an empty local storage starts in English and keeps the cookie', async () => {
    document.cookie = 'lang=en; Path=/';
    localStorage.clear();
    await jest.isolateModulesAsync(async () => {
      // A page of its own: the instance is a module singleton, initialised once per page.
      const page = await import('./index.ts');
      expect(page.initI18n().language).toBe('en');
      expect(document.documentElement.lang).toBe('en');
    });
    expect(document.cookie).toContain('lang=en');
  });
});
