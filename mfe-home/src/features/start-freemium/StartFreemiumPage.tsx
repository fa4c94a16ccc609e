import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@coach/shared/ui';

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
    <Page titleKey="startFreemium.title" ns="home" className="freemium">
      <p className="landing__lead">{t('startFreemium.intro')}</p>
      <div className="freemium__grid">
        <section className="card stack plan" aria-labelledby="plan-name">
          <h2 id="plan-name" className="plan__name">
            {t('startFreemium.planName')}
          </h2>
          <p className="plan__price">
            {t('startFreemium.price')}
            <span className="plan__note">{t('startFreemium.priceNote')}</span>
          </p>
          <h3 className="plan__included">{t('startFreemium.includedTitle')}</h3>
          <ul className="check-list">
            {INCLUDED.map((item) => (
              <li key={item}>{t(`startFreemium.included.${item}`)}</li>
            ))}
          </ul>
          <p className="muted">{t('startFreemium.later')}</p>
        </section>
        <section className="stack freemium__next" aria-labelledby="freemium-steps">
          <h2 id="freemium-steps">{t('startFreemium.stepsTitle')}</h2>
          <ol className="step-list">
            {STEPS.map((step) => (
              <li key={step}>{t(`startFreemium.steps.${step}`)}</li>
            ))}
          </ol>
          <div className="form-actions">
            <Link className="button button--large" to="/home/who-are-you">
              {t('startFreemium.cta')}
            </Link>
          </div>
          <p className="auth-switch">
            {t('actions.haveAccount')} <Link to="/home/login">{t('actions.login')}</Link>
          </p>
        </section>
      </div>
    </Page>
  );
}
