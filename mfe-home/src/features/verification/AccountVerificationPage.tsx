import { Page } from '@coach/shared/ui';

export default function AccountVerificationPage() {
  return <Page titleKey="verification.title" ns="home" />;
}
