import { Page } from '@coach/shared/ui';

export default function SurveysPage() {
  return <Page titleKey="surveys.title" ns="team" />;
}
