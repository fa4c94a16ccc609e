import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormMessages.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { EmailField } from '../../components/EmailField.tsx';
import { useLoginForm } from './useLoginForm.ts';

export function LoginForm() {
  const { t } = useTranslation('home');
  const { values, setField, errors, generalError, submitting, submit } = useLoginForm();
  return (
    <div className="stack">
      <form
        className="card stack auth-form"
        method="post"
        noValidate
        aria-labelledby="page-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="muted auth-form__intro">{t('login.intro')}</p>
        <FormAlert message={generalError} id="login-error" />
        <EmailField
          value={values.email}
          onValueChange={(value) => setField('email', value)}
          error={errors.email}
        />
        <PasswordField
          id="password"
          label={t('fields.password')}
          autoComplete="current-password"
          value={values.password}
          onValueChange={(value) => setField('password', value)}
          error={errors.password}
        />
        <SubmitButton label={t('login.submit')} busyLabel={t('login.submitting')} busy={submitting} />
      </form>
      <p className="auth-switch">
        {t('actions.noAccount')} <Link to="/home/register">{t('actions.register')}</Link>
      </p>
    </div>
  );
}
