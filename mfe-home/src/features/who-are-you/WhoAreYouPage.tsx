import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Page, buttonClassName } from '@coach/shared/ui/core';
import { FormActions } from '../../components/FormActions.tsx';
import layout from '../../components/layout.module.css';
import { UserTypeChoices } from './UserTypeChoices.tsx';
import { useWhoAreYou } from './use-who-are-you.ts';

export default function WhoAreYouPage() {
  const { t } = useTranslation('home');
  const { userType, setUserType, error, submit, registerPath } = useWhoAreYou();
  return (
    <Page titleKey="whoAreYou.title" ns="home" className={`${layout.authPage} ${layout.wide}`}>
      <Card>
        <form
          className={layout.stack}
          noValidate
          aria-labelledby="page-title"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className={layout.muted}>{t('whoAreYou.intro')}</p>
          <UserTypeChoices value={userType} onChange={setUserType} error={error} />
          <FormActions split>
            <Link className={buttonClassName({ variant: 'secondary' })} to={registerPath}>
              {t('whoAreYou.skip')}
            </Link>
            <Button type="submit">{t('whoAreYou.continue')}</Button>
          </FormActions>
        </form>
      </Card>
    </Page>
  );
}
