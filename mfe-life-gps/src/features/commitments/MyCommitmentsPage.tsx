import { Page } from '@coach/shared/ui';

export default function MyCommitmentsPage() {
  return <Page titleKey="commitments.title" ns="lifeGps" />;
}
