import { Page } from '@coach/shared/ui';

export default function EditMemberPage() {
  return <Page titleKey="editMember.title" ns="team" />;
}
