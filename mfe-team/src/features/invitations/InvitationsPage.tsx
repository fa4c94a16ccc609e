import { useTranslation } from 'react-i18next';
import { Page, Tabs } from '@coach/shared/ui';
import { useIsLeader } from '../../lib/use-is-leader.ts';
import { ReceivedInvitations } from './ReceivedInvitations.tsx';
import { ReceivedSurveys } from './ReceivedSurveys.tsx';
import styles from '../../components/team.module.css';
import { SentInvitations } from './SentInvitations.tsx';

function Received() {
  return (
    <div className={styles.stack}>
      <ReceivedSurveys />
      <ReceivedInvitations />
    </div>
  );
}

/** `/invitations`: what one received (team invitations and surveys to answer; every account) and, for leaders, what one sent (docs/product.md §8.5). */
export default function InvitationsPage() {
  const { t } = useTranslation('team');
  const isLeader = useIsLeader();
  return (
    <Page titleKey="invitations.title" ns="team">
      {isLeader ? (
        <Tabs
          label={t('invitations.tabs')}
          tabs={[
            { id: 'received', label: t('invitations.received'), content: <Received /> },
            { id: 'sent', label: t('invitations.sent'), content: <SentInvitations /> },
          ]}
        />
      ) : (
        <Received />
      )}
    </Page>
  );
}
