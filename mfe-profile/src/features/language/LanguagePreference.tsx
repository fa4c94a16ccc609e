import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { authStore } from '@coach/shared/auth';
import { LANGUAGES, isLanguage } from '@coach/shared/i18n';
import { SelectField, useAnnounce } from '@coach/shared/ui';
import { Section } from '../../components/Section.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './language.module.css';

/**
 * The account's language, the same choice as the shell's switcher (both go through
 * `chooseLanguage`, which saves it to the account): applied at every sign-in. A choice draws the
 * field again at once, with the language just chosen, while the page follows in a transition (the
 * shell's LanguageTransition): the field does not go back to its old value meanwhile.
 */
export function LanguagePreference() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const announce = useAnnounce();
  return (
    <Section title={t('language.title')} intro={t('language.intro')}>
      <div className={styles.field}>
        <SelectField
          id="account-language"
          label={t('language.label')}
          placeholder={t('information.fields.choose')}
          options={LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`, { ns: 'common' }) }))}
          value={i18n.resolvedLanguage ?? ''}
          onValueChange={(lng) => {
            if (!isLanguage(lng)) return;
            void authStore
              .getState()
              .chooseLanguage(lng)
              .then(() =>
                announce(t('language.saved', { language: t(`language.${lng}`, { ns: 'common' }) })),
              );
            redraw();
          }}
        />
      </div>
    </Section>
  );
}
