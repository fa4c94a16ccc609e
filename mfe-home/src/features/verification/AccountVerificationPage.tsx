import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isVerified, useAuth } from '@coach/shared/auth';
import { Page } from '@coach/shared/ui';
import { FormAlert } from '../../components/FormMessages.tsx';
import { CheckInbox } from './CheckInbox.tsx';
import { ConfirmedPanel } from './ConfirmedPanel.tsx';
import { ContinueButton } from './ContinueButton.tsx';
import { useConfirmLink } from './useConfirmLink.ts';

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
          <p className="muted">{t('verification.confirmFailedHelp')}</p>
          <CheckInbox />
        </>
      );
    case 'none':
      return verified ? (
        <>
          <p className="form__success verification__headline">{t('verification.alreadyVerified')}</p>
          <ContinueButton />
        </>
      ) : (
        <CheckInbox />
      );
  }
}

export default function AccountVerificationPage() {
  return (
    <Page titleKey="verification.title" ns="home" className="auth-page">
      <div className="card stack verification">
        <span className="verification__icon" aria-hidden="true" />
        <VerificationBody />
      </div>
    </Page>
  );
}
