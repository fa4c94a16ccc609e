import { useTranslation } from 'react-i18next';
import { useAuth } from '@coach/shared/auth';
import { ResendLink } from './ResendLink.tsx';

/** "Check your inbox", with the address when the session knows it, and the resend button. */
export function CheckInbox() {
  const { t } = useTranslation('home');
  const email = useAuth((state) => state.user?.verifiable_addresses[0]?.value);
  return (
    <section className="stack" aria-labelledby="check-inbox">
      <h2 id="check-inbox" className="verification__title">
        {t('verification.checkInbox')}
      </h2>
      <p>{email ? t('verification.sentTo', { email }) : t('verification.sentToUnknown')}</p>
      <p className="muted">{t('verification.notReceived')}</p>
      <ResendLink />
    </section>
  );
}
