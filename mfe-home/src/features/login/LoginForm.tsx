import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, EmailField, FormAlert, PasswordField, SubmitButton } from '@coach/shared/ui/core';
import layout from '../../components/layout.module.css';
import { useLoginForm } from './use-login-form.ts';

export function LoginForm() {
  const { t } = useTranslation('home');
  const { values, setField, errors, generalError, submitting, prepare, submit } = useLoginForm();
  return (
    <div className={layout.stack}>
      <Card>
        <form
          className={layout.stack}
          method="post"
          noValidate
          aria-labelledby="page-title"
          onFocus={prepare}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className={layout.muted}>{t('login.intro')}</p>
          <FormAlert message={generalError} id="login-error" />
          <EmailField
            label={t('fields.email')}
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
      </Card>
      <p className={layout.authSwitch}>
        {t('actions.noAccount')} <Link to="/home/register">{t('actions.register')}</Link>
      </p>
    </div>
  );
}
