import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@coach/shared/i18n/intl-formats';
import { Button } from '@coach/shared/ui';
import type { SessionsResponse } from '@coach/shared/profile';
import { NAMESPACE } from '../../i18n/namespace.ts';
import { describeDevice } from './describe-device.ts';
import styles from './sessions.module.css';

type Session = SessionsResponse['sessions'][number];

/** One session: its device, when it signed in and was last active; a button to end it unless it is this one. */
export function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: Session;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const format = (iso: string) =>
    dateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const device = describeDevice(session.device, t);
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <p className={styles.device}>
          {device}
          {session.current ? <span className={styles.current}>{t('sessions.thisDevice')}</span> : null}
        </p>
        <p className={styles.meta}>{t('sessions.created', { date: format(session.created_at) })}</p>
        <p className={styles.meta}>{t('sessions.lastUsed', { date: format(session.last_used_at) })}</p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          busy={busy}
          busyLabel={t('sessions.signingOut')}
          aria-label={t('sessions.signOutLabel', { device })}
          onClick={onSignOut}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
