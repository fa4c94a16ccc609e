import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isVerified, useAuth } from '@coach/shared/auth';
import { Card, FormAlert, Page } from '@coach/shared/ui/core';
import { DecorativeIcon } from '../../components/DecorativeIcon.tsx';
import layout from '../../components/layout.module.css';
import { CheckInbox } from './CheckInbox.tsx';
import { ConfirmedPanel } from './ConfirmedPanel.tsx';
import { ContinueButton } from './ContinueButton.tsx';
import { useConfirmLink } from './use-confirm-link.ts';
import styles from './verification.module.css';

function VerificationBody() {
  const { t } = useTranslation('home');
  const [searchParams] = useSearchParams();
  const confirm = useConfirmLink(searchParams.get('token'));
  const verified = useAuth((state) => isVerified(state.user));

  switch (confirm.status) {
    case 'confirming':
    case 'confirmed':
      return <ConfirmedPanel confirmed={confirm.status === 'confirmed'} />;
    case 'failed':
      return (
        <>
          <FormAlert message={confirm.message} id="confirm-error" />
          <p className={layout.muted}>{t('verification.confirmFailedHelp')}</p>
          <CheckInbox />
        </>
      );
    case 'none':
      return verified ? (
        <>
          <p className={`${styles.headline} ${styles.success}`}>{t('verification.alreadyVerified')}</p>
          <ContinueButton />
        </>
      ) : (
        <CheckInbox />
      );
  }
}

export default function AccountVerificationPage() {
  return (
    <Page titleKey="verification.title" ns="home" className={layout.authPage}>
      <Card className={layout.stack}>
        <DecorativeIcon name="mail" />
        <VerificationBody />
      </Card>
    </Page>
  );
}
