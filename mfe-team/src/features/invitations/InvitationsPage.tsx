import { useTranslation } from 'react-i18next';
import { asReadResult } from '@coach/shared/server-render/route-data';
import { useRouteData, useRouteRead } from '@coach/shared/server-render/use-route-data';
import type { ReceivedInvitation, ReceivedSurveysPage } from '@coach/shared/team';
import { Page, Tabs } from '@coach/shared/ui';
import { ByRole } from '../../components/ByRole.tsx';
import styles from '../../components/team.module.css';
import { fetchReceivedSurveys, fetchSentInvitations } from '../../lib/team-api.ts';
import { invitationsRouteData } from '../../lib/team-route-data.ts';
import { usePagedRead, type PagedRead, type PageRead } from '../../lib/use-route-read.ts';
import { ReceivedInvitations } from './ReceivedInvitations.tsx';
import { ReceivedSurveys } from './ReceivedSurveys.tsx';
import { SentInvitations } from './SentInvitations.tsx';

const readReceivedSurveys = (page: number, after?: string) =>
  asReadResult(() => fetchReceivedSurveys(page, after));
const readSentInvitations = (page: number, after?: string) =>
  asReadResult(() => fetchSentInvitations(page, after));

function Received({
  surveys,
  invitations,
}: {
  surveys: PagedRead<ReceivedSurveysPage>;
  invitations: PageRead<{ items: ReceivedInvitation[] }>;
}) {
  return (
    <div className={styles.stack}>
      <ReceivedSurveys list={surveys} />
      <ReceivedInvitations list={invitations} />
    </div>
  );
}

/**
 * `/invitations`: what one received (team invitations and surveys to answer; every account) and,
 * for leaders, what one sent (docs/product.md §8.5). Drawn in the browser and, for the first paint,
 * on the server (src/server-render.tsx), from the route's data only (docs/server-render.md). The
 * page holds every list's read: a tab's panel leaves the page when another tab is shown, and
 * comes back to what it last showed.
 */
export default function InvitationsPage() {
  const { t } = useTranslation('team');
  const sources = useRouteData(invitationsRouteData);
  const whoami = useRouteRead(invitationsRouteData, 'whoami');
  const invitations = useRouteRead(invitationsRouteData, 'received');
  const surveys = usePagedRead(sources.receivedSurveys, readReceivedSurveys);
  const sent = usePagedRead(sources.sent, readSentInvitations);
  const received = <Received surveys={surveys} invitations={invitations} />;
  return (
    <Page titleKey="invitations.title" ns="team">
      <ByRole whoami={whoami}>
        {(leader) =>
          leader ? (
            <Tabs
              label={t('invitations.tabs')}
              tabs={[
                { id: 'received', label: t('invitations.received'), content: received },
                { id: 'sent', label: t('invitations.sent'), content: <SentInvitations list={sent} /> },
              ]}
            />
          ) : (
            received
          )
        }
      </ByRole>
    </Page>
  );
}
