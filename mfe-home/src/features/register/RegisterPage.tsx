import { useSearchParams } from 'react-router';
import { Page } from '@coach/shared/ui/core';
import layout from '../../components/layout.module.css';
import { RegisterForm } from './RegisterForm.tsx';

export default function RegisterPage() {
  const [searchParams] = useSearchParams();
  // SPEC §2, §6: an optional invitation, passed through to the register call.
  const invitedId = searchParams.get('invited_id');
  return (
    <Page titleKey="register.title" ns="home" className={`${layout.authPage} ${layout.wide}`}>
      <RegisterForm invitedId={invitedId} />
    </Page>
  );
}
