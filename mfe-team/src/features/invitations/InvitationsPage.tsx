import { Page } from '@coach/shared/ui';

export default function InvitationsPage() {
  return <Page titleKey="invitations.title" ns="team" />;
}
