import { useTranslation } from 'react-i18next';
import { useAuth } from '@coach/shared/auth';
import layout from '../../components/layout.module.css';
import { ResendLink } from './ResendLink.tsx';
import styles from './verification.module.css';

/** "Check your inbox", with the address when the session knows it, and the resend button. */
export function CheckInbox() {
  const { t } = useTranslation('home');
  const email = useAuth((state) => state.user?.verifiable_addresses[0]?.value);
  return (
    <section className={layout.stack} aria-labelledby="check-inbox">
      <h2 id="check-inbox" className={styles.title}>
        {t('verification.checkInbox')}
      </h2>
      <p>{email ? t('verification.sentTo', { email }) : t('verification.sentToUnknown')}</p>
      <p className={layout.muted}>{t('verification.notReceived')}</p>
      <ResendLink />
    </section>
  );
}
