import { Page } from '@coach/shared/ui/core';
import layout from '../../components/layout.module.css';
import { LoginForm } from './LoginForm.tsx';

export default function LoginPage() {
  return (
    <Page titleKey="login.title" ns="home" className={layout.authPage}>
      <LoginForm />
    </Page>
  );
}
