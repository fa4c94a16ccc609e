import { useTranslation } from 'react-i18next';
import { DecorativeIcon } from '../../components/DecorativeIcon.tsx';
import layout from '../../components/layout.module.css';
import styles from './FeatureGrid.module.css';

const FEATURES = ['trainings', 'team', 'lifeGps', 'commitments'] as const;

/** What you get: trainings, team, life GPS, commitments. */
export function FeatureGrid({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  return (
    <section className={className} aria-labelledby="landing-features">
      <h2 id="landing-features" className={layout.sectionTitle}>
        {t('landing.features.title')}
      </h2>
      <ul className={styles.grid}>
        {FEATURES.map((feature) => (
          <li key={feature} className={styles.feature}>
            <DecorativeIcon name={feature} />
            <h3>{t(`landing.features.${feature}.title`)}</h3>
            <p>{t(`landing.features.${feature}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
