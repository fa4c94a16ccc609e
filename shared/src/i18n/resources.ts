import commonFr from './locales/fr/common.json';
import commonEn from './locales/en/common.json';
import validationFr from './locales/fr/validation.json';
import validationEn from './locales/en/validation.json';

/** The namespaces that every package shares. Remotes add their own with `addNamespace`. */
export const sharedResources = {
  fr: { common: commonFr, validation: validationFr },
  en: { common: commonEn, validation: validationEn },
} as const;

export type TranslateFn = (key: string, options?: Record<string, unknown>) => string;

// The api's own namespace (error and e-mail texts). Kept out of `sharedResources` so that the
// front bundles do not carry it; the api merges both.
import apiFr from './locales/fr/api.json';
import apiEn from './locales/en/api.json';

export const apiResources = {
  fr: { api: apiFr },
  en: { api: apiEn },
} as const;
