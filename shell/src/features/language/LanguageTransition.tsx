import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { i18n, syncDocumentLanguage } from '@coach/shared/i18n';

/**
 * Makes the page's language changes transitions. By default every component that translates
 * subscribes to i18next and is drawn again at once, in the same task as the change (react-i18next
 * reads the language through `useSyncExternalStore`, which React always renders synchronously):
 * switching the language of the overview blocked a phone's main thread for 200–400 ms before the
 * select even showed the choice (issue 29, `pnpm bench:inp`). Here those subscriptions are off,
 * and one provider gives the components a new context value on `languageChanged`, in a
 * transition: React draws the page again in slices that leave the main thread free, and shows it
 * in one commit. `<html lang>` changes with that commit, not before: the page's text is in the new
 * language from then on, and changing it restyles the whole document, which must not happen
 * within the choice's own event.
 *
 * Call before the first render: each component reads the option when it first renders.
 */
export function renderLanguageChangesAsTransitions(): void {
  i18n.options.react = { ...i18n.options.react, bindI18n: '' };
  i18n.off('languageChanged', syncDocumentLanguage);
}

/** Wraps the page: its translated components are drawn again, in a transition, when the language changes. */
export function LanguageTransition({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(() => ({ i18n, lng: i18n.language }));
  useEffect(() => {
    const redraw = (lng: string) => startTransition(() => setValue({ i18n, lng }));
    i18n.on('languageChanged', redraw);
    // A change between the first render and now (whoami applying the account's language while the
    // page was first drawn) has no event left to hear.
    startTransition(() =>
      setValue((current) => (current.lng === i18n.language ? current : { i18n, lng: i18n.language })),
    );
    return () => i18n.off('languageChanged', redraw);
  }, []);
  useLayoutEffect(() => syncDocumentLanguage(value.lng), [value.lng]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
