import { useTranslation } from 'react-i18next';
import { Button, EmailField, FormNotice, PasswordField, TextField } from '@coach/shared/ui/core';
import layout from '../../components/layout.module.css';
import { registerField, RegisterStepForm } from './RegisterStepForm.tsx';
import type { useRegisterForm } from './use-register-form.ts';

type StepOneFormProps = Pick<
  ReturnType<typeof useRegisterForm>,
  'values' | 'errors' | 'setField' | 'next' | 'generalError' | 'passwordAgain'
>;

/** The name fields, each with the autocomplete token browsers fill it from. */
const NAME_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
] as const;

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
        {NAME_FIELDS.map(([name, autoComplete]) => (
          <TextField
            key={name}
            id={name}
            label={t(`fields.${name}`)}
            autoComplete={autoComplete}
            required
            {...registerField(form, name)}
          />
        ))}
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
