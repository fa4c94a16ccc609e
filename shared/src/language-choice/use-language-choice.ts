import { startTransition, useOptimistic } from 'react';
import { useTranslation } from 'react-i18next';
// Through the package's entries, never relative: this entry is bundled into each app that uses it
// (tooling/webpack/create-config.cjs), and the page must keep one auth store.
import { authStore } from '@coach/shared/auth';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@coach/shared/i18n/languages';

/**
 * A language picker's value and choice (the shell's switcher, the account's language on
 * /profile): `choose` switches the page and saves the choice to the account (`chooseLanguage`).
 *
 * The switch is a transition: the whole page is drawn again in the other language, which takes
 * hundreds of milliseconds on a phone, and as a transition React draws it in slices that leave
 * the main thread free (the shell renders language changes that way: its LanguageTransition).
 * Meanwhile `language` is already the chosen one (an optimistic value), so the picker shows the
 * choice at once rather than its old value until the page is drawn (issue 29). Drawn on the
 * server too: the language is the one the page is drawn in, the auth store is only used on a choice.
 */
export function useLanguageChoice(): { language: Language; choose: (lng: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const drawnIn = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const [language, showChosen] = useOptimistic(drawnIn);
  const choose = (lng: Language) => {
    let saved: Promise<void> = Promise.resolve();
    startTransition(() => {
      showChosen(lng);
      saved = authStore.getState().chooseLanguage(lng);
    });
    return saved;
  };
  return { language, choose };
}
