import { Page } from '@coach/shared/ui';
import { CommitmentsSection } from '../features/commitments/CommitmentsSection.tsx';
import { AppointmentsSection } from '../features/schedule/AppointmentsSection.tsx';
import styles from './pages.module.css';

/** `/my_commitments` (docs/product.md §8.4): my commitments, then my schedule's appointments. */
export default function MyCommitmentsPage() {
  return (
    <Page titleKey="commitments.title" ns="lifeGps" className={styles.page}>
      <CommitmentsSection />
      <AppointmentsSection />
    </Page>
  );
}
