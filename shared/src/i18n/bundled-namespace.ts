import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES, i18n, initI18n, type Language } from '@coach/shared/i18n';

/**
 * The strings of a shared view that each app bundles instead of sharing at run time
 * (`BUNDLED_SHARED_ENTRIES`, tooling/webpack/create-config.cjs): they travel with the view, in its
 * own namespace of the i18n instance the view is drawn with, so the start of every page does not
 * carry them. Two remotes may bundle two releases of the view: each copy adds its strings with a
 * deep merge that never overwrites, so every copy finds the keys it knows.
 *
 * The instance is the one React gives the view: the page's one instance in the browser, the
 * render's own in a server render (docs/server-render.md), where the page's instance must not be
 * touched. Each instance is filled once; the set holds them weakly, so a render's instance
 * goes when its render does.
 */
export function bundledNamespace(
  namespace: string,
  resources: Readonly<Record<Language, Record<string, unknown>>>,
): () => ReturnType<typeof useTranslation> {
  const filled = new WeakSet<object>();
  return function useBundledTranslation() {
    // As useTranslation finds it (the provider's, else the default); none before the page's starts.
    const given = useTranslation().i18n as I18n | undefined;
    const instance = given ?? (initI18n(), i18n);
    // Known by its store: react-i18next hands out a new wrapper of the instance as it changes.
    if (!filled.has(instance.store)) {
      for (const lng of LANGUAGES) instance.addResourceBundle(lng, namespace, resources[lng], true, false);
      filled.add(instance.store);
    }
    return useTranslation(namespace, { i18n: instance });
  };
}
