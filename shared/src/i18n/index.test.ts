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

describe('the language cookie (what the server draws a signed-out page in)', () => {
  it('follows the language chosen', async () => {
    initI18n();
    await setLanguage('en');
    expect(document.cookie).toContain('lang=en');
    await setLanguage('fr');
    expect(document.cookie).toContain('lang=fr');
  });
});
