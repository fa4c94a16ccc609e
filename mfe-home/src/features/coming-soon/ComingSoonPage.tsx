import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Page, buttonClassName } from '@coach/shared/ui/core';
import { DecorativeIcon } from '../../components/DecorativeIcon.tsx';
import { FormActions } from '../../components/FormActions.tsx';
import layout from '../../components/layout.module.css';
import styles from './ComingSoonPage.module.css';

export default function ComingSoonPage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  // react-router keys the entry the app was opened on 'default': nothing of ours to go back to.
  const hasPrevious = useLocation().key !== 'default';
  return (
    <Page titleKey="comingSoon.title" ns="home" className={layout.authPage}>
      <Card className={layout.stack}>
        <DecorativeIcon name="clock" />
        <p className={styles.text}>{t('comingSoon.text')}</p>
        <p className={layout.muted}>{t('comingSoon.hint')}</p>
        <FormActions split>
          {hasPrevious ? (
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              {t('comingSoon.previous')}
            </Button>
          ) : null}
          <Link className={buttonClassName()} to="/">
            {t('comingSoon.back')}
          </Link>
        </FormActions>
      </Card>
    </Page>
  );
}
