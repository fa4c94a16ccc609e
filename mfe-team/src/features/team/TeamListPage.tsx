import { Page } from '@coach/shared/ui';

export default function TeamListPage() {
  return <Page titleKey="teamList.title" ns="team" />;
}
