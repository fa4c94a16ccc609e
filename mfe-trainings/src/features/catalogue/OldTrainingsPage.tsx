import { Page } from '@coach/shared/ui';

export default function OldTrainingsPage() {
  return <Page titleKey="oldTrainings.title" ns="trainings" />;
}
