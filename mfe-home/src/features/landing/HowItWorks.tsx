import { useTranslation } from 'react-i18next';

const STEPS = ['account', 'verify', 'start'] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section className="landing__section" aria-labelledby="landing-steps">
      <h2 id="landing-steps">{t('landing.steps.title')}</h2>
      <ol className="step-list">
        {STEPS.map((step) => (
          <li key={step}>{t(`landing.steps.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
