import { Page } from '@coach/shared/ui';

export default function MyTeamPage() {
  return <Page titleKey="team.title" ns="team" />;
}
