import { useTranslation } from 'react-i18next';
import type { InvitationStatus, MemberStatus } from '@coach/shared/team';
import styles from './team.module.css';

const LOOK: Record<MemberStatus | InvitationStatus, string | undefined> = {
  active: styles.badgeActive,
  accepted: styles.badgeActive,
  invited: undefined,
  pending: undefined,
  expired: styles.badgeClosed,
  revoked: styles.badgeClosed,
  declined: styles.badgeClosed,
};

/** A member's status (invited / active) or an invitation's, in words, never by colour alone. */
export function StatusBadge({ status }: { status: MemberStatus | InvitationStatus }) {
  const { t } = useTranslation('team');
  const look = LOOK[status];
  return <span className={look ? `${styles.badge} ${look}` : styles.badge}>{t(`status.${status}`)}</span>;
}
