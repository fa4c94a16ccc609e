import { useTranslation } from 'react-i18next';
import { Card, Page } from '@coach/shared/ui/core';
import layout from '../../components/layout.module.css';
import { FeatureGrid } from './FeatureGrid.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { LandingArt } from './illustrations/LandingArt.tsx';
import { LandingActions } from './LandingActions.tsx';
import styles from './LandingPage.module.css';

export default function LandingPage() {
  const { t } = useTranslation('home');
  return (
    <Page titleKey="landing.title" ns="home" className={styles.landing} titleClassName={styles.title}>
      <div className={styles.hero}>
        <p className={layout.lead}>{t('landing.lead')}</p>
        <LandingActions id="landing-actions-top" />
        <LandingArt className={styles.heroArt} />
      </div>
      <FeatureGrid className={styles.section} />
      <HowItWorks className={styles.section} />
      <Card as="section" className={styles.closing} aria-labelledby="landing-closing">
        <h2 id="landing-closing" className={layout.sectionTitle}>
          {t('landing.closing.title')}
        </h2>
        <p className={layout.muted}>{t('landing.closing.text')}</p>
        <LandingActions id="landing-actions-bottom" centred />
      </Card>
    </Page>
  );
}
