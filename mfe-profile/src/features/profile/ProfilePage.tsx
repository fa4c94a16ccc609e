import { Page } from '@coach/shared/ui';

export default function ProfilePage() {
  return <Page titleKey="profile.title" ns="profile" />;
}
