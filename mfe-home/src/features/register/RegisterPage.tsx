import { Page } from '@coach/shared/ui';

export default function RegisterPage() {
  return <Page titleKey="register.title" ns="home" />;
}
