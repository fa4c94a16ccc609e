import { createInstance, type TFunction } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  pickLanguage,
  type Language,
} from '@coach/shared/i18n/languages';
import { apiResources, sharedResources, type TranslateFn } from '@coach/shared/i18n/resources';
import { areaValidationResources } from '@coach/shared/i18n/area-validation-resources';

export type { Language };
export type Translate = TFunction;

/**
 * One i18next instance for the whole api, with the shared `validation` namespace (the same
 * messages as the forms) and the api's own `api` namespace.
 */
const i18n = createInstance();
void i18n.init({
  resources: {
    fr: {
      validation: { ...sharedResources.fr.validation, ...areaValidationResources.fr },
      api: apiResources.fr.api,
    },
    en: {
      validation: { ...sharedResources.en.validation, ...areaValidationResources.en },
      api: apiResources.en.api,
    },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['api', 'validation'],
  defaultNS: 'api',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

const fixed = new Map<string, TFunction>();

/** A translate function for one language and namespace (cached). */
export function translator(lang: Language, ns: 'api' | 'validation' = 'api'): TFunction {
  const key = `${lang}:${ns}`;
  let t = fixed.get(key);
  if (!t) {
    t = i18n.getFixedT(lang, ns);
    fixed.set(key, t);
  }
  return t;
}

/** The shared schemas' translate function (`TranslateFn`) over an i18next one. */
export function asTranslateFn(t: TFunction): TranslateFn {
  return (key, options) => t(key, options ?? {});
}

/** `?locale=` wins over `Accept-Language`; French by default (SPEC §9). */
export function requestLanguage(locale: string | undefined, acceptLanguage: string | undefined): Language {
  if (locale) {
    const fromQuery = locale.trim().slice(0, 2).toLowerCase();
    if (isLanguage(fromQuery)) return fromQuery;
  }
  return pickLanguage(acceptLanguage);
}
