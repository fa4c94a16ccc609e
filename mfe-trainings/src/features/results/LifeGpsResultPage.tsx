import { Page } from '@coach/shared/ui';

export default function LifeGpsResultPage() {
  return <Page titleKey="resultLifeGps.title" ns="trainings" />;
}
