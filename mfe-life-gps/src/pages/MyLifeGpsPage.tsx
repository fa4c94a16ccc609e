import { Page } from '@coach/shared/ui';
import { LifeWheelCard } from '../features/life-gps/LifeWheelCard.tsx';
import { MainGoalSection } from '../features/life-gps/MainGoalSection.tsx';
import styles from './pages.module.css';

/** `/my_life_gps` (docs/product.md §8.4): the wheel, the main goal and the path to it. */
export default function MyLifeGpsPage() {
  return (
    <Page titleKey="lifeGps.title" ns="lifeGps" className={styles.page}>
      <LifeWheelCard />
      <MainGoalSection />
    </Page>
  );
}
