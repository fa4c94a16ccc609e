import { useTranslation } from 'react-i18next';
import { LANGUAGES, i18n, initI18n, type Language } from '@coach/shared/i18n';

/**
 * The strings of a shared view that each app bundles instead of sharing at run time
 * (`BUNDLED_SHARED_ENTRIES`, tooling/webpack/create-config.cjs): they travel with the view, in its
 * own namespace of the page's one i18n instance, so the start of every page does not carry them.
 * Two remotes may bundle two releases of the view: each copy adds its strings with a deep merge
 * that never overwrites, so every copy finds the keys it knows.
 */
export function bundledNamespace(
  namespace: string,
  resources: Readonly<Record<Language, Record<string, unknown>>>,
): () => ReturnType<typeof useTranslation> {
  let registered = false;
  return function useBundledTranslation() {
    if (!registered) {
      initI18n();
      for (const lng of LANGUAGES) i18n.addResourceBundle(lng, namespace, resources[lng], true, false);
      registered = true;
    }
    return useTranslation(namespace);
  };
}
