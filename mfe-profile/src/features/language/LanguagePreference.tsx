import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from '@coach/shared/language-choice';
import { LANGUAGES, isLanguage } from '@coach/shared/i18n';
import { SelectField, useAnnounce } from '@coach/shared/ui';
import { Section } from '../../components/Section.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './language.module.css';

/**
 * The account's language, the same choice as the shell's switcher (both go through
 * `useLanguageChoice`, which saves it to the account): applied at every sign-in.
 */
export function LanguagePreference() {
  const { t } = useTranslation(NAMESPACE);
  const { language, choose } = useLanguageChoice();
  const announce = useAnnounce();
  return (
    <Section title={t('language.title')} intro={t('language.intro')}>
      <div className={styles.field}>
        <SelectField
          id="account-language"
          label={t('language.label')}
          placeholder={t('information.fields.choose')}
          options={LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`, { ns: 'common' }) }))}
          value={language}
          onValueChange={(lng) => {
            if (!isLanguage(lng)) return;
            void choose(lng).then(() =>
              announce(t('language.saved', { language: t(`language.${lng}`, { ns: 'common' }) })),
            );
          }}
        />
      </div>
    </Section>
  );
}
