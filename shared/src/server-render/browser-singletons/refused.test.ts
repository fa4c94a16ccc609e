// The server bundles' stand-ins for the browser singletons (create-server-render-config.cjs):
// they must offer what the real modules offer, so that any page compiles in a server bundle, and
// refuse every use.
import type * as RealAuth from '../../auth/index.ts';
import type * as RealI18n from '../../i18n/index.ts';
import * as auth from './auth.ts';
import * as i18n from './i18n.ts';
import { BrowserSingletonError } from './refused.ts';

// Compile-time: every value the real modules export, with its type.
const sameAuth: typeof RealAuth = auth;
const sameI18n: typeof RealI18n = i18n;

describe('the browser singletons in a server bundle', () => {
  it('refuse every use of the auth store and the session cookie', () => {
    expect(() => sameAuth.authStore.getState()).toThrow(BrowserSingletonError);
    expect(() => sameAuth.useAuth((state) => state.user)).toThrow('The auth store');
    expect(() => sameAuth.readToken()).toThrow('The session cookie');
    expect(sameAuth.TOKEN_COOKIE).toBe('token');
  });

  it('refuse the page’s i18n instance, keep the language facts, declare namespaces without registering them', () => {
    expect(() => sameI18n.i18n.t('x')).toThrow("The page's i18n instance");
    expect(() => sameI18n.currentLanguage()).toThrow(BrowserSingletonError);
    expect(sameI18n.isLanguage('en')).toBe(true);
    expect(sameI18n.sharedResources.fr.common).toBeDefined();
    const { name, register } = sameI18n.defineNamespace('profile', { fr: {}, en: {} });
    expect(name).toBe('profile');
    expect(() => register()).toThrow(BrowserSingletonError);
  });
});
