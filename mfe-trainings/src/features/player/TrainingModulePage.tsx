import { Page } from '@coach/shared/ui';

export default function TrainingModulePage() {
  return <Page titleKey="trainingModule.title" ns="trainings" />;
}
