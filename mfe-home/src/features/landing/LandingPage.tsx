import { useTranslation } from 'react-i18next';
import { Page } from '@coach/shared/ui';
import { FeatureGrid } from './FeatureGrid.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { LandingActions } from './LandingActions.tsx';

export default function LandingPage() {
  const { t } = useTranslation('home');
  return (
    <Page titleKey="landing.title" ns="home" className="landing">
      <div className="landing__hero">
        <p className="landing__lead">{t('landing.lead')}</p>
        <LandingActions id="landing-actions-top" />
      </div>
      <FeatureGrid />
      <HowItWorks />
      <section className="landing__closing card" aria-labelledby="landing-closing">
        <h2 id="landing-closing">{t('landing.closing.title')}</h2>
        <p className="muted">{t('landing.closing.text')}</p>
        <LandingActions id="landing-actions-bottom" />
      </section>
    </Page>
  );
}
