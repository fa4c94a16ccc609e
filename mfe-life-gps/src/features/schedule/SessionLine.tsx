import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Appointment } from '@coach/shared/life-gps';
import { NAMESPACE } from '../../i18n/namespace.ts';
import styles from './schedule.module.css';

/**
 * Who a session is with (docs/product.md §8.5): the member reads "Planned by {leader}", the
 * leader "Session with {member}" and a link to the member's page, where it is changed.
 */
export function SessionLine({ session }: { session: NonNullable<Appointment['session']> }) {
  const { t } = useTranslation(NAMESPACE);
  if (session.role === 'member')
    return <span className={styles.session}>{t('appointments.plannedBy', session.leader)}</span>;
  return (
    <span className={styles.session}>
      {t('appointments.sessionWith', session.member)}
      {session.member.id ? (
        <>
          {' · '}
          <Link to={`/my_team/edit-${session.member.id}`}>{t('appointments.manageSession')}</Link>
        </>
      ) : null}
    </span>
  );
}
