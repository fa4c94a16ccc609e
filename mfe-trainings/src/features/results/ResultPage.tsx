import { Page } from '@coach/shared/ui';

export default function ResultPage() {
  return <Page titleKey="result.title" ns="trainings" />;
}
