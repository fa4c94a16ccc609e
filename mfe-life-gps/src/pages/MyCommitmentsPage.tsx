import { useRouteData } from '@coach/shared/server-render/use-route-data';
import { Page } from '@coach/shared/ui';
import { CommitmentsSection } from '../features/commitments/CommitmentsSection.tsx';
import { AppointmentsSection } from '../features/schedule/AppointmentsSection.tsx';
import { NAMESPACE } from '../i18n/namespace.ts';
import { myCommitmentsRouteData, readFeedAgain, readGoalAgain } from '../lib/my-commitments-route-data.ts';
import styles from './pages.module.css';

/**
 * `/my_commitments` (docs/product.md §8.4): my commitments, then my schedule's appointments. Drawn
 * in the browser and, for the first paint, on the server (src/server-render.tsx): there, the open
 * commitments of the member's day are drawn, the appointments still loading (they start at the
 * member's local midnight and show the browser's times).
 */
export default function MyCommitmentsPage() {
  const data = useRouteData(myCommitmentsRouteData);
  return (
    <Page titleKey="commitments.title" ns={NAMESPACE} className={styles.page}>
      <CommitmentsSection goal={data.goal} readGoalAgain={readGoalAgain} commitments={data.commitments} />
      <AppointmentsSection feed={data.feed} readFeedAgain={readFeedAgain} />
    </Page>
  );
}
