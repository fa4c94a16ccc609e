import { useTranslation } from 'react-i18next';
import { authStore } from '@coach/shared/auth';
import { LANGUAGES, isLanguage } from '@coach/shared/i18n';

/**
 * Lets the user pick French or English; the choice is remembered for the next visit, and saved to
 * the account when signed in.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          const lng = event.target.value;
          if (isLanguage(lng)) void authStore.getState().chooseLanguage(lng);
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
