import { Page } from '@coach/shared/ui';

export default function LoginPage() {
  return <Page titleKey="login.title" ns="home" />;
}
