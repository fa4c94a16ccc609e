import { useRouteData } from '@coach/shared/server-render/use-route-data';
import { Page } from '@coach/shared/ui';
import { LifeWheelCard } from '../features/life-gps/LifeWheelCard.tsx';
import { MainGoalSection } from '../features/life-gps/MainGoalSection.tsx';
import { NAMESPACE } from '../i18n/namespace.ts';
import { myLifeGpsRouteData, readGoalAgain, readWheelAgain } from '../lib/my-life-gps-route-data.ts';
import styles from './pages.module.css';

/**
 * `/my_life_gps` (docs/product.md §8.4): the wheel, the main goal and the path to it. Drawn in the
 * browser and, for the first paint, on the server (src/server-render.tsx), from its route's data
 * only (docs/server-render.md).
 */
export default function MyLifeGpsPage() {
  const data = useRouteData(myLifeGpsRouteData);
  return (
    <Page titleKey="lifeGps.title" ns={NAMESPACE} className={styles.page}>
      <LifeWheelCard source={data.wheel} readAgain={readWheelAgain} />
      <MainGoalSection source={data.goal} readAgain={readGoalAgain} />
    </Page>
  );
}
