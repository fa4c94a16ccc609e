import { useTranslation } from 'react-i18next';
import { Button, EmailField, FormAlert, FormNotice, PasswordField, TextField } from '@coach/shared/ui/core';
import { FormActions } from '../../components/FormActions.tsx';
import layout from '../../components/layout.module.css';
import type { useRegisterForm } from './use-register-form.ts';

type StepOneFormProps = Pick<
  ReturnType<typeof useRegisterForm>,
  'values' | 'errors' | 'setField' | 'next' | 'generalError' | 'passwordAgain'
>;

/** First step: first name, last name, email, password and its confirmation. */
export function StepOneForm({
  values,
  errors,
  setField,
  next,
  generalError,
  passwordAgain,
}: StepOneFormProps) {
  const { t } = useTranslation('home');
  return (
    <form
      className={layout.stack}
      method="post"
      noValidate
      aria-labelledby="register-step-heading"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <FormAlert message={generalError} id="register-error" />
      <div className={layout.formRow}>
        <TextField
          id="firstName"
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          value={values.firstName}
          onValueChange={(value) => setField('firstName', value)}
          error={errors.firstName}
        />
        <TextField
          id="lastName"
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          value={values.lastName}
          onValueChange={(value) => setField('lastName', value)}
          error={errors.lastName}
        />
      </div>
      <EmailField
        label={t('fields.email')}
        value={values.email}
        onValueChange={(value) => setField('email', value)}
        error={errors.email}
      />
      {passwordAgain ? <FormNotice>{t('register.passwordAgain')}</FormNotice> : null}
      <PasswordField
        id="password"
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        value={values.password}
        onValueChange={(value) => setField('password', value)}
        error={errors.password}
      />
      <PasswordField
        id="confirmPassword"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={(value) => setField('confirmPassword', value)}
        error={errors.confirmPassword}
      />
      <FormActions>
        <Button type="submit">{t('register.next')}</Button>
      </FormActions>
    </form>
  );
}
