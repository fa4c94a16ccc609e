import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormMessages.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { EmailField } from '../../components/EmailField.tsx';
import type { useRegisterForm } from './useRegisterForm.ts';

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
      className="stack"
      method="post"
      noValidate
      aria-labelledby="register-step-heading"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <FormAlert message={generalError} id="register-error" />
      <div className="form-row">
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
        value={values.email}
        onValueChange={(value) => setField('email', value)}
        error={errors.email}
      />
      {passwordAgain ? <p className="form__notice">{t('register.passwordAgain')}</p> : null}
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
      <div className="form-actions">
        <button type="submit" className="button">
          {t('register.next')}
        </button>
      </div>
    </form>
  );
}
