import { useTranslation } from 'react-i18next';
import layout from '../../components/layout.module.css';
import { StepList } from '../../components/StepList.tsx';

const STEPS = ['account', 'verify', 'start'] as const;

export function HowItWorks({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  return (
    <section className={className} aria-labelledby="landing-steps">
      <h2 id="landing-steps" className={layout.sectionTitle}>
        {t('landing.steps.title')}
      </h2>
      <StepList steps={STEPS.map((step) => ({ key: step, text: t(`landing.steps.${step}`) }))} />
    </section>
  );
}
