import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@coach/shared/ui/core';
import styles from './LandingActions.module.css';

/** The CTAs of the home area: start freemium, register, log in. */
export function LandingActions({ id, centred = false }: { id: string; centred?: boolean }) {
  const { t } = useTranslation('home');
  return (
    <nav className={centred ? `${styles.actions} ${styles.centred}` : styles.actions} aria-labelledby={id}>
      <span id={id} className="visually-hidden">
        {t('landing.ctaLabel')}
      </span>
      <Link className={buttonClassName({ size: 'large' })} to="/home/start-freemium">
        {t('actions.startFreemium')}
      </Link>
      <Link className={buttonClassName({ variant: 'secondary', size: 'large' })} to="/home/register">
        {t('actions.register')}
      </Link>
      <Link className={styles.login} to="/home/login">
        {t('actions.login')}
      </Link>
    </nav>
  );
}
