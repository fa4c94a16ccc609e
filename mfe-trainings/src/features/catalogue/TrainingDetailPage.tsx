import { Page } from '@coach/shared/ui';

export default function TrainingDetailPage() {
  return <Page titleKey="trainingDetail.title" ns="trainings" />;
}
