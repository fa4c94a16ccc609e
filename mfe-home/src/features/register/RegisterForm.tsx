import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, FormNotice } from '@coach/shared/ui/core';
import layout from '../../components/layout.module.css';
import { StepHeading } from './StepHeading.tsx';
import { StepOneForm } from './StepOneForm.tsx';
import { StepTwoForm } from './StepTwoForm.tsx';
import { useRegisterForm } from './use-register-form.ts';

export function RegisterForm({ invitedId }: { invitedId: string | null }) {
  const { t } = useTranslation('home');
  const form = useRegisterForm(invitedId);
  return (
    <div className={layout.stack}>
      <p className={layout.muted}>{t('register.intro')}</p>
      {invitedId ? <FormNotice>{t('register.invited')}</FormNotice> : null}
      <Card stack>
        <StepHeading step={form.step} />
        {form.step === 'first' ? <StepOneForm {...form} /> : <StepTwoForm {...form} />}
      </Card>
      <p className={layout.authSwitch}>
        {t('actions.haveAccount')} <Link to="/home/login">{t('actions.login')}</Link>
      </p>
    </div>
  );
}
