import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, setLanguage } from '@coach/shared/i18n';

/** Lets the user pick French or English; the choice is remembered for the next visit. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          const lng = event.target.value;
          if (isLanguage(lng)) void setLanguage(lng);
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
