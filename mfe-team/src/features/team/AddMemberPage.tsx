import { Page } from '@coach/shared/ui';

export default function AddMemberPage() {
  return <Page titleKey="addMember.title" ns="team" />;
}
