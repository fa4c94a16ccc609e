import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from '@coach/shared/language-choice';
import { LANGUAGES, isLanguage } from '@coach/shared/i18n';

/**
 * Lets the user pick French or English; the choice is remembered for the next visit, and saved to
 * the account when signed in. It shows the choice at once; the page follows in a transition.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { language, choose } = useLanguageChoice();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={language}
        onChange={(event) => {
          const lng = event.target.value;
          if (isLanguage(lng)) void choose(lng);
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
