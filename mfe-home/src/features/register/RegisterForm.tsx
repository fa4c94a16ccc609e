import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StepHeading } from './StepHeading.tsx';
import { StepOneForm } from './StepOneForm.tsx';
import { StepTwoForm } from './StepTwoForm.tsx';
import { useRegisterForm } from './useRegisterForm.ts';

export function RegisterForm({ invitedId }: { invitedId: string | null }) {
  const { t } = useTranslation('home');
  const form = useRegisterForm(invitedId);
  return (
    <div className="stack">
      <p className="muted">{t('register.intro')}</p>
      {invitedId ? <p className="form__notice">{t('register.invited')}</p> : null}
      <div className="card stack register">
        <StepHeading step={form.step} />
        {form.step === 'first' ? <StepOneForm {...form} /> : <StepTwoForm {...form} />}
      </div>
      <p className="auth-switch">
        {t('actions.haveAccount')} <Link to="/home/login">{t('actions.login')}</Link>
      </p>
    </div>
  );
}
