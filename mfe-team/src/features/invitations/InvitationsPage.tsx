import { useTranslation } from 'react-i18next';
import { Page, Tabs } from '@coach/shared/ui';
import { useIsLeader } from '../../lib/use-is-leader.ts';
import { ReceivedInvitations } from './ReceivedInvitations.tsx';
import { SentInvitations } from './SentInvitations.tsx';

/** `/invitations`: what one received (every account) and, for leaders, what one sent (docs/product.md §8.5). */
export default function InvitationsPage() {
  const { t } = useTranslation('team');
  const isLeader = useIsLeader();
  return (
    <Page titleKey="invitations.title" ns="team">
      {isLeader ? (
        <Tabs
          label={t('invitations.tabs')}
          tabs={[
            { id: 'received', label: t('invitations.received'), content: <ReceivedInvitations /> },
            { id: 'sent', label: t('invitations.sent'), content: <SentInvitations /> },
          ]}
        />
      ) : (
        <ReceivedInvitations />
      )}
    </Page>
  );
}
