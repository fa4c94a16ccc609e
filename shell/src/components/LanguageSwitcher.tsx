import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { authStore } from '@coach/shared/auth';
import { LANGUAGES, isLanguage } from '@coach/shared/i18n';

/**
 * Lets the user pick French or English; the choice is remembered for the next visit, and saved to
 * the account when signed in.
 *
 * A choice draws the switcher again at once, with the language just chosen (i18next has it as
 * soon as it is asked), while the page follows in a transition (LanguageTransition): the select
 * does not go back to its old value meanwhile.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          const lng = event.target.value;
          if (!isLanguage(lng)) return;
          void authStore.getState().chooseLanguage(lng);
          redraw();
        }}
        data-testid="language-switcher"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
