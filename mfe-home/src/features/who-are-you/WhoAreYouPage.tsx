import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@coach/shared/ui';
import { UserTypeChoices } from './UserTypeChoices.tsx';
import { useWhoAreYou } from './useWhoAreYou.ts';

export default function WhoAreYouPage() {
  const { t } = useTranslation('home');
  const { userType, setUserType, error, submit, registerPath } = useWhoAreYou();
  return (
    <Page titleKey="whoAreYou.title" ns="home" className="auth-page auth-page--wide">
      <form
        className="card stack"
        noValidate
        aria-labelledby="page-title"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="muted">{t('whoAreYou.intro')}</p>
        <UserTypeChoices value={userType} onChange={setUserType} error={error} />
        <div className="form-actions form-actions--split">
          <Link className="button button--secondary" to={registerPath}>
            {t('whoAreYou.skip')}
          </Link>
          <button type="submit" className="button">
            {t('whoAreYou.continue')}
          </button>
        </div>
      </form>
    </Page>
  );
}
