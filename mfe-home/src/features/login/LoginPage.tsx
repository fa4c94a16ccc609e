import { Page } from '@coach/shared/ui';
import { LoginForm } from './LoginForm.tsx';

export default function LoginPage() {
  return (
    <Page titleKey="login.title" ns="home" className="auth-page">
      <LoginForm />
    </Page>
  );
}
