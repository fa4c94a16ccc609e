import { useTranslation } from 'react-i18next';
import { Button, EmailField, FormNotice, PasswordField, TextField } from '@coach/shared/ui/core';
import layout from '../../components/layout.module.css';
import { registerField, RegisterStepForm } from './RegisterStepForm.tsx';
import type { useRegisterForm } from './use-register-form.ts';

type StepOneFormProps = Pick<
  ReturnType<typeof useRegisterForm>,
  'values' | 'errors' | 'setField' | 'next' | 'generalError' | 'passwordAgain'
>;

/** First step: first name, last name, email, password and its confirmation. */
export function StepOneForm(form: StepOneFormProps) {
  const { t } = useTranslation('home');
  return (
    <RegisterStepForm
      onSubmit={form.next}
      generalError={form.generalError}
      actions={<Button type="submit">{t('register.next')}</Button>}
    >
      <div className={layout.formRow}>
        <TextField
          id="firstName"
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          {...registerField(form, 'firstName')}
        />
        <TextField
          id="lastName"
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          {...registerField(form, 'lastName')}
        />
      </div>
      <EmailField label={t('fields.email')} {...registerField(form, 'email')} />
      {form.passwordAgain ? <FormNotice>{t('register.passwordAgain')}</FormNotice> : null}
      <PasswordField
        id="password"
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        {...registerField(form, 'password')}
      />
      <PasswordField
        id="confirmPassword"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...registerField(form, 'confirmPassword')}
      />
    </RegisterStepForm>
  );
}
