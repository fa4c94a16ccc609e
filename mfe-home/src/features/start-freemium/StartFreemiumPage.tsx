import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Page, buttonClassName } from '@coach/shared/ui/core';
import { FormActions } from '../../components/FormActions.tsx';
import layout from '../../components/layout.module.css';
import { StepList } from '../../components/StepList.tsx';
import styles from './StartFreemiumPage.module.css';

const INCLUDED = ['trainings', 'quizzes', 'lifeGps', 'overview'] as const;
const STEPS = ['who', 'account', 'verify'] as const;

/**
 * Registration into the free plan: every new account starts on it (the api has no plan field),
 * so this page presents what the plan includes and leads into the sign-up journey:
 * who-are-you (skippable) → the two-step register form.
 */
export default function StartFreemiumPage() {
  const { t } = useTranslation('home');
  return (
    <Page titleKey="startFreemium.title" ns="home">
      <p className={layout.lead}>{t('startFreemium.intro')}</p>
      <div className={styles.grid}>
        <Card as="section" className={`${layout.stack} ${styles.plan}`} aria-labelledby="plan-name">
          <h2 id="plan-name" className={`${layout.sectionTitle} ${styles.flush}`}>
            {t('startFreemium.planName')}
          </h2>
          <p className={styles.price}>
            {t('startFreemium.price')}
            <span className={styles.priceNote}>{t('startFreemium.priceNote')}</span>
          </p>
          <h3 className={styles.included}>{t('startFreemium.includedTitle')}</h3>
          <ul className={styles.checkList}>
            {INCLUDED.map((item) => (
              <li key={item}>{t(`startFreemium.included.${item}`)}</li>
            ))}
          </ul>
          <p className={layout.muted}>{t('startFreemium.later')}</p>
        </Card>
        <section className={layout.stack} aria-labelledby="freemium-steps">
          <h2 id="freemium-steps" className={`${layout.sectionTitle} ${styles.flush}`}>
            {t('startFreemium.stepsTitle')}
          </h2>
          <StepList steps={STEPS.map((step) => ({ key: step, text: t(`startFreemium.steps.${step}`) }))} />
          <FormActions>
            <Link className={buttonClassName({ size: 'large' })} to="/home/who-are-you">
              {t('startFreemium.cta')}
            </Link>
          </FormActions>
          <p className={layout.authSwitch}>
            {t('actions.haveAccount')} <Link to="/home/login">{t('actions.login')}</Link>
          </p>
        </section>
      </div>
    </Page>
  );
}
