import { useTranslation } from 'react-i18next';

const FEATURES = ['trainings', 'team', 'lifeGps', 'commitments'] as const;

/** What you get: trainings, team, life GPS, commitments. */
export function FeatureGrid() {
  const { t } = useTranslation('home');
  return (
    <section className="landing__section" aria-labelledby="landing-features">
      <h2 id="landing-features">{t('landing.features.title')}</h2>
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature} className={`feature-card feature-card--${feature}`}>
            <span className="feature-card__icon" aria-hidden="true" />
            <h3>{t(`landing.features.${feature}.title`)}</h3>
            <p className="muted">{t(`landing.features.${feature}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
