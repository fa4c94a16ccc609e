import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The CTAs of the home area: start freemium, register, log in. */
export function LandingActions({ id }: { id: string }) {
  const { t } = useTranslation('home');
  return (
    <nav className="landing__actions" aria-labelledby={id}>
      <span id={id} className="visually-hidden">
        {t('landing.ctaLabel')}
      </span>
      <Link className="button button--large" to="/home/start-freemium">
        {t('actions.startFreemium')}
      </Link>
      <Link className="button button--secondary button--large" to="/home/register">
        {t('actions.register')}
      </Link>
      <Link className="landing__login" to="/home/login">
        {t('actions.login')}
      </Link>
    </nav>
  );
}
