import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES, chooseTheme, currentTheme, type Theme } from '@coach/shared/theme';
import { useAnnounce } from '@coach/shared/ui';
import { Section } from '../../components/Section.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './appearance.module.css';

/**
 * Light, dark, or the device's choice. Applied at once and kept on this device (a cookie the
 * server reads, so that every page arrives in it: @coach/shared/theme).
 */
export function ThemePreference() {
  const { t } = useTranslation(NAMESPACE);
  const announce = useAnnounce();
  const [theme, setTheme] = useState<Theme>(currentTheme);
  return (
    <Section title={t('theme.title')} intro={t('theme.intro')}>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('theme.label')}</legend>
        {THEMES.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="theme"
              value={option}
              checked={theme === option}
              onChange={() => {
                chooseTheme(option);
                setTheme(option);
                announce(t('theme.saved', { theme: t(`theme.${option}`) }));
              }}
            />
            <span>{t(`theme.${option}`)}</span>
          </label>
        ))}
      </fieldset>
    </Section>
  );
}
