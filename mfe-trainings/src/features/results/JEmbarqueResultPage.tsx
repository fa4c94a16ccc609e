import { Page } from '@coach/shared/ui';

export default function JEmbarqueResultPage() {
  return <Page titleKey="resultJEmbarque.title" ns="trainings" />;
}
