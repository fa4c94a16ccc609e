import { Page } from '@coach/shared/ui';

export default function TrainingsPage() {
  return <Page titleKey="trainings.title" ns="trainings" />;
}
