import { Page } from '@coach/shared/ui';

export default function MyLifeGpsPage() {
  return <Page titleKey="lifeGps.title" ns="lifeGps" />;
}
