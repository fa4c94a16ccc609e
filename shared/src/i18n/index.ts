import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages.ts';
import { sharedResources } from './resources.ts';
import { initialLanguage, writeLanguageCookie } from './language-cookie.ts';

export * from './languages.ts';
export { sharedResources, type TranslateFn } from './resources.ts';

/** The one i18next instance of the page: `shared` is a Module Federation singleton. */
export const i18n: I18n = i18next.createInstance();

export type NamespaceResources = Record<Language, Record<string, unknown>>;

/**
 * Puts the language on `<html lang>`, on every `languageChanged` unless a page draws its language
 * changes later (the shell's LanguageTransition takes this listener off and sets it itself).
 */
export function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Initialises the shared instance once; later calls are no-ops. Synchronous: resources are bundled. */
export function initI18n(lng: Language = initialLanguage()): I18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common', 'validation'],
    resources: sharedResources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  syncDocumentLanguage(i18n.language);
  i18n.on('languageChanged', syncDocumentLanguage);
  return i18n;
}

/** Remotes bring their namespace with their code and register it when first loaded. */
export function addNamespace(ns: string, resources: NamespaceResources): void {
  initI18n();
  for (const lng of LANGUAGES) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, resources[lng], true, false);
  }
}

export interface DefinedNamespace {
  /** The namespace's name, for `useTranslation(name)`. */
  name: string;
  /** Adds the strings to the page's i18n instance (idempotent) and returns the name. */
  register: () => string;
}

/**
 * A remote's namespace in one line: `defineNamespace('team', { fr, en })`. The remote's exposed
 * modules call `register()` when first loaded, so its strings travel with its code. `alongside`
 * registers strings the remote needs from elsewhere at the same time (the signed-in areas pass
 * `registerAreaValidation` from `@coach/shared/i18n/area-validation`).
 */
export function defineNamespace(
  name: string,
  resources: NamespaceResources,
  alongside?: () => void,
): DefinedNamespace {
  return {
    name,
    register: () => {
      alongside?.();
      addNamespace(name, resources);
      return name;
    },
  };
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/**
 * Switches the page's language and remembers it in the cookie, the one place both the page and
 * the server read it from. The cookie is written even when the page already shows `lng`: a sign-in
 * applies the account's language this way, and the server must draw the next pages in it too.
 */
export async function setLanguage(lng: Language): Promise<void> {
  writeLanguageCookie(lng);
  // The same language again would still re-render every translated component on the page.
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}
